/**
 * The descendants' rings, in the arc opposite the ancestors: main's children share that arc, each child's children
 * share the child's arc, and so on, every share in proportion to how many places the branch has at its widest
 * (its leaves), so the outer rings are evenly filled. The first child is on the left as the fan is first drawn.
 */
import type { RelationIndex } from '../../data/relation-index'
import type { FanSettings } from './fan-options'
import type { RingBand } from './fan-rings'
import type { FanPlace } from './fan-types'
import { descendantRelation } from './fan-relation-words'
import { personPlace } from './fan-place'
import { readFanPerson } from './fan-person'

/** At most this many descendant places are drawn (many children over many generations grow without bound). */
export const MAX_PROGENY_PLACES = 4096

export interface DescendantInput {
  index: RelationIndex
  settings: FanSettings
  bands: RingBand[]
  mainId: string
  /** Where the descendants' arc starts (degrees) and how wide it is. */
  arcStart: number
  degrees: number
}

interface Branch {
  id: string
  key: string
  generation: number
  children: Branch[]
  leaves: number
}

/** Step 1: the descendants to the depth, breadth first, within the place limit. */
function collectBranches(input: DescendantInput): { root: Branch; cut: boolean } {
  const root: Branch = { id: input.mainId, key: 'd', generation: 0, children: [], leaves: 1 }
  const queue = [root]
  let count = 0
  let cut = false
  for (let q = 0; q < queue.length; q++) {
    const branch = queue[q]
    if (branch.generation >= input.settings.progenyDepth) continue
    const children = input.index.rels(branch.id).children
    for (let c = 0; c < children.length; c++) {
      if (count >= MAX_PROGENY_PLACES) {
        cut = true
        break
      }
      const key = branch === root ? `d${c}` : `${branch.key}.${c}`
      const child: Branch = { id: children[c], key, generation: branch.generation + 1, children: [], leaves: 1 }
      branch.children.push(child)
      queue.push(child)
      count++
    }
  }
  // Leaves from the outermost ring inward: a branch is as wide as its children together, at least one place.
  for (let q = queue.length - 1; q >= 0; q--) {
    const branch = queue[q]
    if (branch.children.length) branch.leaves = branch.children.reduce((sum, c) => sum + c.leaves, 0)
  }
  return { root, cut }
}

/** Step 2: each child's arc inside its parent's, from the parent's end (the left, below) backward. */
function placeBranches(input: DescendantInput, root: Branch): FanPlace[] {
  const out: FanPlace[] = []
  const stack: { branch: Branch; start: number; end: number }[] = [
    { branch: root, start: input.arcStart, end: input.arcStart + input.degrees },
  ]
  while (stack.length) {
    const { branch, start, end } = stack.pop()!
    let before = 0
    branch.children.forEach((child, i) => {
      // The first child's end is the parent's end and the last child's start the parent's start, exactly, so
      // rounding never puts a child outside its parent.
      const childEnd = i === 0 ? end : end - ((end - start) * before) / branch.leaves
      before += child.leaves
      const last = i === branch.children.length - 1
      const childStart = last ? start : end - ((end - start) * before) / branch.leaves
      out.push(descendantPlace(input, child, childStart, childEnd))
      stack.push({ branch: child, start: childStart, end: childEnd })
    })
  }
  return out
}

function descendantPlace(input: DescendantInput, branch: Branch, start: number, end: number): FanPlace {
  const band = input.bands[branch.generation]
  const person = readFanPerson(input.index.get(branch.id)!, input.settings)
  const slot = {
    key: branch.key,
    generation: -branch.generation,
    index: 0,
    startAngle: start,
    endAngle: end,
    innerRadius: band.inner,
    outerRadius: band.outer,
    line: 'descendant' as const,
    relation: descendantRelation(branch.generation, person.sex),
  }
  return personPlace(slot, branch.id, person)
}

/** Step 3: each ring's places numbered counter-clockwise to clockwise, as the ancestors' are, and listed so. */
function numberRings(places: FanPlace[]): FanPlace[] {
  const rings = new Map<number, FanPlace[]>()
  for (const p of places) {
    const ring = rings.get(p.generation)
    if (ring) ring.push(p)
    else rings.set(p.generation, [p])
  }
  const out: FanPlace[] = []
  for (let g = -1; rings.has(g); g--) {
    const ring = rings.get(g)!.sort((a, b) => a.startAngle - b.startAngle)
    ring.forEach((p, i) => (p.index = i))
    out.push(...ring)
  }
  return out
}

/** The descendants' places, and whether the place limit cut them. */
export function placeDescendants(input: DescendantInput): { places: FanPlace[]; cut: boolean } {
  const { root, cut } = collectBranches(input)
  return { places: numberRings(placeBranches(input, root)), cut }
}
