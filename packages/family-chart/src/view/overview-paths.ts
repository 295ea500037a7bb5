/** Path data of the overview: every card as a rectangle (one path per card colour) and every link as one path. */
import type { Tree, TreeDatum, TreeLink } from '../layout/types'
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
  /**
   * One path per card colour. Each card is a line through its middle as long as the card is wide: drawn with a stroke
   * as wide as the card is high (`cardHeight`), it paints the card's rectangle.
   */
  cards: Record<OverviewKind, string>
  /** The stroke width that turns the card lines into the cards' rectangles, in tree units. */
  cardHeight: number
  /** The main person's rectangle, drawn again on top as an outline. */
  main: string
  links: string
  /** Number of rectangles drawn. */
  count: number
}

/** The colour a card has in the overview: the same rule as the cards' own classes. */
export function overviewKind(d: TreeDatum): OverviewKind {
  // Empty cards are placeholders too.
  if (isPlaceholder(d.data)) return 'empty'
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
// Writing the text in a Web Worker (from typed arrays of positions, the worker made from a blob: URL) was tried too:
// on this 2-core machine the worker competed with V8's own garbage-collection threads, and the 100k create got slower
// (median 495 -> 529 ms) with no clear gain on a switch; a machine with more cores may see it otherwise.
// Without any overview text at all a warm 100k founder switch took ~48 ms less: the text is still the largest piece.
const r = Math.round

/** The outline of a card (the main person's, drawn on top). */
function rect(d: TreeDatum, { w, h }: CardSize): string {
  return `M${r(d.x - w / 2)} ${r(d.y - h / 2)}h${r(w)}v${r(h)}h${-r(w)}z`
}

/**
 * A card as the line through its middle, stroked as wide as the card is high (the layer sets `stroke-width`): two
 * numbers per card instead of the five of a rectangle, so the text is a third shorter and half as many numbers are
 * written, for the same pixels. `width` is the card width, written once.
 */
function bar(d: TreeDatum, halfWidth: number, width: string): string {
  return `M${r(d.x - halfWidth)} ${r(d.y)}h${width}`
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
  // The steps across generations are written relative to where the line is: they are short and mostly the same few
  // numbers (half the level separation), where absolute coordinates grow with the tree.
  if (isHorizontal) {
    const x0 = r(sx), x1 = r((sx + tx) / 2)
    return `M${x0} ${r(sy)}h${x1 - x0}V${r(ty)}h${r(tx) - x1}`
  }
  const y0 = r(sy), y1 = r((sy + ty) / 2)
  return `M${r(sx)} ${y0}v${y1 - y0}H${r(tx)}v${r(ty) - y1}`
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
  const halfWidth = size.w / 2
  const width = String(r(size.w))
  for (const d of tree.data) {
    if (++done % ITEMS_PER_STEP === 0) {
      pause()
      yield
    }
    parts[overviewKind(d)].add(bar(d, halfWidth, width))
    if (d.main) main.add(rect(d, size))
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
    cardHeight: size.h,
    main: main.text(),
    links: links.text(),
    count: tree.data.length,
  }
}
