// A job scheduled through deferWhile runs nothing while the work it waits for is in progress, and all of it after.
import { deferWhile, startSlicedJob } from '../../src/schedule/sliced-job'
import type { Steps } from '../../src/schedule/steps'
import { fakeScheduler } from '../fixtures/fake-scheduler'

function* steps(n: number, log: number[]): Steps<number> {
  for (let i = 0; i < n; i++) {
    log.push(i)
    yield
  }
  return n
}

describe('deferWhile', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('waits while busy, then runs the whole job', () => {
    const inner = fakeScheduler(1)
    let busy = true
    const log: number[] = []
    const done = jest.fn()
    startSlicedJob(steps(5, log), done, { scheduler: deferWhile(() => busy, inner), sliceMs: 1000 })
    while (inner.queued) inner.runNext()
    jest.advanceTimersByTime(500)
    while (inner.queued) inner.runNext()
    expect(log).toEqual([])
    busy = false
    jest.advanceTimersByTime(100)
    while (inner.queued) inner.runNext()
    jest.advanceTimersByTime(100)
    while (inner.queued) inner.runNext()
    expect(log).toEqual([0, 1, 2, 3, 4])
    expect(done).toHaveBeenCalledWith(5)
  })

  it('looks at busy only in a later task, so work started right after scheduling is waited for', () => {
    const inner = fakeScheduler(1)
    let busy = false
    const log: number[] = []
    startSlicedJob(steps(3, log), () => {}, { scheduler: deferWhile(() => busy, inner), sliceMs: 1000 })
    busy = true
    while (inner.queued) inner.runNext()
    expect(log).toEqual([])
  })

  it('runs nothing once the job is cancelled while waiting', () => {
    const inner = fakeScheduler(1)
    let busy = true
    const log: number[] = []
    const job = startSlicedJob(steps(3, log), () => {}, { scheduler: deferWhile(() => busy, inner), sliceMs: 1000 })
    while (inner.queued) inner.runNext()
    job.cancel()
    busy = false
    jest.advanceTimersByTime(1000)
    while (inner.queued) inner.runNext()
    expect(log).toEqual([])
  })
})
