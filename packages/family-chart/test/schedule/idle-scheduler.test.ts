// Slices of low-priority work wait for the browser's idle time where it has one, and run as tasks where it has not.
import { idleScheduler, IDLE_TIMEOUT_MS } from '../../src/schedule/idle-scheduler'
import { startSlicedJob, type SliceScheduler } from '../../src/schedule/sliced-job'
import type { Steps } from '../../src/schedule/steps'

function* countTo(n: number, log: number[]): Steps<number> {
  for (let i = 1; i <= n; i++) {
    log.push(i)
    yield
  }
  return n
}

/** A fake requestIdleCallback: callbacks wait in a queue until `idle()` runs them. */
function fakeIdle() {
  let next = 1
  const queue = new Map<number, { run: () => void; timeout?: number }>()
  return {
    queue,
    requestIdleCallback(run: () => void, options?: { timeout: number }) {
      queue.set(next, { run, timeout: options?.timeout })
      return next++
    },
    cancelIdleCallback(handle: number) {
      queue.delete(handle)
    },
    idle() {
      const waiting = [...queue.values()]
      queue.clear()
      for (const w of waiting) w.run()
    },
  }
}

const unusedFallback: SliceScheduler = {
  now: () => 0,
  schedule: () => {
    throw new Error('the fallback must not be used when the page has idle callbacks')
  },
}

describe('idleScheduler', () => {
  it('runs each slice only when the page is idle, with a timeout so it cannot wait forever', () => {
    const api = fakeIdle()
    let clock = 0
    const log: number[] = []
    let result: number | null = null
    startSlicedJob(
      countTo(3, log),
      (n) => {
        result = n
      },
      { scheduler: idleScheduler({ ...unusedFallback, now: () => clock++ }, api), sliceMs: 1 },
    )
    expect(log).toEqual([])
    expect([...api.queue.values()][0].timeout).toBe(IDLE_TIMEOUT_MS)
    while (api.queue.size) api.idle()
    expect(log).toEqual([1, 2, 3])
    expect(result).toBe(3)
  })

  it('cancels the waiting idle callback when the job is cancelled', () => {
    const api = fakeIdle()
    const log: number[] = []
    const job = startSlicedJob(countTo(3, log), () => {}, { scheduler: idleScheduler(unusedFallback, api) })
    expect(api.queue.size).toBe(1)
    job.cancel()
    expect(api.queue.size).toBe(0)
    expect(log).toEqual([])
  })

  it('falls back to the given scheduler without requestIdleCallback', () => {
    const runs: (() => void)[] = []
    const fallback: SliceScheduler = {
      now: () => 0,
      schedule: (run) => {
        runs.push(run)
        return () => {}
      },
    }
    expect(idleScheduler(fallback, {})).toBe(fallback)
  })
})
