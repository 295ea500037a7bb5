/** Which places the keyboard's arrows lead to from each place: its parents', its children's and its ring neighbours'. */
import type { FanPlace } from './fan-types'

/** Ancestors' parents and child by Ahnentafel number (the main person's children are linked from the descendants). */
function linkAncestors(byKey: Map<string, FanPlace>, ancestors: FanPlace[]): void {
  for (const place of ancestors) {
    const n = Number(place.key.slice(1))
    place.neighbours.parents = [`a${2 * n}`, `a${2 * n + 1}`].filter((k) => byKey.has(k))
    place.neighbours.children = n === 1 ? [] : [`a${n >> 1}`]
  }
}

/** The place of a descendant's parent is the one whose key its own extends ('d0.2' → 'd0', 'd0' → the centre). */
const parentKeyOf = (key: string) => (key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : 'a1')
/** The child's number among its parent's children: the last part of its key ('d0.2' → 2). */
const childNumber = (key: string) => Number(key.slice(Math.max(key.lastIndexOf('.'), 0) + 1))

/** Descendants' parent inward and children outward, the children in the data's order. */
function linkDescendants(byKey: Map<string, FanPlace>, descendants: FanPlace[]): void {
  for (const place of descendants) {
    const parentKey = parentKeyOf(place.key)
    place.neighbours.parents = byKey.has(parentKey) ? [parentKey] : []
    byKey.get(parentKey)?.neighbours.children.push(place.key)
  }
  for (const place of byKey.values())
    if (place.generation <= 0) place.neighbours.children.sort((a, b) => childNumber(a) - childNumber(b))
}

/** Neighbours along each ring, by index; a full circle wraps around. */
function linkRings(places: FanPlace[], fullCircle: boolean): void {
  const rings = new Map<number, FanPlace[]>()
  for (const p of places) {
    if (p.generation === 0) continue
    const ring = rings.get(p.generation)
    if (ring) ring.push(p)
    else rings.set(p.generation, [p])
  }
  for (const ring of rings.values()) {
    ring.sort((a, b) => a.index - b.index)
    const wrap = fullCircle && ring.length > 1
    ring.forEach((p, i) => {
      p.neighbours.previous = ring[i - 1]?.key ?? (wrap ? ring[ring.length - 1].key : null)
      p.neighbours.next = ring[i + 1]?.key ?? (wrap ? ring[0].key : null)
    })
  }
}

/** Fills every place's neighbours. `fullCircle`: the ancestors go all the way round (360°, no descendants). */
export function linkNeighbours(places: FanPlace[], fullCircle: boolean): void {
  const byKey = new Map(places.map((p) => [p.key, p]))
  const ancestors = places.filter((p) => p.generation >= 0)
  const descendants = places.filter((p) => p.generation < 0)
  linkAncestors(byKey, ancestors)
  linkDescendants(byKey, descendants)
  linkRings(ancestors, fullCircle)
  linkRings(descendants, false)
}
