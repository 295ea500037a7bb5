// The helpers that run a loop a run of items at a time: every item once, in order, with a pause after each run.
import { inRuns, runSteps, untilDone, ITEMS_PER_STEP } from '../../src/schedule/steps'

describe('inRuns', () => {
  it('covers 0..n in consecutive runs of the given size and pauses after each', () => {
    const runs: [number, number][] = []
    const steps = inRuns(
      10,
      (from, to) => {
        runs.push([from, to])
      },
      4,
    )
    let pauses = 0
    while (!steps.next().done) pauses++
    expect(runs).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ])
    expect(pauses).toBe(3)
  })

  it('uses runs of ITEMS_PER_STEP by default and calls nothing for no items', () => {
    const sizes: number[] = []
    runSteps(
      inRuns(ITEMS_PER_STEP * 2 + 1, (from, to) => {
        sizes.push(to - from)
      }),
    )
    expect(sizes).toEqual([ITEMS_PER_STEP, ITEMS_PER_STEP, 1])
    const none = jest.fn()
    runSteps(inRuns(0, none))
    expect(none).not.toHaveBeenCalled()
  })
})

describe('untilDone', () => {
  it('calls the run until it reports done, pausing only between calls that left work', () => {
    let left = 3
    const run = jest.fn(() => --left === 0)
    const steps = untilDone(run)
    let pauses = 0
    while (!steps.next().done) pauses++
    expect(run).toHaveBeenCalledTimes(3)
    expect(pauses).toBe(2)
  })

  it('runs once without a pause when the first call does everything', () => {
    const steps = untilDone(() => true)
    expect(steps.next().done).toBe(true)
  })
})
