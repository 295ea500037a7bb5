/** Path geometry of links: smooth curves between generations, straight lines between spouses, where spouse texts go. */
import type { TreeLink } from './types'

export type LinkEnds = [number, number, number, number]

/** Space between the card edge and the first lane, and between lanes: room for a spouse text above each line. */
export const LANE_STEP = 24

/**
 * How far from the row's centre line a link with `lane` runs: past the card's edge (`cardAcross`: the card's height
 * in a vertical tree, its width in a horizontal one) by one step per lane. 0 for a link without a lane.
 */
export function laneDrop(lane: number | undefined, cardAcross: number): number {
  return lane ? cardAcross / 2 + LANE_STEP * lane : 0
}

/**
 * The path of a link. `drop` (see {@link laneDrop}) sends a spouse link around the cards between the couple, below
 * the row (right of it when horizontal), and starts a child link from that line.
 */
export function linkPath(kind: TreeLink['kind'], [sx, sy, tx, ty]: LinkEnds, isHorizontal: boolean, drop = 0): string {
  if (kind === 'spouse') {
    if (!drop) return `M${sx},${sy}L${tx},${ty}`
    return isHorizontal ? `M${sx},${sy}H${sx + drop}V${ty}H${tx}` : `M${sx},${sy}V${sy + drop}H${tx}V${ty}`
  }
  if (drop) {
    if (isHorizontal) sx += drop
    else sy += drop
  }
  if (isHorizontal) {
    const mx = (sx + tx) / 2
    return `M${sx},${sy}C${mx},${sy} ${mx},${ty} ${tx},${ty}`
  }
  const my = (sy + ty) / 2
  return `M${sx},${sy}C${sx},${my} ${tx},${my} ${tx},${ty}`
}

export function linkEnds(l: TreeLink): LinkEnds {
  return [l.source[0], l.source[1], l.target[0], l.target[1]]
}

/**
 * Where a spouse link's text goes: in the gap next to the spouse, on the side of the person. For a spouse beside the
 * person that is the middle of the link; a link with a lane runs below the cards of the spouses in between, so its
 * text sits on that line (`drop` from the row, see {@link laneDrop}), under the gap between the spouse and the
 * nearest card toward the person.
 */
export function spouseTextPosition(l: TreeLink, isHorizontal = false, drop = 0): [number, number] {
  const axis = isHorizontal ? 1 : 0
  const [person, spouse] = l.spouses ?? []
  const from = l.source[axis]
  const to = l.target[axis]
  let near = from
  for (const other of person?.spouses ?? []) {
    if (other === spouse) continue
    const at = isHorizontal ? other.y : other.x
    if ((at - to) * (from - at) > 0 && Math.abs(at - to) < Math.abs(near - to)) near = at
  }
  const along = (near + to) / 2
  const across = (l.source[1 - axis] + l.target[1 - axis]) / 2 + drop
  return isHorizontal ? [across, along] : [along, across]
}
