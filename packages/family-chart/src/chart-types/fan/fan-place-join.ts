/**
 * The fan's places joined to their elements by key, as d3's keyed join does it but in one pass and with reuse: a
 * person keeps their element wherever they move, and when nothing animates the elements of places that leave are
 * given to places that arrive instead of being removed while as many are made (a change of centre swaps half of a
 * big fan). Document order is ring order: reading and Tab order go from the centre outward.
 */
import type { FanPlace } from './fan-types'

/** A place to draw and the key its element is found by. */
export interface BoundPlace {
  place: FanPlace
  joinKey: string
}

/** The outcome of a join: each place's element, in the places' order, and what happened to the others. */
export interface PlaceJoin {
  elements: SVGGElement[]
  /** Elements made for this join (they have no shape to move from). */
  made: Set<SVGGElement>
  /** Elements of places that left, given to places that arrived (a fade they were in must end). */
  reused: SVGGElement[]
  /** Elements of places that left and were not reused: the caller fades or removes them. */
  left: SVGGElement[]
}

export interface PlaceJoinSetup {
  layer: SVGGElement
  /** The elements drawn now, by join key (updated by the join). */
  byKey: Map<string, SVGGElement>
  /** Give the elements of places that left to places that arrive (only when nothing animates). */
  reuse: boolean
  /** An element that must not be reused for someone else (the one holding the keyboard focus or the Tab stop). */
  keep: (el: SVGGElement) => boolean
  make: () => SVGGElement
}

/** Join keys: a person keeps their element wherever they move (their n-th place, for people in several). */
export function bindPlaces(places: FanPlace[]): BoundPlace[] {
  const seen = new Map<string, number>()
  const bound: BoundPlace[] = new Array(places.length)
  for (let i = 0; i < places.length; i++) {
    const place = places[i]
    if (place.id === null) {
      bound[i] = { place, joinKey: `~${place.key}` }
      continue
    }
    const n = seen.get(place.id) ?? 0
    seen.set(place.id, n + 1)
    bound[i] = { place, joinKey: `${place.id}#${n}` }
  }
  return bound
}

/**
 * Which of `ranks` stay put: a longest run of them already in increasing order (patience sorting), so that the
 * fewest elements move.
 */
function longestIncreasing(ranks: number[]): boolean[] {
  const tails: number[] = []
  const before = new Int32Array(ranks.length).fill(-1)
  for (let i = 0; i < ranks.length; i++) {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ranks[tails[mid]] < ranks[i]) lo = mid + 1
      else hi = mid
    }
    if (lo > 0) before[i] = tails[lo - 1]
    tails[lo] = i
  }
  const stays = new Array<boolean>(ranks.length).fill(false)
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = before[i]) stays[i] = true
  return stays
}

/**
 * Puts the elements in order, moving only those out of the longest run already in order: moving an element costs
 * the browser work and drops the keyboard focus it holds, and a change of centre keeps most places' order.
 */
function putInOrder(layer: SVGGElement, elements: SVGGElement[]): void {
  const position = new Map<Node, number>()
  let n = 0
  for (let child = layer.firstChild; child; child = child.nextSibling) position.set(child, n++)
  // Elements not in the layer yet rank after all that are, and go in whatever the run says.
  const stays = longestIncreasing(elements.map((el) => position.get(el) ?? n++))
  for (let i = elements.length - 1; i >= 0; i--)
    if (!stays[i] || !position.has(elements[i]))
      layer.insertBefore(elements[i], i + 1 < elements.length ? elements[i + 1] : null)
}

/** Joins `bound` to the layer's elements (see the top of this file). */
export function joinPlaces(setup: PlaceJoinSetup, bound: BoundPlace[]): PlaceJoin {
  const { byKey } = setup
  const elements: SVGGElement[] = new Array(bound.length)
  const next = new Map<string, SVGGElement>()
  const missing: number[] = []
  for (let i = 0; i < bound.length; i++) {
    const el = byKey.get(bound[i].joinKey)
    if (el) {
      elements[i] = el
      next.set(bound[i].joinKey, el)
      byKey.delete(bound[i].joinKey)
    } else missing.push(i)
  }
  const left: SVGGElement[] = []
  const spare: SVGGElement[] = []
  for (const el of byKey.values()) (setup.reuse && !setup.keep(el) ? spare : left).push(el)
  const made = new Set<SVGGElement>()
  const reused: SVGGElement[] = []
  for (const i of missing) {
    let el = spare.pop()
    if (el) reused.push(el)
    else {
      el = setup.make()
      made.add(el)
    }
    elements[i] = el
    next.set(bound[i].joinKey, el)
  }
  left.push(...spare)
  byKey.clear()
  for (const [key, el] of next) byKey.set(key, el)
  putInOrder(setup.layer, elements)
  return { elements, made, reused, left }
}
