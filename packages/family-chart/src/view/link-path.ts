/** Path geometry of links: smooth curves between generations, straight lines between spouses. */
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
