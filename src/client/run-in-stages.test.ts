// Start-up stages run in order, one task each, and a failing stage stops the rest.
import { nextTask, runInStages } from './run-in-stages'

describe('runInStages', () => {
  it('runs the stages in order with a yield to the event loop between each two, not before the first', async () => {
    const log: string[] = []
    const yieldTask = async () => {
      log.push('yield')
    }
    await runInStages(
      [
        () => log.push('a'),
        async () => {
          log.push('b')
        },
        () => log.push('c'),
      ],
      yieldTask,
    )
    expect(log).toEqual(['a', 'yield', 'b', 'yield', 'c'])
  })

  it('waits for a stage that returns a promise before the next one starts', async () => {
    const log: string[] = []
    let finish: () => void = () => {}
    const slow = new Promise<void>((resolve) => {
      finish = resolve
    })
    const done = runInStages([() => slow.then(() => log.push('slow done')), () => log.push('next')], async () => {})
    await Promise.resolve()
    expect(log).toEqual([])
    finish()
    await done
    expect(log).toEqual(['slow done', 'next'])
  })

  it('stops at a failing stage and rejects with its error', async () => {
    const log: string[] = []
    const broken = new Error('chunk failed')
    await expect(
      runInStages(
        [
          () => log.push('a'),
          () => {
            throw broken
          },
          () => log.push('c'),
        ],
        async () => {},
      ),
    ).rejects.toBe(broken)
    expect(log).toEqual(['a'])
  })
})

describe('nextTask', () => {
  it('resolves after the current task: microtasks queued now run first', async () => {
    const log: string[] = []
    const next = nextTask().then(() => log.push('next task'))
    Promise.resolve().then(() => log.push('microtask'))
    await next
    expect(log).toEqual(['microtask', 'next task'])
  })
})
