// What a placeholder of add-relative mode stands for, in words: which couple a new child belongs to, whose parent
// a co-parent spouse becomes. Shown on the placeholder card, in its form and in the person's list of new relatives,
// in the chart's words (`say`, from the locale feature) or English.
import type { Datum } from '../data/types'
import type { Say } from '../data/say'
import { personName } from '../data/person-name'
import { isPlaceholder, placeholderRelation } from '../data/markers'

type Lookup = (id: string) => Datum | undefined

/** Names a list of people: "Ann", "Ann and Tom", "Ann, Tom and 2 more". */
function namesOf(people: Datum[], say: Say | undefined): string {
  const [first, second, third] = people.map(personName)
  if (people.length <= 1) return first ?? ''
  if (people.length === 2) return say?.('list.two', { first, second }) ?? `${first} and ${second}`
  if (people.length === 3) return say?.('list.three', { first, second, third }) ?? `${first}, ${second} and ${third}`
  const count = people.length - 2
  return say?.('list.more', { first, second, count }) ?? `${first}, ${second} and ${count} more`
}

/** The other parent of a new child: their name, or "the new spouse" for a placeholder. */
function otherParentName(other: Datum, say: Say | undefined): string {
  return isPlaceholder(other) ? (say?.('placeholder.newSpouse') ?? 'the new spouse') : personName(other)
}

/**
 * The second line of a placeholder: "with <other parent>" for a new son or daughter ("with the new spouse" when
 * the other parent is itself a placeholder), "parent of <children>" for a placeholder spouse who becomes the other
 * parent of existing children; undefined for the rest.
 */
export function placeholderDetail(d: Datum, get: Lookup, say?: Say): string | undefined {
  const rel = placeholderRelation(d)
  if (!rel) return undefined
  if (rel.rel_type === 'son' || rel.rel_type === 'daughter') {
    const other = rel.other_parent_id ? get(rel.other_parent_id) : undefined
    if (!other) return undefined
    const name = otherParentName(other, say)
    return say?.('placeholder.with', { name }) ?? `with ${name}`
  }
  if (rel.rel_type === 'spouse') {
    const children = (d.rels.children ?? []).map(get).filter((c): c is Datum => !!c && !isPlaceholder(c))
    if (!children.length) return undefined
    const names = namesOf(children, say)
    return say?.('placeholder.parentOf', { names }) ?? `parent of ${names}`
  }
  return undefined
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const SUBTITLE_KEYS = {
  father: 'placeholder.fatherOf',
  mother: 'placeholder.motherOf',
  spouse: 'placeholder.spouseOf',
  parent: 'placeholder.parentOfPerson',
  son: 'placeholder.sonOf',
  daughter: 'placeholder.daughterOf',
} as const

/**
 * A sentence saying whom a placeholder relates to: "Father of John", "Son of John and Anna", "Spouse of John,
 * parent of Ben". Undefined for a datum that is not a placeholder.
 */
export function placeholderSubtitle(d: Datum, get: Lookup, say?: Say): string | undefined {
  const rel = placeholderRelation(d)
  if (!rel) return undefined
  const name = personName(get(rel.rel_id))
  const key = SUBTITLE_KEYS[rel.rel_type as keyof typeof SUBTITLE_KEYS]
  if (rel.rel_type === 'son' || rel.rel_type === 'daughter') {
    const other = rel.other_parent_id ? get(rel.other_parent_id) : undefined
    const otherName = other ? otherParentName(other, say) : ''
    const said = otherName ? say?.(`${key}Couple`, { name, other: otherName }) : say?.(key, { name })
    return said ?? `${capitalised(rel.rel_type)} of ${name}${otherName ? ` and ${otherName}` : ''}`
  }
  const detail = placeholderDetail(d, get, say)
  const text = (key && say?.(key, { name })) ?? `${capitalised(rel.rel_type)} of ${name}`
  if (!detail) return text
  return say?.('placeholder.withDetail', { text, detail }) ?? `${text}, ${detail}`
}
