// The explorer's watch over its data source: requests on their way are counted, unknown ids are reported.
import type { Datum } from 'family-chart'
import { watchSource } from './watched-source'

const person = (id: string): Datum => ({ id, data: { gender: 'M', label: id }, rels: { spouses: [], children: [] } })

function setup(answer: (ids: string[]) => Promise<Datum[]>) {
  const pending: number[] = []
  const unknown: string[][] = []
  const loaded: string[][] = []
  const source = watchSource(
    { load: answer },
    { onPending: (n) => pending.push(n), onUnknown: (ids) => unknown.push(ids), onLoaded: (ids) => loaded.push(ids) },
  )
  return { source, pending, unknown, loaded }
}

describe('watchSource', () => {
  it('counts a request while it is on its way and reports the ids the source did not know', async () => {
    const { source, pending, unknown, loaded } = setup(async (ids) => ids.filter((id) => id !== 'Q999').map(person))
    const people = await source.load(['Q1', 'Q999'])
    expect(people.map((p) => p.id)).toEqual(['Q1'])
    expect(pending).toEqual([1, 0])
    expect(unknown).toEqual([['Q999']])
    expect(loaded).toEqual([['Q1']])
  })

  it('counts two requests at once, and a failed one ends too (the failure reaches the chart)', async () => {
    let fail: (e: Error) => void = () => {}
    const { source, pending, unknown, loaded } = setup((ids) =>
      ids[0] === 'bad' ? new Promise((_, reject) => (fail = reject)) : Promise.resolve(ids.map(person)),
    )
    const bad = source.load(['bad'])
    await source.load(['Q1'])
    expect(pending).toEqual([1, 2, 1])
    fail(new Error('offline'))
    await expect(bad).rejects.toThrow('offline')
    expect(pending).toEqual([1, 2, 1, 0])
    expect(unknown).toEqual([])
    expect(loaded).toEqual([['Q1']])
  })

  it('passes search through only when the source has one', async () => {
    expect(setup(async () => []).source.search).toBeUndefined()
    const searching = watchSource(
      { load: async () => [], search: async (text) => [person(text)] },
      { onPending: () => {}, onUnknown: () => {} },
    )
    expect((await searching.search!('Q5')).map((p) => p.id)).toEqual(['Q5'])
  })
})
