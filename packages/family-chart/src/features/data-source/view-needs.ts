/**
 * Which people a view needs, from the main person, the depths drawn and the people loaded so far: the people drawn
 * (ancestors and descendants with their spouses, the main person's siblings; or, for the relatives chart, everyone
 * within its steps) and one ring more (everyone a drawn person
 * names), which the mini-tree buttons and the keyboard's neighbours read. Pure: unloaded people cannot be expanded, so
 * the caller asks again once they arrive.
 */
import type { Datum } from '../../data/types'

export interface ViewNeedsInput {
  mainId: string
  ancestryDepth: number
  progenyDepth: number
  /**
   * For a chart that draws everyone within so many steps of parent, child and spouse links (the relatives chart):
   * that number, in place of the two depths.
   */
  steps?: number | null
  /** A loaded person, or undefined while they are not. */
  getPerson: (id: string) => Datum | undefined
}

export interface ViewNeeds {
  /** People the layout draws (as far as what is loaded tells). */
  drawn: Set<string>
  /** People named by drawn people but not drawn themselves. */
  ring: Set<string>
  /** Steps from the main person, for every id in drawn and ring. */
  distance: Map<string, number>
}

/** Parents of a person in either data shape: father, mother, rels.parents, other parents. */
export function parentsOf(d: Datum): string[] {
  const r = d.rels ?? {}
  return unique([r.father, r.mother, ...(r.parents ?? []), ...(r.other_parents ?? [])])
}

/** Everyone a person names: parents, spouses and children. */
export function relativesOf(d: Datum): string[] {
  return unique([...parentsOf(d), ...(d.rels?.spouses ?? []), ...(d.rels?.children ?? [])])
}

function unique(ids: unknown[]): string[] {
  const out: string[] = []
  for (const id of ids) if (typeof id === 'string' && id && !out.includes(id)) out.push(id)
  return out
}

function ancestors(input: ViewNeedsInput, drawn: Set<string>): void {
  let frontier = [input.mainId]
  for (let g = 0; g < input.ancestryDepth && frontier.length; g++) {
    const next: string[] = []
    for (const id of frontier) {
      const d = input.getPerson(id)
      if (!d) continue
      for (const p of parentsOf(d))
        if (!drawn.has(p)) {
          drawn.add(p)
          next.push(p)
        }
    }
    frontier = next
  }
}

function descendants(input: ViewNeedsInput, drawn: Set<string>): void {
  let frontier = [input.mainId]
  for (let g = 0; g <= input.progenyDepth && frontier.length; g++) {
    const next: string[] = []
    for (const id of frontier) {
      const d = input.getPerson(id)
      if (!d) continue
      for (const s of d.rels?.spouses ?? []) drawn.add(s)
      if (g === input.progenyDepth) continue
      for (const c of d.rels?.children ?? [])
        if (!drawn.has(c)) {
          drawn.add(c)
          next.push(c)
        }
    }
    frontier = next
  }
}

/** The main person's brothers and sisters: the children of their parents. */
function siblings(input: ViewNeedsInput, drawn: Set<string>): void {
  const main = input.getPerson(input.mainId)
  if (!main) return
  for (const p of parentsOf(main)) for (const c of input.getPerson(p)?.rels?.children ?? []) drawn.add(c)
}

/** Everyone within `steps` links of the main person (the relatives chart's reach). */
function withinSteps(input: ViewNeedsInput, steps: number, drawn: Set<string>): void {
  let frontier = [input.mainId]
  for (let s = 0; s < steps && frontier.length; s++) {
    const next: string[] = []
    for (const id of frontier) {
      const d = input.getPerson(id)
      if (!d) continue
      for (const r of relativesOf(d))
        if (!drawn.has(r)) {
          drawn.add(r)
          next.push(r)
        }
    }
    frontier = next
  }
}

/** Steps from the main person over loaded relations, limited to the ids asked about. */
function distances(input: ViewNeedsInput, within: Set<string>): Map<string, number> {
  const distance = new Map([[input.mainId, 0]])
  let frontier = [input.mainId]
  while (frontier.length) {
    const next: string[] = []
    for (const id of frontier) {
      const d = input.getPerson(id)
      if (!d) continue
      for (const r of relativesOf(d)) {
        if (!within.has(r) || distance.has(r)) continue
        distance.set(r, distance.get(id)! + 1)
        next.push(r)
      }
    }
    frontier = next
  }
  return distance
}

/** The people the view around `mainId` needs, as far as the loaded people tell. */
export function viewNeeds(input: ViewNeedsInput): ViewNeeds {
  const drawn = new Set([input.mainId])
  if (typeof input.steps === 'number') withinSteps(input, input.steps, drawn)
  else {
    ancestors(input, drawn)
    descendants(input, drawn)
    siblings(input, drawn)
  }
  const ring = new Set<string>()
  for (const id of drawn) {
    const d = input.getPerson(id)
    if (d) for (const r of relativesOf(d)) if (!drawn.has(r)) ring.add(r)
  }
  return { drawn, ring, distance: distances(input, new Set([...drawn, ...ring])) }
}
