/**
 * Marriage-date demo: per-spouse marriage fields (`marriage_date__ref__<spouseId>`), spouse order by marriage date,
 * the 'current marriage' choice and what a submit changes on the other spouses.
 */
import type { Data, Datum } from 'family-chart'
import { isPlaceholder, personName } from './relations'

export const UNKNOWN_MARRIAGE = '_unknown_'
export const NO_MARRIAGE = '_none_'
export const MARRIAGE_DATE = 'marriage_date'
export const MARRIAGE_LOCATION = 'marriage_location'
export const CURRENT_MARRIAGE = 'current_marriage'

/** The data key of a per-spouse field, e.g. `marriage_date__ref__<spouseId>`. */
export function refKey(field: string, spouseId: string): string {
  return `${field}__ref__${spouseId}`
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : ''
}

/** The marriage date of two spouses, read from the first one's record, else from the second's. */
export function marriageDate(a: Datum, b: Datum): string {
  return text(a.data[refKey(MARRIAGE_DATE, b.id)]) || text(b.data[refKey(MARRIAGE_DATE, a.id)])
}

/** Text written on the link between two spouses: 'm. 1962-06-09', or nothing without a date. */
export function marriageLinkText(a: Datum, b: Datum): string {
  const date = marriageDate(a, b)
  return date ? `m. ${date}` : ''
}

/**
 * A sortable number for a date written as 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (missing parts count as the start of
 * the year or month); null when the text does not start with a four-digit year.
 */
export function dateSortKey(value: string): number | null {
  const m = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(value.trim())
  if (!m) return null
  return Number(m[1]) * 10000 + Number(m[2] ?? 0) * 100 + Number(m[3] ?? 0)
}

/**
 * Sorts `datum.rels.spouses` in place by marriage date, earliest first (the shape `setSortSpousesFunction` wants).
 * Spouses without a readable date go last in their previous order.
 */
export function sortSpousesByMarriageDate(datum: Datum, data: Data): void {
  const spouses = datum.rels.spouses
  if (!spouses || spouses.length < 2) return
  const byId = new Map(data.map((d) => [d.id, d]))
  const keyOf = (id: string) => {
    const spouse = byId.get(id)
    return spouse ? dateSortKey(marriageDate(datum, spouse)) : null
  }
  const keyed = spouses.map((id, i) => ({ id, i, key: keyOf(id) }))
  keyed.sort((x, y) => {
    if (x.key === null || y.key === null) return x.key === y.key ? x.i - y.i : x.key === null ? 1 : -1
    return x.key - y.key || x.i - y.i
  })
  spouses.splice(0, spouses.length, ...keyed.map((k) => k.id))
}

/** Options of the 'current marriage' select: the person's real spouses, then 'Unknown' and 'None'. */
export function currentMarriageOptions(datum: Datum, data: Data): { value: string; label: string }[] {
  const byId = new Map(data.map((d) => [d.id, d]))
  const spouses = (datum.rels.spouses ?? []).map((id) => byId.get(id)).filter((d): d is Datum => !isPlaceholder(d))
  return [
    ...spouses.map((s) => ({ value: s.id, label: personName(s) })),
    { value: UNKNOWN_MARRIAGE, label: 'Unknown' },
    { value: NO_MARRIAGE, label: 'None' },
  ]
}

/**
 * Copies the edited person's per-spouse marriage date and location onto each spouse's record, so both sides of a
 * marriage hold the same values. Returns new data; records that do not change are kept as they are.
 */
export function mirrorMarriageFields(data: Data, editedId: string): Data {
  const edited = data.find((d) => d.id === editedId)
  if (!edited) return data
  const updates = new Map<string, Record<string, unknown>>()
  for (const spouseId of edited.rels.spouses ?? []) {
    for (const field of [MARRIAGE_DATE, MARRIAGE_LOCATION]) {
      const key = refKey(field, spouseId)
      if (!(key in edited.data)) continue
      const spouse = data.find((d) => d.id === spouseId)
      const back = refKey(field, editedId)
      if (!spouse || spouse.data[back] === edited.data[key]) continue
      updates.set(spouseId, { ...updates.get(spouseId), [back]: edited.data[key] })
    }
  }
  if (!updates.size) return data
  return data.map((d) => (updates.has(d.id) ? { ...d, data: { ...d.data, ...updates.get(d.id) } } : d))
}

/**
 * The current-marriage rules applied after a person is submitted:
 * 1. each spouse of the edited person whose current marriage pointed to the edited person is reset to '_unknown_';
 * 2. when the edited person's current marriage names a real spouse, the person that spouse had as current
 *    marriage is reset to '_unknown_', and the spouse's current marriage becomes the edited person.
 * Returns new data; the input is not changed.
 */
export function applyCurrentMarriageRules(data: Data, editedId: string): Data {
  const byId = new Map(data.map((d) => [d.id, d]))
  const edited = byId.get(editedId)
  if (!edited) return data
  const next = new Map<string, string>()
  const current = (id: string) => (next.has(id) ? next.get(id) : byId.get(id)?.data[CURRENT_MARRIAGE])

  for (const spouseId of edited.rels.spouses ?? []) {
    const spouse = byId.get(spouseId)
    if (spouse && !isPlaceholder(spouse) && current(spouseId) === editedId) next.set(spouseId, UNKNOWN_MARRIAGE)
  }

  const chosenId = edited.data[CURRENT_MARRIAGE]
  const chosen = typeof chosenId === 'string' ? byId.get(chosenId) : undefined
  if (chosen && !isPlaceholder(chosen) && chosen.id !== editedId && (edited.rels.spouses ?? []).includes(chosen.id)) {
    const previousId = current(chosen.id)
    const previous = typeof previousId === 'string' ? byId.get(previousId) : undefined
    if (previous && previous.id !== editedId && previous.id !== chosen.id) next.set(previous.id, UNKNOWN_MARRIAGE)
    next.set(chosen.id, editedId)
  }

  const changed = [...next].filter(([id, value]) => byId.get(id)!.data[CURRENT_MARRIAGE] !== value)
  if (!changed.length) return data
  const values = new Map(changed)
  return data.map((d) => (values.has(d.id) ? { ...d, data: { ...d.data, [CURRENT_MARRIAGE]: values.get(d.id) } } : d))
}

/** Everything the demo does after a submit: mirror the marriage fields, then the current-marriage rules. */
export function afterMarriageSubmit(data: Data, editedId: string): Data {
  return applyCurrentMarriageRules(mirrorMarriageFields(data, editedId), editedId)
}
