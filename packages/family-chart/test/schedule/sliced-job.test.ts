import { startSlicedJob } from '../../src/schedule/sliced-job'
import { runSteps, type Steps } from '../../src/schedule/steps'
import { fakeScheduler } from '../fixtures/fake-scheduler'

/** Counts to `n`, pausing after every item; records which slice each item ran in. */
function* counting(n: number, log: number[], slice: () => number): Steps<number> {
  let sum = 0
  for (let i = 1; i <= n; i++) {
    sum += i
    log.push(slice())
    yield
  }
  return sum
}

describe('startSlicedJob', () => {
  it("runs nothing in the caller's task, then splits the work into slices of about sliceMs", () => {
    const scheduler = fakeScheduler(1)
    let slice = 0
    const log: number[] = []
    const done = jest.fn()
    startSlicedJob(
      counting(100, log, () => slice),
      done,
      { scheduler, sliceMs: 10 },
    )
    expect(log).toHaveLength(0)
    while (scheduler.queued) {
      slice++
      scheduler.runNext()
    }
    // Each item reads the clock once (1 ms): about ten items per slice of 10 ms, never more.
    const perSlice = new Map<number, number>()
    for (const s of log) perSlice.set(s, (perSlice.get(s) ?? 0) + 1)
    expect(perSlice.size).toBeGreaterThanOrEqual(9)
    expect(Math.max(...perSlice.values())).toBeLessThanOrEqual(10)
    expect(done).toHaveBeenCalledTimes(1)
    expect(done).toHaveBeenCalledWith(5050)
  })

  it('hands the result over in a task of its own, after the last slice', () => {
    const scheduler = fakeScheduler(1)
    const done = jest.fn()
    startSlicedJob(
      counting(3, [], () => 0),
      done,
      { scheduler, sliceMs: 100 },
    )
    scheduler.runNext() // the whole work fits in one slice
    expect(done).not.toHaveBeenCalled()
    scheduler.runNext()
    expect(done).toHaveBeenCalledWith(6)
  })

  it('gives the same result as running the steps at once', () => {
    const scheduler = fakeScheduler(3)
    let result: number | undefined
    startSlicedJob(
      counting(250, [], () => 0),
      (r) => {
        result = r
      },
      { scheduler, sliceMs: 7 },
    )
    scheduler.runAll()
    expect(result).toBe(runSteps(counting(250, [], () => 0)))
  })

  it('stops for good when cancelled', () => {
    const scheduler = fakeScheduler(1)
    const log: number[] = []
    const done = jest.fn()
    const job = startSlicedJob(
      counting(100, log, () => 0),
      done,
      { scheduler, sliceMs: 10 },
    )
    scheduler.runNext()
    const ran = log.length
    job.cancel()
    scheduler.runAll()
    expect(log).toHaveLength(ran)
    expect(ran).toBeLessThan(100)
    expect(done).not.toHaveBeenCalled()
    expect(job.settled).toBe(true)
  })

  it('finishes at once on flush, and not twice', () => {
    const scheduler = fakeScheduler(1)
    const done = jest.fn()
    const job = startSlicedJob(
      counting(100, [], () => 0),
      done,
      { scheduler, sliceMs: 10 },
    )
    scheduler.runNext()
    job.flush()
    expect(done).toHaveBeenCalledWith(5050)
    scheduler.runAll()
    job.flush()
    expect(done).toHaveBeenCalledTimes(1)
  })
})
