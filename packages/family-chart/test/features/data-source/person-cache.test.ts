// createPersonCache: shared requests, absent and failed ids, eviction of the least recently seen and farthest people.
import { createPersonCache } from '../../../src/features/data-source/person-cache'
import type { Datum } from '../../../src/data/types'

const person = (id: string): Datum => ({ id, data: { gender: 'M' }, rels: {} })

describe('createPersonCache', () => {
  it('sends one request for an id asked for twice while it runs', async () => {
    const calls: string[][] = []
    const cache = createPersonCache({
      cacheSize: 10,
      load: async (ids) => {
        calls.push(ids)
        return ids.map(person)
      },
    })
    const a = cache.request(['a', 'b'])
    const b = cache.request(['b', 'c'])
    expect(cache.isLoading('b')).toBe(true)
    await Promise.all([a, b])
    expect(calls).toEqual([['a', 'b'], ['c']])
    expect(['a', 'b', 'c'].every((id) => cache.has(id))).toBe(true)
    await cache.request(['a'])
    expect(calls).toHaveLength(2)
  })

  it('marks ids the source left out as absent and never asks again', async () => {
    const calls: string[][] = []
    const cache = createPersonCache({
      cacheSize: 10,
      load: async (ids) => {
        calls.push(ids)
        return [person('a')]
      },
    })
    await cache.request(['a', 'ghost'])
    expect(cache.isAbsent('ghost')).toBe(true)
    await cache.request(['ghost'])
    expect(calls).toHaveLength(1)
  })

  it('remembers a failure until it is cleared, and reports it', async () => {
    const errors: string[][] = []
    let fail = true
    const cache = createPersonCache({
      cacheSize: 10,
      onError: (_e, ids) => errors.push(ids),
      load: async (ids) => {
        if (fail) throw new Error('offline')
        return ids.map(person)
      },
    })
    await cache.request(['a'])
    expect(cache.failure('a')).toBeInstanceOf(Error)
    expect(errors).toEqual([['a']])
    fail = false
    await cache.request(['a'])
    expect(cache.has('a')).toBe(false)
    cache.clearFailures()
    await cache.request(['a'])
    expect(cache.has('a')).toBe(true)
  })

  it('evicts the least recently seen, farthest first, never the kept ones', () => {
    const cache = createPersonCache({ cacheSize: 3, load: async () => [] })
    cache.put(['a', 'b', 'c', 'd', 'e'].map(person))
    cache.touch(
      new Map([
        ['a', 0],
        ['b', 1],
        ['c', 5],
      ]),
      1,
    )
    cache.touch(
      new Map([
        ['d', 0],
        ['e', 1],
      ]),
      2,
    )
    const gone = cache.evict(new Set(['d']))
    expect(gone).toEqual(['c', 'b'])
    expect(cache.stats()).toMatchObject({ cached: 3, evicted: 2 })
    expect(cache.evict(new Set(['a', 'd', 'e']))).toEqual([])
  })
})
