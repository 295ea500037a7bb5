/** The sentences the edit tree shows and announces after each edit ("Added Mary as mother of John"). */
import type { Datum } from '../../data/types'
import { personName } from '../../data/person-name'
import { placeholderRelation } from '../../data/markers'

type Lookup = (id: string) => Datum | undefined

/** After a placeholder became a real person (or was linked to an existing one, `linked`). */
export function addedText(placeholder: Datum, saved: Datum | undefined, get: Lookup, linked = false): string {
  const rel = placeholderRelation(placeholder)
  const who = personName(saved) || 'the new person'
  if (!rel) return `Added ${who}`
  const of = personName(get(rel.rel_id))
  return `${linked ? 'Linked' : 'Added'} ${who} as ${rel.rel_type} of ${of}`
}

/** After a person's own fields were saved. */
export function savedText(person: Datum | undefined): string {
  return person ? `Saved ${personName(person)}` : 'Saved'
}

/** After a delete: removed, or kept blank as an unknown person because others depend on them to stay connected. */
export function deletedText(name: string, removed: boolean): string {
  return removed ? `Deleted ${name}` : `Deleted ${name}; an unknown person keeps the family connected`
}

/** After a relation was removed. */
export function removedRelationText(person: Datum | undefined, relative: Datum | undefined): string {
  return `Removed the relation between ${personName(person)} and ${personName(relative)}`
}
