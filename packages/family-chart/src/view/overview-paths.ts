/** Path data of the overview: every card as a rectangle (one path per card colour) and every link as one path. */
import type { Tree, TreeDatum, TreeLink } from '../layout/types'
import { isEmptyCard } from '../layout/empty-card'
import { laneDrop } from './link-path'
import { ITEMS_PER_STEP, runSteps, type Steps } from '../layout/steps'
import { isPlaceholder } from '../data/markers'

export type OverviewKind = 'male' | 'female' | 'genderless' | 'empty' | 'private'
export const OVERVIEW_KINDS: OverviewKind[] = ['male', 'female', 'genderless', 'empty', 'private']

export interface CardSize {
  w: number
  h: number
}

export interface OverviewPaths {
  /** One path per card colour, each a list of rectangles centred on the cards. */
  cards: Record<OverviewKind, string>
  /** The main person's rectangle, drawn again on top as an outline. */
  main: string
  links: string
  /** Number of rectangles drawn. */
  count: number
}

/** The colour a card has in the overview: the same rule as the cards' own classes. */
export function overviewKind(d: TreeDatum): OverviewKind {
  if (isEmptyCard(d.data) || isPlaceholder(d.data)) return 'empty'
  if (d.is_private) return 'private'
  const gender = d.data.data?.gender
  return gender === 'F' ? 'female' : gender === 'M' ? 'male' : 'genderless'
}

// Whole tree pixels are far below a screen pixel at overview scales, and they keep the strings short.
// Measured and left: writing each rectangle's fixed sides once and appending them, or remembering the text of the
// few coordinates across generations, made warm runs slower (100k founder tree in Chromium, median of 6: 39 -> 52-59
// ms); templates made only of numbers give flat strings that join cheaply. Writing the text as ASCII bytes into a
// growing Uint8Array and decoding it once (TextDecoder) allocated far less and was faster in Node (88 -> 56 ms), but
// slower in Chromium (52 -> 86 ms: Chromium's templates are faster and its TextDecoder takes ~10 ms per megabyte).
const r = Math.round

function rect(d: TreeDatum, { w, h }: CardSize): string {
  return `M${r(d.x - w / 2)} ${r(d.y - h / 2)}h${r(w)}v${r(h)}h${-r(w)}z`
}

/** Links as right-angled lines through the middle between generations: cheaper to paint than curves. */
function elbow(l: TreeLink, isHorizontal: boolean, size: CardSize): string {
  let [sx, sy] = l.source
  const [tx, ty] = l.target
  const drop = laneDrop(l.lane, isHorizontal ? size.w : size.h)
  if (l.kind === 'spouse') {
    if (!drop) return `M${r(sx)} ${r(sy)}L${r(tx)} ${r(ty)}`
    return isHorizontal ? `M${r(sx)} ${r(sy)}H${r(sx + drop)}V${r(ty)}H${r(tx)}` : `M${r(sx)} ${r(sy)}V${r(sy + drop)}H${r(tx)}V${r(ty)}`
  }
  if (isHorizontal) sx += drop
  else sy += drop
  if (isHorizontal) return `M${r(sx)} ${r(sy)}H${r((sx + tx) / 2)}V${r(ty)}H${r(tx)}`
  return `M${r(sx)} ${r(sy)}V${r((sy + ty) / 2)}H${r(tx)}V${r(ty)}`
}

export function overviewPaths(tree: Pick<Tree, 'data' | 'links' | 'is_horizontal'>, size: CardSize): OverviewPaths {
  return runSteps(overviewPathsSteps(tree, size))
}

/**
 * Text that grows a piece at a time. The pieces of each slice are joined before the pause that ends it, so the many
 * small strings die in the slice that made them (cheap for the garbage collector) and only one string per slice
 * lives on until the end.
 */
class PathText {
  private pieces: string[] = []
  private chunks: string[] = []
  add(piece: string) { this.pieces.push(piece) }
  /** Joins the pieces so far into one chunk. */
  seal() {
    if (!this.pieces.length) return
    this.chunks.push(this.pieces.join(''))
    this.pieces = []
  }
  text(): string {
    this.seal()
    return this.chunks.join('')
  }
}

/** overviewPaths as steps that pause every few hundred cards or links (see layout/steps.ts). */
export function* overviewPathsSteps(tree: Pick<Tree, 'data' | 'links' | 'is_horizontal'>, size: CardSize): Steps<OverviewPaths> {
  const parts = {} as Record<OverviewKind, PathText>
  for (const kind of OVERVIEW_KINDS) parts[kind] = new PathText()
  const main = new PathText()
  const links = new PathText()
  const all = [...OVERVIEW_KINDS.map((k) => parts[k]), main, links]
  const pause = () => { for (const p of all) p.seal() }
  let done = 0
  for (const d of tree.data) {
    if (++done % ITEMS_PER_STEP === 0) {
      pause()
      yield
    }
    const shape = rect(d, size)
    parts[overviewKind(d)].add(shape)
    if (d.main) main.add(shape)
  }
  const cards = {} as Record<OverviewKind, string>
  for (const kind of OVERVIEW_KINDS) cards[kind] = parts[kind].text()
  yield
  for (const l of tree.links) {
    if (++done % ITEMS_PER_STEP === 0) {
      pause()
      yield
    }
    links.add(elbow(l, tree.is_horizontal, size))
  }
  return {
    cards,
    main: main.text(),
    links: links.text(),
    count: tree.data.length,
  }
}
