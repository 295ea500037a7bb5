// Copy-on-write editing of a data list: a datum is cloned (with its rels arrays) the first time an edit touches it.
import type { Data, Datum } from '../data/types'
import { carryMarks, dropEmptyAddedLists, isPlaceholder, markAddedList } from '../data/markers'

type ListKey = 'spouses' | 'children'

/** Copies a rels object, including its spouses and children arrays, so edits never reach the original. */
export function cloneRels(rels: Datum['rels'] | undefined): Datum['rels'] {
  const copy: Datum['rels'] = { ...(rels ?? {}) }
  if (Array.isArray(copy.spouses)) copy.spouses = [...copy.spouses]
  if (Array.isArray(copy.children)) copy.children = [...copy.children]
  if (Array.isArray(copy.other_parents)) copy.other_parents = [...copy.other_parents]
  return copy
}

/**
 * A copy of one datum that can be edited freely: data, rels and rels arrays are new objects; the library's marks
 * (placeholder, unknown, lists it created) go with it, and a placeholder's 0.8.0 `_new_rel_data` is a new object too.
 */
export function cloneDatum(d: Datum): Datum {
  const copy: Datum = { ...d, data: { ...d.data }, rels: cloneRels(d.rels) }
  if (isPlaceholder(d) && d._new_rel_data) copy._new_rel_data = { ...d._new_rel_data }
  carryMarks(d, copy)
  return copy
}

/** Ids of every placeholder datum in the list (marked by the library; a user's `to_add` field is not one). */
export function placeholderIds(data: Data): Set<string> {
  const ids = new Set<string>()
  for (const d of data) if (d && isPlaceholder(d)) ids.add(d.id)
  return ids
}

/** Adds an id to a datum's spouses or children list (creating the list), unless it is already there. */
export function addRelId(d: Datum, key: ListKey, id: string): void {
  if (!d.rels[key]) {
    d.rels[key] = []
    // the user's record had no such list: it goes again if it ends empty when placeholders are dropped
    if (!isPlaceholder(d)) markAddedList(d, key)
  }
  const list = d.rels[key]!
  if (!list.includes(id)) list.push(id)
}

/** Removes an id from a datum's spouses or children list, when the list exists. */
export function removeRelId(d: Datum, key: ListKey, id: string): void {
  const list = d.rels[key]
  if (list) d.rels[key] = list.filter((x) => x !== id)
}

/** Whether a datum's relations mention any of the ids. */
export function referencesAny(d: Datum, ids: Set<string>): boolean {
  const r = d.rels
  if (!r) return false
  if ((r.father && ids.has(r.father)) || (r.mother && ids.has(r.mother))) return true
  const has = (list: unknown) => Array.isArray(list) && list.some((id) => ids.has(id))
  return has(r.spouses) || has(r.children) || has(r.other_parents)
}

/** Removes every mention of the ids from a (cloned) datum's relations. */
export function stripRefs(d: Datum, ids: Set<string>): void {
  const r = d.rels
  if (r.father && ids.has(r.father)) delete r.father
  if (r.mother && ids.has(r.mother)) delete r.mother
  if (r.spouses) r.spouses = r.spouses.filter((id) => !ids.has(id))
  if (r.children) r.children = r.children.filter((id) => !ids.has(id))
  if (Array.isArray(r.other_parents)) {
    r.other_parents = r.other_parents.filter((id) => !ids.has(id))
    if (!r.other_parents.length) delete r.other_parents
  }
  dropEmptyAddedLists(d)
}

/**
 * After a parent slot was cleared: a parent left alone in the slot of the other gender (one of two fathers is kept
 * as `mother`, since 0.8 data has one slot of each) moves to the slot of their gender, so no saved relation says a
 * man is a mother or a woman a father.
 */
export function settleLoneParent(d: Datum, genderOf: (id: string) => string | undefined): void {
  const r = d.rels
  if (r.father !== undefined && r.mother === undefined && genderOf(r.father) === 'F') {
    r.mother = r.father
    delete r.father
  } else if (r.mother !== undefined && r.father === undefined && genderOf(r.mother) === 'M') {
    r.father = r.mother
    delete r.mother
  }
}

/**
 * A working copy of a data list. Reading is free; `edit` hands out a private clone of a datum the first time it is
 * asked for, so the input list and its datums are never changed. The first datum with a given id wins.
 */
export class DataDraft {
  private list: Datum[]
  private pos = new Map<string, number>()
  private own = new Set<Datum>()

  constructor(data: Data) {
    this.list = Array.isArray(data) ? data.filter((d) => !!d && typeof d === 'object') : []
    this.reindex()
  }

  private reindex(): void {
    this.pos.clear()
    this.list.forEach((d, i) => {
      if (!this.pos.has(d.id)) this.pos.set(d.id, i)
    })
  }

  private editAt(i: number): Datum {
    let d = this.list[i]
    if (!this.own.has(d)) {
      d = cloneDatum(d)
      this.list[i] = d
      this.own.add(d)
    }
    return d
  }

  /** The current version of a datum (read only: use `edit` to change it). */
  get(id: string | undefined): Datum | undefined {
    if (id === undefined) return undefined
    const i = this.pos.get(id)
    return i === undefined ? undefined : this.list[i]
  }

  /** An editable private copy of a datum, or undefined when the id is unknown. */
  edit(id: string | undefined): Datum | undefined {
    if (id === undefined) return undefined
    const i = this.pos.get(id)
    return i === undefined ? undefined : this.editAt(i)
  }

  /** Appends a datum created by the edit (it is treated as already private). */
  add(d: Datum): void {
    this.list.push(d)
    this.own.add(d)
    if (!this.pos.has(d.id)) this.pos.set(d.id, this.list.length - 1)
  }

  /** Every datum, in order (read only). */
  all(): readonly Datum[] {
    return this.list
  }

  /** Removes the datums with these ids and every reference to them from everyone else's relations. */
  drop(ids: Set<string>): void {
    if (!ids.size) return
    this.list = this.list.filter((d) => !ids.has(d.id))
    this.reindex()
    const genderOf = (id: string) => this.get(id)?.data?.gender
    this.list.forEach((d, i) => {
      if (!referencesAny(d, ids)) return
      const edited = this.editAt(i)
      stripRefs(edited, ids)
      settleLoneParent(edited, genderOf)
    })
  }

  /** The edited list: a new array; untouched datums are shared with the input. */
  result(): Data {
    return [...this.list]
  }
}
