/** Typed change events of the edit tree: what one user edit changed, record by record, for saving to a backend. */
import type { Data, Datum } from '../../data/types'

/**
 * What kind of edit it was: a new person (`add`), a person's fields (`update`), a deleted person (`delete`), an
 * existing person linked as a new relative (`link`), a relation removed (`unlink`).
 * @since next
 */
export type EditEventType = 'add' | 'update' | 'delete' | 'link' | 'unlink'

/**
 * One edit, as saved data. `people` are the ids of every record that changed; `before` holds those records as they
 * were (a new person has none) and `after` as they are now (a deleted person has none), in the shape
 * `getStoreDataCopy()` gives, so a backend can upsert `after` and remove the ids of `people` missing from it.
 * @since next
 */
export interface EditEvent {
  type: EditEventType
  /** Who the edit was about: the new, updated, deleted or linked person, or the one a relation was removed from. */
  person: string
  /** Ids of every record that changed, in data order. */
  people: string[]
  before: Datum[]
  after: Datum[]
  /** `edit` for a change made in the form or the chart; `undo` and `redo` for the history buttons. */
  source: 'edit' | 'undo' | 'redo'
  /** The whole saved data after the edit (what `getStoreDataCopy()` returns now). */
  data: Data
}

/** The records that differ between two saved data lists, matched by id. */
export function changedRecords(before: Data, after: Data): Pick<EditEvent, 'people' | 'before' | 'after'> {
  const old = new Map<string, { datum: Datum; text: string }>()
  for (const d of before) if (d) old.set(d.id, { datum: d, text: JSON.stringify(d) })
  const seen = new Set<string>()
  const people: string[] = []
  const beforeList: Datum[] = []
  const afterList: Datum[] = []
  for (const d of after) {
    if (!d) continue
    seen.add(d.id)
    const was = old.get(d.id)
    if (was && was.text === JSON.stringify(d)) continue
    people.push(d.id)
    if (was) beforeList.push(was.datum)
    afterList.push(d)
  }
  for (const [id, was] of old) {
    if (seen.has(id)) continue
    people.push(id)
    beforeList.push(was.datum)
  }
  return { people, before: beforeList, after: afterList }
}

const relationCount = (list: Datum[]) =>
  list.reduce(
    (n, d) =>
      n +
      (d.rels?.father ? 1 : 0) +
      (d.rels?.mother ? 1 : 0) +
      (d.rels?.spouses?.length ?? 0) +
      (d.rels?.children?.length ?? 0),
    0,
  )

/** The kind of a change read from the records alone (for undo and redo, which replay whole snapshots). */
export function classifyChange({ before, after }: Pick<EditEvent, 'before' | 'after'>): EditEventType {
  const beforeIds = new Set(before.map((d) => d.id))
  const afterIds = new Set(after.map((d) => d.id))
  if (after.some((d) => !beforeIds.has(d.id))) return 'add'
  if (before.some((d) => !afterIds.has(d.id))) return 'delete'
  const fieldsSame = before.every(
    (d) => JSON.stringify(d.data) === JSON.stringify(after.find((a) => a.id === d.id)?.data),
  )
  if (!fieldsSame) return 'update'
  return relationCount(after) >= relationCount(before) ? 'link' : 'unlink'
}

/** Who a change read from the records is about: the person added or removed, else the first one changed. */
export function subjectOf(
  { people, before, after }: Pick<EditEvent, 'people' | 'before' | 'after'>,
  type: EditEventType,
): string {
  const beforeIds = new Set(before.map((d) => d.id))
  const afterIds = new Set(after.map((d) => d.id))
  if (type === 'add') return after.find((d) => !beforeIds.has(d.id))?.id ?? people[0]
  if (type === 'delete') return before.find((d) => !afterIds.has(d.id))?.id ?? people[0]
  return people[0]
}
