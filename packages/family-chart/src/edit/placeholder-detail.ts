// What a placeholder of add-relative mode stands for, in words: which couple a new child belongs to, whose parent
// a co-parent spouse becomes. Shown on the placeholder card, in its form and in the person's list of new relatives.
import type { Datum } from '../data/types'
import { personName } from '../data/person-name'
import { isPlaceholder, placeholderRelation } from '../data/markers'

type Lookup = (id: string) => Datum | undefined

const NEW_SPOUSE = 'the new spouse'

/** Names a list of people: "Ann", "Ann and Tom", "Ann, Tom and 2 more". */
function namesOf(people: Datum[]): string {
  const names = people.map(personName)
  if (names.length <= 1) return names.join('')
  if (names.length === 2) return `${names[0]} and ${names[1]}`
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`
}

/**
 * The second line of a placeholder: "with <other parent>" for a new son or daughter ("with the new spouse" when
 * the other parent is itself a placeholder), "parent of <children>" for a placeholder spouse who becomes the other
 * parent of existing children; undefined for the rest.
 */
export function placeholderDetail(d: Datum, get: Lookup): string | undefined {
  const rel = placeholderRelation(d)
  if (!rel) return undefined
  if (rel.rel_type === 'son' || rel.rel_type === 'daughter') {
    const other = rel.other_parent_id ? get(rel.other_parent_id) : undefined
    if (!other) return undefined
    return `with ${isPlaceholder(other) ? NEW_SPOUSE : personName(other)}`
  }
  if (rel.rel_type === 'spouse') {
    const children = (d.rels.children ?? []).map(get).filter((c): c is Datum => !!c && !isPlaceholder(c))
    if (children.length) return `parent of ${namesOf(children)}`
  }
  return undefined
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A sentence saying whom a placeholder relates to: "Father of John", "Son of John and Anna", "Spouse of John,
 * parent of Ben". Undefined for a datum that is not a placeholder.
 */
export function placeholderSubtitle(d: Datum, get: Lookup): string | undefined {
  const rel = placeholderRelation(d)
  if (!rel) return undefined
  const person = personName(get(rel.rel_id))
  if (rel.rel_type === 'son' || rel.rel_type === 'daughter') {
    const other = rel.other_parent_id ? get(rel.other_parent_id) : undefined
    const otherName = other ? (isPlaceholder(other) ? NEW_SPOUSE : personName(other)) : ''
    return `${capitalised(rel.rel_type)} of ${person}${otherName ? ` and ${otherName}` : ''}`
  }
  const detail = placeholderDetail(d, get)
  return `${capitalised(rel.rel_type)} of ${person}${detail ? `, ${detail}` : ''}`
}
