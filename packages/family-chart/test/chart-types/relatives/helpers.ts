// Small families written as a few lines, and the checks every relatives layout must pass.
import type { Data, Datum } from '../../../src/data/types'
import type { ParentType } from '../../../src/data/parent-families'
import type { RelativesTree } from '../../../src/chart-types/relatives'

/** A family built a relation at a time; relations are written on both sides, as the data format says. */
export class Family {
  readonly people = new Map<string, Datum>()
  person(id: string, gender: 'M' | 'F', name = id): this {
    this.people.set(id, { id, data: { gender, 'first name': name }, rels: { spouses: [], children: [] } })
    return this
  }
  get(id: string): Datum {
    const d = this.people.get(id)
    if (!d) throw new Error(`no person ${id}`)
    return d
  }
  marry(a: string, b: string): this {
    this.get(a).rels.spouses!.push(b)
    this.get(b).rels.spouses!.push(a)
    return this
  }
  /** A child of `parents` (the father / mother slots by gender). */
  child(id: string, gender: 'M' | 'F', parents: string[]): this {
    this.person(id, gender)
    for (const p of parents) {
      const parent = this.get(p)
      parent.rels.children!.push(id)
      this.get(id).rels[parent.data.gender === 'F' ? 'mother' : 'father'] = p
    }
    return this
  }
  /** `child` also belongs to the family of `parents` (adopted, step, foster ...), listed in rels.other_parents. */
  otherFamily(child: string, parents: string[], type: ParentType): this {
    const c = this.get(child)
    for (const p of parents) {
      ;(c.rels.other_parents ??= []).push(p)
      c.data[`parent_type__ref__${p}`] = type
      this.get(p).rels.children!.push(child)
    }
    return this
  }
  data(): Data {
    return [...this.people.values()]
  }
}

export const SEP = { node: 250, level: 150 }

/** Cards by person id; fails on a person drawn twice. */
export function cardsById(tree: RelativesTree) {
  const byId = new Map<string, RelativesTree['data'][number]>()
  for (const d of tree.data) {
    if (byId.has(d.data.id)) throw new Error(`${d.data.id} is drawn twice`)
    byId.set(d.data.id, d)
  }
  return byId
}

/** Pairs of cards closer than the node separation on one row (none expected). */
export function overlaps(tree: RelativesTree, node = SEP.node): string[] {
  const along = (d: { x: number; y: number }) => (tree.is_horizontal ? d.y : d.x)
  const across = (d: { x: number; y: number }) => (tree.is_horizontal ? d.x : d.y)
  const rows = new Map<number, RelativesTree['data']>()
  for (const d of tree.data) {
    const row = Math.round(across(d))
    rows.set(row, [...(rows.get(row) ?? []), d])
  }
  const out: string[] = []
  for (const row of rows.values()) {
    row.sort((a, b) => along(a) - along(b))
    for (let i = 1; i < row.length; i++)
      if (along(row[i]) - along(row[i - 1]) < node - 1e-6) out.push(`${row[i - 1].data.id}|${row[i].data.id}`)
  }
  return out
}

/** Children drawn at or above a parent (vertical tree; none expected outside a cycle of the data). */
export function childrenNotBelow(tree: RelativesTree, data: Data): string[] {
  const cards = cardsById(tree)
  const out: string[] = []
  for (const d of data) {
    const child = cards.get(d.id)
    if (!child) continue
    for (const p of [d.rels.father, d.rels.mother, ...(d.rels.other_parents ?? [])]) {
      const parent = p ? cards.get(p) : undefined
      if (parent && !(child.y > parent.y)) out.push(`${p}>${d.id}`)
    }
  }
  return out
}

/** Couples (by the data's spouse lists) not drawn on one row. */
export function couplesApart(tree: RelativesTree, data: Data): string[] {
  const cards = cardsById(tree)
  const out: string[] = []
  for (const d of data)
    for (const s of d.rels.spouses ?? []) {
      const [a, b] = [cards.get(d.id), cards.get(s)]
      if (a && b && d.id < s && a.y !== b.y) out.push(`${d.id}+${s}`)
    }
  return out
}

export const linksOf = (tree: RelativesTree, kind: string) => tree.links.filter((l) => l.kind === kind)
