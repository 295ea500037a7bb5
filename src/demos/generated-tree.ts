/**
 * 'Ten thousand people' demo: a family of any size made in the browser by the benchmark's seeded generator
 * (bench/tree-generator.mjs, the same trees `npm run bench` measures), and the figures the demo reports.
 */
import type { Data } from 'family-chart'
import { groupThousands } from '@site/src/components/BenchmarkReport/format'
import { DEFAULT_SEED, generateTree, pickFounderId, pickLeafId, treeStats } from '@site/bench/tree-generator.mjs'

/** The sizes offered, in people. */
export const TREE_SIZES = [1000, 10000, 50000] as const
export const DEFAULT_TREE_SIZE = 10000

export interface GeneratedFamily {
  data: Data
  size: number
  /** The founding father with the largest progeny: as main, his whole progeny is drawn. */
  founderId: string
  /** A person without children with the deepest ancestry. */
  leafId: string
  generations: number
  couples: number
  /** Time to generate and analyse the family, in ms. */
  ms: number
}

/** Generates `size` people (deterministic for a seed) and picks the two interesting people to show. */
export function generateFamily(
  size: number,
  seed: number = DEFAULT_SEED,
  now: () => number = () => performance.now(),
): GeneratedFamily {
  const t0 = now()
  const people = generateTree(size, seed)
  const founderId: string = pickFounderId(people) ?? people[0].id
  const leafId: string = pickLeafId(people)
  const stats = treeStats(people)
  return {
    data: people as unknown as Data,
    size,
    founderId,
    leafId,
    generations: stats.generations,
    couples: stats.couples,
    ms: now() - t0,
  }
}

/** '10,000': the thousands grouping of the Performance page, the same in every locale. */
export const formatCount = groupThousands

/** '84 ms' below a second, '1.25 s' above. */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  return `${(ms / 1000).toFixed(2)} s`
}

/** The label of a size choice: '10,000 people'. */
export function sizeLabel(size: number): string {
  return `${formatCount(size)} people`
}

/** A person other than `currentId`, picked with `random` (in [0, 1)). */
export function randomPersonId(data: Data, currentId: string | undefined, random: () => number = Math.random): string {
  if (data.length < 2) return data[0]?.id ?? ''
  let i = Math.floor(random() * data.length)
  if (data[i].id === currentId) i = (i + 1) % data.length
  return data[i].id
}

/** The name a person goes by in the demo's search and status line: 'Anna Baker (1734)'. */
export function personLabel(datum: { data: Record<string, unknown> } | undefined): string {
  if (!datum) return ''
  const d = datum.data
  const name = [d['first name'], d['last name']].filter((v) => typeof v === 'string' && v).join(' ')
  return typeof d.birthday === 'string' && d.birthday ? `${name} (${d.birthday})` : name
}

/** Resolves after the browser has painted the current DOM: two animation frames, then a task. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** The overview's largest scale: a 200 px card is then 30 px wide, below the chart's 40 px overview threshold. */
export const OVERVIEW_MAX_SCALE = 0.15
/** Below this a card is a speck: the chart's own smallest zoom. */
export const OVERVIEW_MIN_SCALE = 0.05

/**
 * The scale at which every generation of a tree `treeHeight` tall (centre to centre) fits a view `viewHeight` tall,
 * with a card's height of room above and below, kept between the two limits above.
 */
export function overviewScale(treeHeight: number, viewHeight: number, cardHeight = 70): number {
  const fit = viewHeight / (treeHeight + cardHeight * 2)
  return Math.min(
    OVERVIEW_MAX_SCALE,
    Math.max(OVERVIEW_MIN_SCALE, Number.isFinite(fit) && fit > 0 ? fit : OVERVIEW_MAX_SCALE),
  )
}
