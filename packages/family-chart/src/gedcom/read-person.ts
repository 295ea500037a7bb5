/** One INDI record → a person: name, gender, birth and death dates, and everything else kept for export. */
import type { Datum, Gender } from '../data/types'
import type { FamilyEntry } from './link-families'
import { eventDateOf, isPlainEvent, isPlainName, namePartsOf } from './person-fields'
import type { GedcomNode, KeptPerson } from './types'

/** A FAMC or FAMS line: the family's id when the line is only that, else the line itself (it has structures below). */
export type FamilyLink = string | GedcomNode

/**
 * A short list kept per person until the end of the import: most people have one item or none, and each list is one
 * more object for the garbage collector to move, so one item is held as itself.
 */
export type Few<T extends object | string> = T | T[] | null

export const fewCount = <T extends object | string>(few: Few<T>): number => (few === null ? 0 : Array.isArray(few) ? few.length : 1)
export const fewAt = <T extends object | string>(few: Few<T>, i: number): T => (Array.isArray(few) ? few[i] : (few as T))
/** `few` with `item` added at the end. */
export function fewAdd<T extends object | string>(few: Few<T>, item: T): Few<T> {
  if (few === null) return item
  if (Array.isArray(few)) { few.push(item); return few }
  return [few as T, item]
}
/** Whether `few` holds `item`. */
export function fewHas<T extends object | string>(few: Few<T>, item: T): boolean {
  return few === item || (Array.isArray(few) && few.includes(item))
}

/**
 * A person being imported, with their family links still to resolve. The import keeps one per INDI record until the
 * end, so it holds only what the data needs: the link state lives here rather than in maps keyed by id.
 */
export interface PersonEntry {
  readonly kind: 'person'
  id: string
  data: Datum['data']
  /** What export needs beyond the data fields; null while there is nothing. */
  kept: KeptPerson | null
  /** The FAMC and FAMS lines of the record, in order. */
  famc: Few<FamilyLink>
  fams: Few<FamilyLink>
  /** SEX as written when it was not M or F ('' when missing). */
  otherSex: string | null
  line: number
  /** The families the person is a partner in and a child of, each once, in the order found. */
  partnerIn: Few<FamilyEntry>
  childIn: Few<FamilyEntry>
  /** The family whose partners are the person's father and mother. */
  parents: FamilyEntry | null
  father: PersonEntry | null
  mother: PersonEntry | null
  /** For the own-ancestor walk. */
  mark: number
}

/** The person's kept structures, created when first needed. */
export function keptOf(p: PersonEntry): KeptPerson {
  return p.kept ?? (p.kept = {})
}

/** The data fields, in one object literal per shape (adding fields one by one costs a second allocation). */
function dataOf(gender: Gender, first: string, last: string, birthday: string | undefined, death: string | undefined, deathFirst: boolean): Datum['data'] {
  if (birthday === undefined) {
    return death === undefined ? { gender, 'first name': first, 'last name': last } : { gender, 'first name': first, 'last name': last, death }
  }
  if (death === undefined) return { gender, 'first name': first, 'last name': last, birthday }
  return deathFirst
    ? { gender, 'first name': first, 'last name': last, death, birthday }
    : { gender, 'first name': first, 'last name': last, birthday, death }
}

/** Makes what a person keeps from the structures the data does not show (at least one, in the record's order). */
export type KeepNodes = (nodes: GedcomNode[]) => KeptPerson

/** The structures themselves, in a list of its exact length (a list grown by push reserves room for 17). */
export const keepAsRead: KeepNodes = (nodes) => ({ nodes: nodes.length > 1 ? nodes.slice() : nodes })

/**
 * Reads one INDI record. The gender of a person without SEX M or F is settled later, from their family roles.
 * `withLinks` false: the FAMC and FAMS lines are left out (a duplicate id's record); `keep`: see KeepNodes.
 */
export function readPerson(record: GedcomNode, id: string, line: number, withLinks: boolean, keep: KeepNodes = keepAsRead): PersonEntry {
  let gender: Gender = 'M'
  let first = ''
  let last = ''
  let birthday: string | undefined
  let death: string | undefined
  let deathFirst = false
  let nodes: GedcomNode[] | null = null
  let famc: Few<FamilyLink> = null
  let fams: Few<FamilyLink> = null
  let otherSex: string | null = ''
  let named = false
  let sexed = false
  let born = false
  let died = false
  const children = record.children
  const n = children ? children.length : 0

  for (let k = 0; k < n; k++) {
    const node = children![k]
    const tag = node.tag
    if ((tag === 'FAMC' || tag === 'FAMS') && node.pointer !== undefined) {
      if (!withLinks) continue
      // A plain link is kept as its id: the line's object can then be collected young.
      const link = node.children || node.xref !== undefined || node.value !== undefined ? node : node.pointer
      if (tag === 'FAMC') famc = fewAdd(famc, link)
      else fams = fewAdd(fams, link)
      continue
    }
    if (tag === 'NAME' && !named) {
      named = true
      const parts = namePartsOf(node)
      first = parts.first
      last = parts.last
      if (isPlainName(node, first, last)) continue
    } else if (tag === 'SEX' && !sexed) {
      sexed = true
      const sex = (node.value ?? '').trim().toUpperCase()
      if (sex === 'M' || sex === 'F') {
        gender = sex
        otherSex = null
        if (!node.children) continue
      } else otherSex = node.value ?? ''
    } else if (tag === 'BIRT' && !born) {
      born = true
      const date = eventDateOf(node)
      if (date !== undefined) birthday = date
      if (isPlainEvent(node, date)) continue
    } else if (tag === 'DEAT' && !died) {
      died = true
      const date = eventDateOf(node)
      if (date !== undefined) { death = date; deathFirst = birthday === undefined }
      if (isPlainEvent(node, date)) continue
    }
    if (nodes) nodes.push(node)
    else nodes = [node]
  }
  return {
    kind: 'person',
    id,
    data: dataOf(gender, first, last, birthday, death, deathFirst),
    kept: nodes ? keep(nodes) : null,
    famc,
    fams,
    otherSex,
    line,
    partnerIn: null,
    childIn: null,
    parents: null,
    father: null,
    mother: null,
    mark: 0,
  }
}

/** The structures an INDI record keeps for export (see readPerson): those the data fields do not show. */
export function keptNodesOf(record: GedcomNode): GedcomNode[] {
  return readPerson(record, '', 0, false).kept?.nodes ?? []
}

/** "Jane Doe (I3)", or "I3" for a person without a name: how warnings name people. */
export function personLabel(p: { id: string; data: Datum['data'] }): string {
  const name = [p.data['first name'], p.data['last name']].filter(Boolean).join(' ')
  return name ? `${name} (${p.id})` : p.id
}
