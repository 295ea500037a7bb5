/** Path geometry of links: smooth curves between generations, straight lines between spouses, where spouse texts go. */
import type { TreeLink } from '../layout/types'

export type LinkEnds = [number, number, number, number]

export function linkPath(kind: TreeLink['kind'], [sx, sy, tx, ty]: LinkEnds, isHorizontal: boolean): string {
  if (kind === 'spouse') return `M${sx},${sy}L${tx},${ty}`
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
 * Where a spouse link's text goes: in the gap next to the spouse, on the side of the person. For the first spouse
 * that is the middle of the link; a later spouse's link passes behind the cards of the spouses in between, so its
 * text sits in the gap between that spouse and the nearest card toward the person.
 */
export function spouseTextPosition(l: TreeLink, isHorizontal = false): [number, number] {
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
  const across = (l.source[1 - axis] + l.target[1 - axis]) / 2
  return isHorizontal ? [across, along] : [along, across]
}
