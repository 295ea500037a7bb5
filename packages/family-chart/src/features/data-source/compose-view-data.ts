/**
 * The list of people handed to the layout for one view: the loaded people the view needs, the local edits, and a
 * stand-in for every needed person not loaded yet (or whose request failed), with relations taken from the loaded
 * people who name them, so the layout puts the stand-in where the person will be. Pure.
 */
import type { Datum } from '../../data/types'
import { parentsOf, type ViewNeeds } from './view-needs'

export type StandInState = 'loading' | 'failed'

export interface ComposeInput {
  needs: ViewNeeds
  /** A loaded or locally edited person. */
  getPerson: (id: string) => Datum | undefined
  /** Why a needed person is missing: still loading, failed, or absent from the source (left out). */
  missingState: (id: string) => StandInState | 'absent'
  /** People added locally, always in the view's data. */
  local: Iterable<Datum>
}

export interface ComposedView {
  data: Datum[]
  /** The stand-ins, by id, with what their card says. */
  standIns: Map<string, StandInState>
}

function standIn(id: string): Datum {
  return { id, data: { gender: undefined as unknown as 'M' }, rels: { spouses: [], children: [] } }
}

function addTo(list: string[] | undefined, id: string): string[] {
  const out = list ?? []
  if (!out.includes(id)) out.push(id)
  return out
}

/** Gives each stand-in the relations that loaded people state with them (both sides, as the layout expects). */
function linkStandIns(people: Datum[], made: Map<string, Datum>): void {
  for (const person of people) {
    if (made.has(person.id)) continue
    const r = person.rels ?? {}
    const parents = parentsOf(person)
    for (const p of parents) {
      const s = made.get(p)
      if (!s) continue
      s.rels.children = addTo(s.rels.children, person.id)
      if (r.father === p) s.data.gender = 'M'
      if (r.mother === p) s.data.gender = 'F'
      // The two parents of a family are a couple, so the layout draws them side by side.
      for (const q of parents.slice(0, 2)) if (q !== p) s.rels.spouses = addTo(s.rels.spouses, q)
    }
    for (const sp of r.spouses ?? []) {
      const s = made.get(sp)
      if (s) s.rels.spouses = addTo(s.rels.spouses, person.id)
    }
    for (const c of r.children ?? []) {
      const s = made.get(c)
      if (!s) continue
      const slot =
        person.data?.gender === 'F'
          ? 'mother'
          : person.data?.gender === 'M'
            ? 'father'
            : s.rels.father
              ? 'mother'
              : 'father'
      if (!s.rels[slot]) s.rels[slot] = person.id
    }
  }
}

export function composeViewData({ needs, getPerson, missingState, local }: ComposeInput): ComposedView {
  const data: Datum[] = []
  const included = new Set<string>()
  const made = new Map<string, Datum>()
  const standIns = new Map<string, StandInState>()
  for (const id of [...needs.drawn, ...needs.ring]) {
    const d = getPerson(id)
    if (d) {
      data.push(d)
      included.add(id)
      continue
    }
    const state = missingState(id)
    if (state === 'absent') continue
    // Only the drawn people need a card; the ring's unloaded people stay out until they are drawn.
    if (!needs.drawn.has(id)) continue
    const s = standIn(id)
    made.set(id, s)
    standIns.set(id, state)
    data.push(s)
    included.add(id)
  }
  for (const d of local)
    if (!included.has(d.id)) {
      data.push(d)
      included.add(d.id)
    }
  linkStandIns(data, made)
  return { data, standIns }
}
