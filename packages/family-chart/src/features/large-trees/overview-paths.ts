/** Path data of the overview: every card as a rectangle (one path per card colour) and every link as one path. */
import type { Tree, TreeDatum, TreeLink } from '../../layout/types'
import { laneDrop } from '../../layout/link-path'
import { inRuns, runSteps, type Steps } from '../../schedule/steps'
import { isPlaceholder } from '../../data/markers'
import type { CardSize } from '../../view/drawing/render-cards'

export type OverviewKind = 'male' | 'female' | 'genderless' | 'empty' | 'private'
export const OVERVIEW_KINDS: OverviewKind[] = ['male', 'female', 'genderless', 'empty', 'private']

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

// Whole tree pixels are far below a screen pixel at overview scales, and they keep the strings short. The text is
// made of templates of numbers only, which give flat strings that join cheaply; the other ways of writing it that
// were measured and left (cached pieces, bytes and a TextDecoder, a Web Worker) are in bench/NOTES.md.
const r = Math.round

/**
 * Text that grows a piece at a time, each piece starting with a move from where the last one ended. The pieces of
 * each slice are joined before the pause that ends it, so the many small strings die in the slice that made them
 * (cheap for the garbage collector) and only one string per slice lives on until the end.
 *
 * Moves after the first are relative (`m`), and so is every step after a move: the numbers written are then mostly
 * the same few distances (a card's step along its row, half the level separation), short, and V8 keeps the text of
 * numbers it wrote lately, so most are not written again; absolute coordinates are long and nearly all different. The
 * positions are rounded before the differences are taken, so the points are those of absolute coordinates.
 */
class PathText {
  private pieces: string[] = []
  private chunks: string[] = []
  private started = false
  /** Where the last piece ended (rounded tree units). */
  private cx = 0
  private cy = 0
  // Each piece is written by one template, so no smaller strings are made on the way to it.
  /** A horizontal line of length `w` from (x, y). */
  bar(x: number, y: number, w: number) {
    const dx = x - this.cx,
      dy = y - this.cy
    this.pieces.push(this.started ? `m${dx} ${dy}h${w}` : `M${x} ${y}h${w}`)
    this.end(x + w, y)
  }
  /** A straight line from (x, y) to (tx, ty). */
  line(x: number, y: number, tx: number, ty: number) {
    const dx = x - this.cx,
      dy = y - this.cy
    this.pieces.push(this.started ? `m${dx} ${dy}l${tx - x} ${ty - y}` : `M${x} ${y}l${tx - x} ${ty - y}`)
    this.end(tx, ty)
  }
  /**
   * Three right-angled steps from (x, y): `v a h b v c` when `vertical`, else `h a v b h c`.
   */
  steps(x: number, y: number, vertical: boolean, a: number, b: number, c: number) {
    const dx = x - this.cx,
      dy = y - this.cy
    if (vertical) this.pieces.push(this.started ? `m${dx} ${dy}v${a}h${b}v${c}` : `M${x} ${y}v${a}h${b}v${c}`)
    else this.pieces.push(this.started ? `m${dx} ${dy}h${a}v${b}h${c}` : `M${x} ${y}h${a}v${b}h${c}`)
    this.end(vertical ? x + b : x + a + c, vertical ? y + a + c : y + b)
  }
  /** The outline of a w × h rectangle from its corner (x, y); `z` brings the pen back to the corner. */
  rect(x: number, y: number, w: number, h: number) {
    const dx = x - this.cx,
      dy = y - this.cy
    this.pieces.push(this.started ? `m${dx} ${dy}h${w}v${h}h${-w}z` : `M${x} ${y}h${w}v${h}h${-w}z`)
    this.end(x, y)
  }
  private end(x: number, y: number) {
    this.started = true
    this.cx = x
    this.cy = y
  }
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

/** A link as a right-angled line through the middle between generations (cheaper to paint than curves). */
function elbow(t: PathText, l: TreeLink, isHorizontal: boolean, size: CardSize): void {
  // By index, not destructured (an iterator per link; see cull.ts).
  let sx = l.source[0]
  let sy = l.source[1]
  const tx = r(l.target[0])
  const ty = r(l.target[1])
  const drop = laneDrop(l.lane, isHorizontal ? size.w : size.h)
  if (l.kind === 'spouse') {
    const x0 = r(sx),
      y0 = r(sy)
    if (!drop) return t.line(x0, y0, tx, ty)
    if (isHorizontal) {
      const x1 = r(sx + drop)
      return t.steps(x0, y0, false, x1 - x0, ty - y0, tx - x1)
    }
    const y1 = r(sy + drop)
    return t.steps(x0, y0, true, y1 - y0, tx - x0, ty - y1)
  }
  if (isHorizontal) sx += drop
  else sy += drop
  const x0 = r(sx),
    y0 = r(sy)
  if (isHorizontal) {
    const x1 = r((sx + l.target[0]) / 2)
    return t.steps(x0, y0, false, x1 - x0, ty - y0, tx - x1)
  }
  const y1 = r((sy + l.target[1]) / 2)
  t.steps(x0, y0, true, y1 - y0, tx - x0, ty - y1)
}

export function overviewPaths(tree: Pick<Tree, 'data' | 'links' | 'is_horizontal'>, size: CardSize): OverviewPaths {
  return runSteps(overviewPathsSteps(tree, size))
}

/** overviewPaths as steps that pause every few hundred cards or links (see schedule/steps.ts). */
export function* overviewPathsSteps(
  tree: Pick<Tree, 'data' | 'links' | 'is_horizontal'>,
  size: CardSize,
): Steps<OverviewPaths> {
  const parts = {} as Record<OverviewKind, PathText>
  for (const kind of OVERVIEW_KINDS) parts[kind] = new PathText()
  const main = new PathText()
  const links = new PathText()
  const all = [...OVERVIEW_KINDS.map((k) => parts[k]), main, links]
  const pause = () => {
    for (const p of all) p.seal()
  }
  const halfWidth = size.w / 2
  const width = r(size.w)
  // Each walk runs a slice per call of a plain function, its loop optimized (see schedule/steps.ts); the pieces of a
  // slice are joined before its pause.
  const { data, links: treeLinks, is_horizontal: isHorizontal } = tree
  yield* inRuns(data.length, (from, to) => {
    for (let k = from; k < to; k++) {
      const d = data[k]
      // A card is the line through its middle, stroked as wide as the card is high (the layer sets `stroke-width`):
      // two numbers per card instead of the five of a rectangle, for the same pixels.
      parts[overviewKind(d)].bar(r(d.x - halfWidth), r(d.y), width)
      // The main person's card is outlined on top.
      if (d.main) main.rect(r(d.x - halfWidth), r(d.y - size.h / 2), width, r(size.h))
    }
    pause()
  })
  const cards = {} as Record<OverviewKind, string>
  for (const kind of OVERVIEW_KINDS) cards[kind] = parts[kind].text()
  yield* inRuns(treeLinks.length, (from, to) => {
    for (let k = from; k < to; k++) elbow(links, treeLinks[k], isHorizontal, size)
    pause()
  })
  return {
    cards,
    cardHeight: size.h,
    main: main.text(),
    links: links.text(),
    count: tree.data.length,
  }
}
