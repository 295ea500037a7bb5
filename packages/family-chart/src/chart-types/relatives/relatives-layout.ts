/**
 * relativesLayout: everyone connected to the main person, each person on one card, generations on rows. A layered
 * (Sugiyama) layout of families, written for them: couples are blocks that share a row, a couple's children hang
 * from the point between them, and every marriage is its own family. The named steps, in order:
 *   reach            who is drawn (reach.ts)
 *   families         couples, parents and children among them (families.ts)
 *   settleBlocks     couples joined into blocks; tangles of generations and cycles of parents taken apart (cycles.ts)
 *   blockRows        each block's generation (generations.ts)
 *   arrangeBlocks    each block's people left to right (block-order.ts)
 *   buildRows        rows with a channel for each link that passes a row (rows.ts)
 *   orderRows        few crossings (order-rows.ts)
 *   placeRows        positions along the rows (place-rows.ts)
 *   emit             cards, links, notes and the way to main (emit-*.ts, notes.ts, toward-main.ts)
 * Pure: plain data in, the library's Tree out, nothing written into the caller's objects.
 */
import type { Data, Datum } from '../../data/types'
import { toLegacyShape } from '../../data/data-shape'
import { relationIndexOfSteps } from '../../data/relation-index-cache'
import type { RelationIndex } from '../../data/relation-index'
import { personName } from '../../data/person-name'
import { normalizeSettings, type LayoutSettings } from '../../layout/settings'
import type { TreeNotice } from '../../layout/types'
import { runSteps, type Steps } from '../../schedule/steps'
import { reachSteps, type Reach } from './reach'
import { familyGraphSteps, type FamilyGraph } from './families'
import { settleBlocksSteps, type SettledBlocks } from './settle-blocks'
import { blockRowsSteps } from './generations'
import { arrangeBlocksSteps } from './arrange-blocks'
import { buildRowsSteps, type Rows } from './rows'
import { segmentListsSteps } from './segment-lists'
import { orderRowsSteps } from './order-rows'
import { placeRowsSteps } from './place-rows'
import { createGeometry } from './geometry'
import { createCardsSteps, linkCardsSteps } from './emit-cards'
import { createLinksSteps } from './emit-links'
import { placementNotesSteps } from './notes'
import { pathsTowardMainSteps } from './toward-main'
import type { RelativesLayoutOptions, RelativesTree } from './types'

/**
 * Lays out everyone connected to the main person by parent, child and spouse links (up to `depth` steps), each person
 * on exactly one card: generations on rows, couples side by side, each family's children below the couple, few
 * crossings. Terminates on any input: a cycle of parents is drawn once, with a notice.
 * @since next
 */
export function relativesLayout(data: Data, options: RelativesLayoutOptions = {}): RelativesTree {
  return runSteps(relativesLayoutSteps(data, options))
}

/**
 * relativesLayout as steps that pause between small pieces of work (see schedule/steps.ts), for a scheduler to run a
 * slice at a time: the same result.
 * @since next
 */
export function* relativesLayoutSteps(data: Data, options: RelativesLayoutOptions = {}): Steps<RelativesTree> {
  data = toLegacyShape(data)
  const index = yield* relationIndexOfSteps(data)
  const settings = normalizeSettings(options)
  if (!index.ids.length) return emptyTree(data, settings)
  const mainId = typeof options.main_id === 'string' && index.has(options.main_id) ? options.main_id : index.ids[0]
  const folds = { parents: settings.hiddenParents, children: settings.hiddenChildren }
  const reach = yield* reachSteps(index, index.positionOf(mainId), depthLimit(options.depth), folds)
  const graph = yield* familyGraphSteps(index, reach)
  const settled = yield* settleBlocksSteps(graph)
  const { list } = settled
  const blockRow = yield* blockRowsSteps(settled.blockArcs, list.members.length, list.blockOf[0], settled.order)
  const members = yield* arrangeBlocksSteps(graph, list, { data, index, settings })
  const rows = yield* buildRowsSteps({
    graph,
    blockOf: list.blockOf,
    members,
    blockRow,
    ignored: settled.resolution.ignored,
  })
  const lists = yield* segmentListsSteps(graph, rows)
  const order = { graph, rows, lists, arcs: settled.arcs, blockArcs: settled.blockArcs, mainBlock: list.blockOf[0] }
  const crossings = yield* orderRowsSteps({ ...order, sortChildren: settings.sortChildrenFunction })
  const x = yield* placeRowsSteps(graph, rows, lists, spacingOf(settings, options))
  return yield* emitSteps({ data, index, settings, reach, graph, settled, rows, x, crossings })
}

interface EmitInput {
  data: Data
  index: RelationIndex
  settings: LayoutSettings
  reach: Reach
  graph: FamilyGraph
  settled: SettledBlocks
  rows: Rows
  x: Float64Array
  crossings: number
}

/** The Tree: cards, links, their relations, the notes and the notices. */
function* emitSteps(input: EmitInput): Steps<RelativesTree> {
  const { data, settings, reach, graph, settled, rows, x, crossings } = input
  const isPrivate = (d: Datum) => {
    try {
      return !!settings.privateCondition?.(d)
    } catch {
      return false
    }
  }
  const nameOf = (p: number) => (isPrivate(graph.people[p]) ? '' : personName(graph.people[p]))
  const geometry = createGeometry({
    graph,
    rows,
    x,
    card: settings.nodeSeparation,
    level: settings.levelSeparation,
    isHorizontal: settings.isHorizontal,
    main: 0,
  })
  const notes = yield* placementNotesSteps({ graph, rows, resolution: settled.resolution, nameOf })
  const cards = yield* createCardsSteps({ graph, rows, geometry, cut: reach.cut, notes, isPrivate })
  yield* linkCardsSteps(graph, cards, settings.isHorizontal)
  const links = yield* createLinksSteps({ graph, rows, geometry, cards, nameOf })
  yield* pathsTowardMainSteps(cards, links)
  const tree: RelativesTree = {
    data: cards,
    data_stash: data,
    dim: bounds(cards),
    main_id: graph.people[0].id,
    is_horizontal: settings.isHorizontal,
    links,
    crossings,
  }
  const notices = cycleNotices(graph, settled)
  if (notices.length) tree.notices = notices
  return tree
}

function cycleNotices(graph: FamilyGraph, settled: SettledBlocks): TreeNotice[] {
  const people = settled.resolution.cyclePeople
  if (!people.length) return []
  const ids = people.map((p) => graph.people[p].id)
  const shown = ids.slice(0, 10).map((id) => `"${id}"`)
  return [
    {
      type: 'parent-cycle',
      ids,
      message: `${shown.join(', ')}${ids.length > 10 ? ` and ${ids.length - 10} more` : ''} ${ids.length === 1 ? 'is' : 'are'} on a cycle of parents in the data (someone recorded as their own ancestor): each is drawn once, and the links that close the cycle run against the order of generations.`,
    },
  ]
}

/** Where a link's channel passes a row: half a card past the card beside it, and never nearer than 24 px to its edge. */
function spacingOf(settings: LayoutSettings, options: RelativesLayoutOptions) {
  const card = settings.nodeSeparation
  const cardWidth = options.card_dim ? (settings.isHorizontal ? options.card_dim.h : options.card_dim.w) : 0
  const channel = card * 0.3
  return { card, cardToChannel: Math.max(card * 0.65, cardWidth / 2 + 24), channel }
}

function depthLimit(value: unknown): number {
  return typeof value === 'number' && value >= 0 ? Math.floor(value) : Infinity
}

function bounds(cards: { x: number; y: number }[]): RelativesTree['dim'] {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity
  for (const { x, y } of cards) {
    minX = Math.min(minX, x)
    maxX = Math.max(maxX, x)
    minY = Math.min(minY, y)
    maxY = Math.max(maxY, y)
  }
  return { width: maxX - minX, height: maxY - minY, x_off: -minX, y_off: -minY }
}

function emptyTree(data: Data, settings: LayoutSettings): RelativesTree {
  return {
    data: [],
    data_stash: data,
    links: [],
    dim: { width: 0, height: 0, x_off: 0, y_off: 0 },
    main_id: '',
    is_horizontal: settings.isHorizontal,
    crossings: 0,
  }
}
