// The library's own marks on person records — "placeholder of add-relative mode", "unknown person", "relation list
// the library created" — kept in a property that is not enumerable, under a Symbol private to this module. No key of
// the user's data can be read as a mark, and no mark is ever saved or compared: JSON, structuredClone, Object.keys,
// object spread and deep-equality checks never see it. The library's own copies carry the marks (carryMarks).
import type { Datum } from './types'

/** What a placeholder stands for: the relative being added and whom to. */
export type NewRelData = NonNullable<Datum['_new_rel_data']>

/** A relation list of a person. */
type ListKey = 'spouses' | 'children'

interface Marks {
  readonly newRel?: Readonly<NewRelData>
  readonly unknown?: true
  /** Relation lists the library created on the record for a placeholder (the user's record had none). */
  readonly addedLists?: readonly ListKey[]
}

const MARKS = Symbol('family-chart marks')

type Marked = { [MARKS]?: Marks }

function marksOf(d: unknown): Marks | undefined {
  return d !== null && typeof d === 'object' ? (d as Marked)[MARKS] : undefined
}

/** Sets a record's marks (a new frozen object, so copies sharing the old one keep theirs); none left: no key at all. */
function setMarks(d: Datum, marks: Marks): void {
  const next: Marks = Object.freeze({
    ...(marks.newRel ? { newRel: marks.newRel } : {}),
    ...(marks.unknown ? { unknown: true as const } : {}),
    ...(marks.addedLists?.length ? { addedLists: Object.freeze([...marks.addedLists]) } : {}),
  })
  if (!next.newRel && !next.unknown && !next.addedLists) delete (d as Marked)[MARKS]
  else Object.defineProperty(d, MARKS, { value: next, enumerable: false, writable: true, configurable: true })
}

/**
 * `datum.unknown` of 0.8.0 for card code, on a person the library marked unknown: a getter that is not enumerable, so
 * it is never saved nor copied as a field. A person with an `unknown` field of their own keeps it untouched.
 */
function legacyUnknown(this: Datum): boolean {
  return !!marksOf(this)?.unknown
}

function addLegacyUnknown(d: Datum): void {
  if (Object.prototype.hasOwnProperty.call(d, 'unknown')) return
  Object.defineProperty(d, 'unknown', { get: legacyUnknown, enumerable: false, configurable: true })
}

function removeLegacyUnknown(d: Datum): void {
  if (Object.getOwnPropertyDescriptor(d, 'unknown')?.get === legacyUnknown) delete d.unknown
}

/**
 * Whether the person is a placeholder card of add-relative mode (or the layout's empty card for a missing parent),
 * which the library made and never saves. A field named `to_add` in your own data does not make a placeholder.
 * @since next
 */
export function isPlaceholder(datum: Datum | null | undefined): boolean {
  return !!marksOf(datum)?.newRel
}

/**
 * For a placeholder (see {@link isPlaceholder}): the relative it stands for — `rel_type`, its `label` and the person
 * it is added to (`rel_id`), and for a child the other parent (`other_parent_id`). Undefined for everyone else.
 * @since next
 */
export function placeholderRelation(
  datum: Datum | null | undefined,
): Readonly<NonNullable<Datum['_new_rel_data']>> | undefined {
  return marksOf(datum)?.newRel
}

/**
 * Whether the person was deleted in this session and kept blank because the family would fall apart without them.
 * The mark is not saved: the blank person is, with their id, gender and relations. A field named `unknown` in your
 * own data does not make an unknown person.
 * @since next
 */
export function isUnknownPerson(datum: Datum | null | undefined): boolean {
  return !!marksOf(datum)?.unknown
}

/**
 * Makes a record the library just created a placeholder for `rel`. It also gets the 0.8.0 fields `to_add: true` and
 * `_new_rel_data` (a copy of `rel`), for card code written against 0.8.0; the library itself reads only the mark.
 */
export function markPlaceholder(d: Datum, rel: NewRelData): void {
  setMarks(d, { ...marksOf(d), newRel: Object.freeze({ ...rel }) })
  d.to_add = true
  d._new_rel_data = { ...rel }
}

/** Changes what a placeholder (a private copy) stands for, keeping its 0.8.0 `_new_rel_data` in step. */
export function updatePlaceholderRelation(d: Datum, change: Partial<NewRelData>): void {
  const rel = marksOf(d)?.newRel
  if (!rel) return
  markPlaceholder(d, { ...rel, ...change })
}

/** A placeholder (a private copy) becomes a real person: the mark and its 0.8.0 fields go. */
export function unmarkPlaceholder(d: Datum): void {
  if (!marksOf(d)?.newRel) return
  setMarks(d, { ...marksOf(d), newRel: undefined })
  delete d.to_add
  delete d._new_rel_data
}

/** Marks a person (a private copy) as unknown: blanked by a delete, kept to hold the family together. */
export function markUnknown(d: Datum): void {
  setMarks(d, { ...marksOf(d), unknown: true })
  addLegacyUnknown(d)
}

/** An unknown person (a private copy) who was given fields again is a person like any other. */
export function unmarkUnknown(d: Datum): void {
  if (!marksOf(d)?.unknown) return
  setMarks(d, { ...marksOf(d), unknown: undefined })
  removeLegacyUnknown(d)
}

/** Notes that the library created a relation list on a person (a private copy) whose record had none. */
export function markAddedList(d: Datum, key: ListKey): void {
  const lists = marksOf(d)?.addedLists ?? []
  if (!lists.includes(key)) setMarks(d, { ...marksOf(d), addedLists: [...lists, key] })
}

/**
 * Once references to placeholders are removed from a person (a private copy): a relation list the library created
 * for them and left empty goes, so the record is as the user gave it.
 */
export function dropEmptyAddedLists(d: Datum): void {
  const lists = marksOf(d)?.addedLists
  if (!lists) return
  const rels = d.rels as Record<ListKey, string[] | undefined>
  const kept = lists.filter((key) => !(Array.isArray(rels[key]) && rels[key]!.length === 0))
  for (const key of lists) if (!kept.includes(key)) delete rels[key]
  if (kept.length !== lists.length) setMarks(d, { ...marksOf(d), addedLists: kept })
}

/**
 * Gives `to` the marks of `from`, for a copy of a record: a spread copy or a deep copy (structuredClone and JSON)
 * leave the marks and the `unknown` getter behind.
 */
export function carryMarks(from: Datum, to: Datum): void {
  const marks = marksOf(from)
  if (!marks || !to || typeof to !== 'object') return
  setMarks(to, marks)
  if (marks.unknown) addLegacyUnknown(to)
}

/** `carryMarks` for two lists of the same people in the same order (a list and its deep copy). */
export function carryListMarks(from: readonly Datum[], to: Datum[]): Datum[] {
  if (!Array.isArray(from) || !Array.isArray(to)) return to
  from.forEach((d, i) => {
    if (marksOf(d) && to[i]) carryMarks(d, to[i])
  })
  return to
}
