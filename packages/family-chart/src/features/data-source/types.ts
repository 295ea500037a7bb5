/** The public types of load-on-demand: what a data source is, the options of Chart.setDataSource, the figures it keeps. */
import type { Datum } from '../../data/types'

/**
 * Where a chart gets its people when they are not all in memory: a database behind a REST API, Wikidata, a Web Worker.
 * The chart asks for the people its current view needs, in batches, as the user moves.
 * @since next
 */
export interface DataSource {
  /**
   * The people with these ids, in the 0.8 shape (father / mother) or the 0.9 shape (rels.parents). Ids the source does
   * not know are simply left out of the answer. Rejecting marks the people as failed: their cards offer a Retry.
   */
  load(ids: string[]): Promise<Datum[]>
  /** People matching a text, for the chart's person search (setPersonDropdown); optional. */
  search?(text: string): Promise<Datum[]>
}

/** What changed locally on a chart with a data source since the last save (see Chart.saveDataSourceChanges). @since next */
export interface DataSourceChanges {
  /** People added or edited, as the chart holds them now (the 0.8 shape). */
  upserted: Datum[]
  /** Ids of people deleted. */
  removed: string[]
}

/** Options of Chart.setDataSource. @since next */
export interface DataSourceOptions {
  /** How many loaded people the chart keeps (default 500); people far from the view are dropped beyond that. */
  cacheSize?: number
  /** Called when a request fails, with the error and the ids asked for; the failed cards offer a Retry either way. */
  onError?: (error: unknown, ids: string[]) => void
  /** Saves local edits (new, edited, deleted people); the chart keeps them locally until the promise resolves. */
  save?: (changes: DataSourceChanges) => Promise<void> | void
  /** Generations drawn when the chart's ancestry / progeny depth is not set (default 3 each). */
  defaultDepth?: number
}

/** Figures about a chart's data source, for a status line or tests (Chart.getDataSourceStats). @since next */
export interface DataSourceStats {
  /** People held in memory, loaded from the source. */
  cached: number
  /** People being asked for right now. */
  loading: number
  /** People whose last request failed (their cards show Retry). */
  failed: number
  /** People dropped from memory since the source was set, far from the view. */
  evicted: number
  /** Calls of `source.load` made so far. */
  requests: number
  /** People added or edited locally and not saved yet, plus deletions. */
  unsaved: number
  /** The cache size in force. */
  cacheSize: number
}
