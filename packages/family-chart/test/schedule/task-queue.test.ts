// Later tasks through one shared MessageChannel: in order, cancellable, and closed when nothing waits.
import { runInTask } from '../../src/schedule/task-queue'

/** Resolves once a timer after every message posted so far has run (messages come before a later timer here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('runInTask', () => {
  const RealChannel = globalThis.MessageChannel
  let made = 0
  beforeEach(() => {
    made = 0
    globalThis.MessageChannel = class extends RealChannel {
      constructor() {
        super()
        made++
      }
    }
  })
  afterEach(() => {
    globalThis.MessageChannel = RealChannel
  })

  it('runs each function in a later task, in the order given, all through one channel', async () => {
    const ran: number[] = []
    for (let i = 0; i < 50; i++) runInTask(() => ran.push(i))
    expect(ran).toEqual([])
    await settle()
    expect(ran).toEqual(Array.from({ length: 50 }, (_, i) => i))
    expect(made).toBe(1)
  })

  it('chains: a run that asks for the next task (as a sliced job does) keeps using the channel', async () => {
    const ran: number[] = []
    const step = (i: number) => {
      ran.push(i)
      if (i < 20) runInTask(() => step(i + 1))
    }
    runInTask(() => step(0))
    await settle()
    expect(ran).toHaveLength(21)
    expect(made).toBe(1)
  })

  it('skips a cancelled function and still runs the ones after it', async () => {
    const ran: string[] = []
    runInTask(() => ran.push('a'))
    const cancel = runInTask(() => ran.push('b'))
    runInTask(() => ran.push('c'))
    cancel()
    await settle()
    expect(ran).toEqual(['a', 'c'])
  })

  it('makes a new channel once the last one was closed (nothing waited)', async () => {
    runInTask(() => {})
    await settle()
    runInTask(() => {})
    await settle()
    expect(made).toBe(2)
  })
})
