/**
 * A small read-only view of a family list for the demo rules: relations read from both sides, placeholder
 * records (`to_add`) and references to missing people ignored.
 */
import type { Data, Datum } from 'family-chart'

export interface Family {
  /** Ids of the real people, in data order. */
  ids: string[]
  get(id: string): Datum | undefined
  has(id: string): boolean
  parents(id: string): string[]
  children(id: string): string[]
  spouses(id: string): string[]
}

/** True for records the chart adds while editing (new-relative placeholders), which the rules never count. */
export function isPlaceholder(d: Datum | undefined): boolean {
  return !d || !!d.to_add || !!d._new_rel_data
}

export function readFamily(data: Data): Family {
  const byId = new Map<string, Datum>()
  for (const d of data) if (d && typeof d.id === 'string' && !isPlaceholder(d) && !byId.has(d.id)) byId.set(d.id, d)
  const parents = new Map<string, Set<string>>()
  const children = new Map<string, Set<string>>()
  const spouses = new Map<string, Set<string>>()
  for (const id of byId.keys()) {
    parents.set(id, new Set())
    children.set(id, new Set())
    spouses.set(id, new Set())
  }
  const link = (parent: unknown, child: string) => {
    if (typeof parent !== 'string' || parent === child || !byId.has(parent)) return
    parents.get(child)!.add(parent)
    children.get(parent)!.add(child)
  }
  for (const d of byId.values()) {
    link(d.rels?.father, d.id)
    link(d.rels?.mother, d.id)
    for (const c of d.rels?.children ?? []) if (byId.has(c)) link(d.id, c)
    for (const s of d.rels?.spouses ?? []) {
      if (s === d.id || !byId.has(s)) continue
      spouses.get(d.id)!.add(s)
      spouses.get(s)!.add(d.id)
    }
  }
  return {
    ids: [...byId.keys()],
    get: (id) => byId.get(id),
    has: (id) => byId.has(id),
    parents: (id) => [...(parents.get(id) ?? [])],
    children: (id) => [...(children.get(id) ?? [])],
    spouses: (id) => [...(spouses.get(id) ?? [])],
  }
}

/** Everyone reached from `start` by repeatedly following `next` (the start people included). */
export function closure(start: Iterable<string>, next: (id: string) => string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...next(id))
  }
  return seen
}

/** A person's name for lists and labels: first and last name, else the id. */
export function personName(d: Datum | undefined): string {
  if (!d) return ''
  const name = [d.data['first name'], d.data['last name']]
    .filter((v) => typeof v === 'string' && v.trim() !== '')
    .join(' ')
  return name || d.id
}

/** Options for a person dropdown: real people only, in data order. */
export function personChoices(data: Data): { value: string; label: string }[] {
  const family = readFamily(data)
  return family.ids.map((id) => ({ value: id, label: personName(family.get(id)) }))
}
