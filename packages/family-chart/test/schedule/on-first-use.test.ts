// A part loaded on first use: not there before, loaded once, its uses run in the order asked and at once after it
// arrived; a failed load is reported, drops the uses waiting and is tried again by the next use. A part already in
// the bundle (the script-tag build) runs its uses at once.
import { alreadyLoaded, onFirstUse } from '../../src/schedule/on-first-use'

/** An import the test settles by hand. */
function manualImport<M>() {
  const calls: { resolve: (m: M) => void; reject: (e: unknown) => void }[] = []
  const importer = () => new Promise<M>((resolve, reject) => calls.push({ resolve, reject }))
  return { importer, calls }
}

describe('onFirstUse', () => {
  it('loads once, on the first use, and runs the uses asked for meanwhile in order when it arrives', async () => {
    const { importer, calls } = manualImport<{ name: string }>()
    const part = onFirstUse('the test part', importer)
    expect(calls).toHaveLength(0)
    expect(part.ready()).toBeUndefined()
    const seen: string[] = []
    part.run((m) => seen.push(`first ${m.name}`))
    part.run((m) => seen.push(`second ${m.name}`))
    expect(calls).toHaveLength(1)
    expect(seen).toEqual([])
    calls[0].resolve({ name: 'part' })
    await part.load()
    expect(seen).toEqual(['first part', 'second part'])
    expect(part.ready()).toEqual({ name: 'part' })
    // Once there, a use runs at once, and nothing is imported again.
    part.run((m) => seen.push(`third ${m.name}`))
    expect(seen).toEqual(['first part', 'second part', 'third part'])
    expect(calls).toHaveLength(1)
  })

  it('reports a failed load on the console, runs none of the waiting uses, and tries again on the next use', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { importer, calls } = manualImport<string>()
      const part = onFirstUse('the test part', importer)
      const seen: string[] = []
      part.run((m) => seen.push(m))
      calls[0].reject(new Error('offline'))
      await expect(part.load()).rejects.toThrow('offline')
      expect(error.mock.calls[0][0]).toBe('family-chart: could not load the test part.')
      expect(part.ready()).toBeUndefined()
      part.run((m) => seen.push(m))
      expect(calls).toHaveLength(2)
      calls[1].resolve('back')
      await part.load()
      expect(seen).toEqual(['back'])
    } finally {
      error.mockRestore()
    }
  })

  it('runs the other waiting uses when one throws, and reports that one', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const part = onFirstUse('the test part', () => Promise.resolve(1))
      const seen: number[] = []
      part.run(() => {
        throw new Error('bug')
      })
      part.run((m) => seen.push(m))
      await part.load()
      expect(seen).toEqual([1])
      expect(error.mock.calls[0][0]).toBe('family-chart: the test part failed after it loaded.')
    } finally {
      error.mockRestore()
    }
  })
})

describe('alreadyLoaded', () => {
  it('is ready at once and runs each use synchronously', async () => {
    const part = alreadyLoaded({ n: 1 })
    let ran = 0
    part.run((m) => (ran = m.n))
    expect(ran).toBe(1)
    expect(part.ready()).toEqual({ n: 1 })
    await expect(part.load()).resolves.toEqual({ n: 1 })
  })
})
