/** The sentences the edit tree shows and announces after each edit ("Added Mary as mother of John"), in the chart's words. */
import type { Datum } from '../../data/types'
import type { Say } from '../../data/say'
import { personName } from '../../data/person-name'
import { placeholderRelation } from '../../data/markers'

type Lookup = (id: string) => Datum | undefined

/** After a placeholder became a real person (or was linked to an existing one, `linked`). */
export function addedText(
  placeholder: Datum,
  saved: Datum | undefined,
  get: Lookup,
  linked = false,
  say?: Say,
): string {
  const rel = placeholderRelation(placeholder)
  const name = personName(saved) || (say?.('edit.newPerson') ?? 'the new person')
  if (!rel) return say?.('edit.added', { name }) ?? `Added ${name}`
  const other = personName(get(rel.rel_id))
  const relation = say?.(`relType.${rel.rel_type}`) ?? rel.rel_type
  return (
    say?.(linked ? 'edit.linkedAs' : 'edit.addedAs', { name, relation, other }) ??
    `${linked ? 'Linked' : 'Added'} ${name} as ${relation} of ${other}`
  )
}

/** After a person's own fields were saved. */
export function savedText(person: Datum | undefined, say?: Say): string {
  if (!person) return say?.('edit.saved') ?? 'Saved'
  const name = personName(person)
  return say?.('edit.savedName', { name }) ?? `Saved ${name}`
}

/** After a delete: removed, or kept blank as an unknown person because others depend on them to stay connected. */
export function deletedText(name: string, removed: boolean, say?: Say): string {
  if (removed) return say?.('edit.deleted', { name }) ?? `Deleted ${name}`
  return say?.('edit.deletedKept', { name }) ?? `Deleted ${name}; an unknown person keeps the family connected`
}

/** After a relation was removed. */
export function removedRelationText(person: Datum | undefined, relative: Datum | undefined, say?: Say): string {
  const [name, other] = [personName(person), personName(relative)]
  return say?.('edit.removedRelation', { name, other }) ?? `Removed the relation between ${name} and ${other}`
}
