// Shared helpers for the edit tests: frozen inputs, lookups and a both-sides relation check.
import type { Data, Datum } from '../../src/data/types'

/** Freezes data deeply so any mutation by the code under test throws (test files run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) deepFreeze(v)
  }
  return value
}

/** A frozen input plus its JSON text, to check afterwards that nothing changed. */
export function frozen(data: Data): { data: Data; json: string } {
  return { data: deepFreeze(data), json: JSON.stringify(data) }
}

/** The datum with this id; fails the test when missing. */
export function get(data: Data, id: string): Datum {
  const d = data.find((x) => x.id === id)
  if (!d) throw new Error(`missing ${id}`)
  return d
}

export const ids = (data: Data): string[] => data.map((d) => d.id)

/** Every relation exists, is stated on both sides, is listed once and never points at the person themself. */
export function expectConsistent(data: Data): void {
  const byId = new Map(data.map((d) => [d.id, d]))
  expect(byId.size).toBe(data.length)
  const problems: string[] = []
  for (const d of data) {
    for (const slot of ['father', 'mother'] as const) {
      const p = d.rels[slot]
      if (p === undefined) continue
      if (!byId.has(p)) problems.push(`${d.id}.${slot} -> missing ${p}`)
      else if (!byId.get(p)!.rels.children?.includes(d.id)) problems.push(`${p} does not list child ${d.id}`)
    }
    for (const s of d.rels.spouses ?? []) {
      if (!byId.has(s)) problems.push(`${d.id}.spouses -> missing ${s}`)
      else if (!byId.get(s)!.rels.spouses?.includes(d.id)) problems.push(`${s} does not list spouse ${d.id}`)
    }
    for (const c of d.rels.children ?? []) {
      const child = byId.get(c)
      if (!child) problems.push(`${d.id}.children -> missing ${c}`)
      else if (child.rels.father !== d.id && child.rels.mother !== d.id && !child.rels.other_parents?.includes(d.id))
        problems.push(`${c} does not name parent ${d.id}`)
    }
    for (const p of d.rels.other_parents ?? []) {
      if (!byId.has(p)) problems.push(`${d.id}.other_parents -> missing ${p}`)
      else if (!byId.get(p)!.rels.children?.includes(d.id)) problems.push(`${p} does not list child ${d.id}`)
    }
    for (const key of ['spouses', 'children'] as const) {
      const list = d.rels[key] ?? []
      if (new Set(list).size !== list.length) problems.push(`${d.id}.${key} has duplicates`)
      if (list.includes(d.id)) problems.push(`${d.id}.${key} names itself`)
    }
    if (d.rels.father === d.id || d.rels.mother === d.id) problems.push(`${d.id} is its own parent`)
  }
  expect(problems).toEqual([])
}

/**
 * A couple with one child and the husband's parents:
 *   gf + gm -> dad;  dad + mom -> kid
 */
export function family(): Data {
  return [
    {
      id: 'dad',
      data: { gender: 'M', 'first name': 'Tom' },
      rels: { father: 'gf', mother: 'gm', spouses: ['mom'], children: ['kid'] },
    },
    { id: 'mom', data: { gender: 'F', 'first name': 'Eve' }, rels: { spouses: ['dad'], children: ['kid'] } },
    {
      id: 'kid',
      data: { gender: 'F', 'first name': 'Lia' },
      rels: { father: 'dad', mother: 'mom', spouses: [], children: [] },
    },
    { id: 'gf', data: { gender: 'M', 'first name': 'Abe' }, rels: { spouses: ['gm'], children: ['dad'] } },
    { id: 'gm', data: { gender: 'F', 'first name': 'Ida' }, rels: { spouses: ['gf'], children: ['dad'] } },
  ]
}
