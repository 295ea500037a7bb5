/**
 * The path of a link that passes generations (the relatives chart's links with `via`): one curve per generation,
 * through each point of `via`, in the shape linkPath gives a link between neighbouring generations.
 */
import type { TreeLink } from './types'

export function bentLinkPath(
  [sx, sy]: [number, number],
  [tx, ty]: [number, number],
  via: NonNullable<TreeLink['via']>,
  isHorizontal: boolean,
): string {
  let d = `M${sx},${sy}`
  for (const [x, y] of [...via, [tx, ty]]) {
    const m = isHorizontal ? (sx + x) / 2 : (sy + y) / 2
    d += isHorizontal ? `C${m},${sy} ${m},${y} ${x},${y}` : `C${sx},${m} ${x},${m} ${x},${y}`
    sx = x
    sy = y
  }
  return d
}

/** The same link's path bent through `via`, from a drawn path `d` (its first and last points are the link's ends). */
export function bendDrawnPath(d: string, via: NonNullable<TreeLink['via']>, isHorizontal: boolean): string {
  const n = d.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi)?.map(Number) ?? []
  if (n.length < 4) return d
  return bentLinkPath([n[0], n[1]], [n[n.length - 2], n[n.length - 1]], via, isHorizontal)
}
