/**
 * A data source that tells the page what the chart is waiting for: how many requests are on their way (for the
 * spinner in the chart bar), which asked ids came back unknown (an address naming no Wikidata person must be
 * said in words, not drawn as an empty chart), and which came back (a failure's message goes once they have).
 */
import type { DataSource } from 'family-chart'

export interface SourceWatcher {
  /** Requests on their way, after each change. */
  onPending(count: number): void
  /** Ids asked for that the source did not know. */
  onUnknown(ids: string[]): void
  /** Ids that came back (after a failure, the page can take its message away once the failed people arrive). */
  onLoaded?(ids: string[]): void
}

export function watchSource(source: DataSource, watcher: SourceWatcher): DataSource {
  let pending = 0
  const settle = () => watcher.onPending(--pending)
  return {
    async load(ids) {
      watcher.onPending(++pending)
      try {
        const people = await source.load(ids)
        const found = new Set(people.map((p) => p.id))
        const unknown = ids.filter((id) => !found.has(id))
        if (unknown.length) watcher.onUnknown(unknown)
        if (found.size) watcher.onLoaded?.([...found])
        return people
      } finally {
        settle()
      }
    },
    ...(source.search ? { search: (text: string) => source.search!(text) } : {}),
  }
}
