/**
 * The marks a link carries about the relationship, as geometry shared by the chart (view/drawing/render-links.ts)
 * and the image export (export/links.ts): where the words go, and for a marriage that ended the sign across the line
 * and the line's dashes, one of each per kind so that the kinds differ without colour.
 */
import { MARRIAGE_ENDS, marriageEndKey, type MarriageEnd } from '../data/parent-families'
import { spouseTextPosition } from './link-path'
import type { TreeLink } from './types'

/** How far an end sign reaches from its middle, across (x) and along (y) a vertical tree's spouse line. */
export const END_MARK_REACH = { x: 7, y: 6 }

/**
 * The dashes of an ended marriage's line per kind, the same as the chart's stylesheet (`.f3-link-end-<kind>`):
 * divorced short dashes, separated long dashes, annulled dots, another end dash-dot.
 */
export const END_DASHES: Readonly<Record<MarriageEnd, string>> = {
  divorced: '2 4',
  separated: '8 4',
  annulled: '1 3',
  ended: '12 3 2 3',
}

/** A marriage end kind from a stored value; anything else that says the marriage ended counts as 'ended'. */
export function marriageEndKind(value: unknown): MarriageEnd {
  return typeof value === 'string' && (MARRIAGE_ENDS as readonly string[]).includes(value)
    ? (value as MarriageEnd)
    : 'ended'
}

/** How the marriage of a spouse link's couple ended, from either spouse's data; undefined when it did not. */
export function linkEndKind(l: TreeLink): MarriageEnd | undefined {
  if (l.kind !== 'spouse' || !l.spouses) return undefined
  const [a, b] = [l.spouses[0].data, l.spouses[1].data]
  const value = a.data?.[marriageEndKey(b.id)] ?? b.data?.[marriageEndKey(a.id)]
  return typeof value === 'string' && value ? marriageEndKind(value) : undefined
}

/**
 * The sign across the line at (x, y), one per kind: a double slash for a divorce (the genealogists' sign), one slash
 * for a separation, a cross for an annulment, a bar for another end. Path data; each stays within END_MARK_REACH.
 */
export function endMarkPath(kind: MarriageEnd, x: number, y: number): string {
  if (kind === 'separated') return `M${x - 3},${y + 6}L${x + 3},${y - 6}`
  if (kind === 'annulled') return `M${x - 5},${y - 5}L${x + 5},${y + 5}M${x + 5},${y - 5}L${x - 5},${y + 5}`
  if (kind === 'ended') return `M${x},${y - 6}L${x},${y + 6}`
  return `M${x - 7},${y + 6}L${x - 1},${y - 6}M${x + 1},${y + 6}L${x + 7},${y - 6}`
}

/** Where a link's relationship words go (see relationMarkPlace). @since next */
export interface RelationMarkPlace {
  /** The point on the link the mark belongs to (the middle of the sign of an ended marriage). */
  x: number
  y: number
  /** The words' anchor point and alignment. */
  textX: number
  textY: number
  anchor: 'middle' | 'start'
  /** The sign across an ended marriage's line (path data, see endMarkPath), '' for a parent-family link. */
  slash: string
  /** The kind of end of a spouse link's marriage (undefined for a parent-family link). */
  end?: MarriageEnd
}

/**
 * The place of the words a link carries about the relationship: a parent family's word ("adoptive") on the middle of
 * its link; an ended marriage's words under the couple's cards (the gap between two spouses is narrower than the
 * words), or beside them in a horizontal tree, with the sign of its kind across the line.
 */
export function relationMarkPlace(
  l: TreeLink,
  isHorizontal: boolean,
  drop: number,
  card: { w: number; h: number },
): RelationMarkPlace {
  if (l.family) {
    const x = (l.source[0] + l.target[0]) / 2
    const y = (l.source[1] + l.target[1]) / 2
    return { x, y, textX: x, textY: y + 4, anchor: 'middle', slash: '' }
  }
  const [x, y] = spouseTextPosition(l, isHorizontal, drop)
  const end = linkEndKind(l) ?? 'ended'
  const slash = endMarkPath(end, x, y)
  if (isHorizontal) return { x, y, textX: x + card.w / 2 + 8, textY: y + 4, anchor: 'start', slash, end }
  return { x, y, textX: x, textY: y + card.h / 2 + 16, anchor: 'middle', slash, end }
}
