/**
 * The people a chart has loaded from its data source: one request per batch of ids not held yet, shared by everyone
 * asking for the same id while it runs; failures remembered per id until retried; people far from the view dropped
 * once there are more than the cache size. Pure apart from the `load` function it is given.
 */
import type { Datum } from '../../data/types'

export interface PersonCacheOptions {
  load: (ids: string[]) => Promise<Datum[]>
  cacheSize: number
  onError?: (error: unknown, ids: string[]) => void
}

export interface PersonCache {
  get(id: string): Datum | undefined
  has(id: string): boolean
  /** Puts people in as loaded (the people a chart starts with). */
  put(people: Datum[]): void
  /** Forgets a person (deleted locally); they are not asked for again. */
  forget(id: string): void
  isLoading(id: string): boolean
  failure(id: string): unknown
  /** Whether the source answered without this person: they do not exist there. */
  isAbsent(id: string): boolean
  /** Loads the ids not held, not failed and not absent; resolves when every one asked for is settled (never rejects). */
  request(ids: Iterable<string>): Promise<void>
  /** Clears the failures of these ids (all when none given), so the next request asks again. */
  clearFailures(ids?: Iterable<string>): void
  /** Marks ids as seen in the view number `stamp`, at their distance from the main person. */
  touch(distance: Map<string, number>, stamp: number): void
  /** Drops people beyond the cache size, least recently seen and farthest first, never those in `keep`. */
  evict(keep: Set<string>): string[]
  stats(): { cached: number; loading: number; failed: number; evicted: number; requests: number }
}

export function createPersonCache({ load, cacheSize, onError }: PersonCacheOptions): PersonCache {
  const people = new Map<string, Datum>()
  const seen = new Map<string, { stamp: number; distance: number }>()
  const inflight = new Map<string, Promise<void>>()
  const failed = new Map<string, unknown>()
  const absent = new Set<string>()
  let evicted = 0
  let requests = 0

  function startBatch(ids: string[]): void {
    requests++
    // Called at once (not in a later task), so the request leaves with the drawing that needs it.
    const batch = new Promise<Datum[]>((resolve) => resolve(load(ids)))
      .then(
        (answer) => {
          for (const d of Array.isArray(answer) ? answer : [])
            if (d && typeof d.id === 'string' && ids.includes(d.id)) people.set(d.id, d)
          for (const id of ids) if (!people.has(id)) absent.add(id)
        },
        (error) => {
          for (const id of ids) failed.set(id, error)
          try {
            onError?.(error, ids)
          } catch (e) {
            console.error(e)
          }
        },
      )
      .finally(() => {
        for (const id of ids) inflight.delete(id)
      })
    for (const id of ids) inflight.set(id, batch)
  }

  const cache: PersonCache = {
    get: (id) => people.get(id),
    has: (id) => people.has(id),
    put(list) {
      for (const d of list)
        if (d && typeof d.id === 'string') {
          people.set(d.id, d)
          absent.delete(d.id)
        }
    },
    forget(id) {
      people.delete(id)
      seen.delete(id)
      absent.add(id)
    },
    isLoading: (id) => inflight.has(id),
    failure: (id) => failed.get(id),
    isAbsent: (id) => absent.has(id),
    request(ids) {
      const waits = new Set<Promise<void>>()
      const fresh: string[] = []
      for (const id of ids) {
        const running = inflight.get(id)
        if (running) waits.add(running)
        else if (!people.has(id) && !failed.has(id) && !absent.has(id) && !fresh.includes(id)) fresh.push(id)
      }
      if (fresh.length) {
        startBatch(fresh)
        waits.add(inflight.get(fresh[0])!)
      }
      return Promise.all(waits).then(() => undefined)
    },
    clearFailures(ids) {
      if (!ids) failed.clear()
      else for (const id of ids) failed.delete(id)
    },
    touch(distance, stamp) {
      for (const [id, d] of distance) seen.set(id, { stamp, distance: d })
    },
    evict(keep) {
      const over = people.size - cacheSize
      if (over <= 0) return []
      const rank = (id: string) => seen.get(id) ?? { stamp: -1, distance: Infinity }
      const candidates = [...people.keys()]
        .filter((id) => !keep.has(id))
        .sort((a, b) => {
          const ra = rank(a)
          const rb = rank(b)
          return ra.stamp - rb.stamp || rb.distance - ra.distance
        })
      const gone = candidates.slice(0, over)
      for (const id of gone) {
        people.delete(id)
        seen.delete(id)
      }
      evicted += gone.length
      return gone
    },
    stats: () => ({ cached: people.size, loading: inflight.size, failed: failed.size, evicted, requests }),
  }
  return cache
}
