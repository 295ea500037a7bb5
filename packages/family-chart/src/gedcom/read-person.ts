/** One INDI record → a person: name, gender, birth and death dates, family links, and the record kept for export. */
import type { Datum, Gender } from '../data/types'
import { fewAdd, type Few } from './few'
import type { FamilyLink, PersonEntry } from './entries'
import { eventDateOf, isPlainEvent, isPlainName, namePartsOf } from './person-fields'
import { ownDataOf } from './own-keys'
import { adoptionOf } from './relationship-types'
import type { GedcomNode, KeptPerson } from './types'

/** The data fields, in one object literal per shape (adding fields one by one costs a second allocation). */
function dataOf(
  gender: Gender,
  first: string,
  last: string,
  birthday: string | undefined,
  death: string | undefined,
  deathFirst: boolean,
): Datum['data'] {
  if (birthday === undefined) {
    return death === undefined
      ? { gender, 'first name': first, 'last name': last }
      : { gender, 'first name': first, 'last name': last, death }
  }
  if (death === undefined) return { gender, 'first name': first, 'last name': last, birthday }
  return deathFirst
    ? { gender, 'first name': first, 'last name': last, death, birthday }
    : { gender, 'first name': first, 'last name': last, birthday, death }
}

/**
 * Makes what a person keeps from their record (one whose structures say more than the data fields); the import's
 * index gives the kept object its structures afterwards (see index-records.ts).
 */
export type KeepRecord = (record: GedcomNode) => KeptPerson

/** The record's structures themselves. */
export const keepAsRead: KeepRecord = (record) => ({ nodes: record.children ?? [] })

// The order in which a record says only what the data holds, and export writes a person without kept structures.
export const STAGE: Record<string, number> = { NAME: 1, SEX: 2, BIRT: 3, DEAT: 4, FAMC: 5, FAMS: 6 }

/** The fields read from a record, and whether the record says no more than they do, in the order export writes. */
export interface Reading {
  gender: Gender
  first: string
  last: string
  birthday: string | undefined
  death: string | undefined
  deathFirst: boolean
  otherSex: string | null
  famc: Few<FamilyLink>
  fams: Few<FamilyLink>
  adoptions: Few<GedcomNode>
  plain: boolean
}

/** Reads one structure of an INDI record into `r`; returns whether it is one export writes again from the data. */
function readStructure(node: GedcomNode, r: Reading, seen: number, withLinks: boolean): boolean {
  const tag = node.tag
  if (tag === 'FAMC' || tag === 'FAMS') {
    if (node.pointer === undefined || node.pointer === 'VOID' || !withLinks) return false
    // A plain link is kept as its id: the line's object can then be collected young.
    const plain = !node.children && node.xref === undefined && node.value === undefined
    const link = plain ? node.pointer : node
    if (tag === 'FAMC') r.famc = fewAdd(r.famc, link)
    else r.fams = fewAdd(r.fams, link)
    return plain && !(tag === 'FAMC' && seen & (1 << STAGE.FAMC))
  }
  if (tag === 'ADOP' && adoptionOf(node)) r.adoptions = fewAdd(r.adoptions, node)
  const stage = STAGE[tag]
  if (stage === undefined || seen & (1 << stage)) return false
  if (tag === 'NAME') {
    const parts = namePartsOf(node)
    r.first = parts.first
    r.last = parts.last
    return isPlainName(node, r.first, r.last)
  }
  if (tag === 'SEX') {
    const sex = (node.value ?? '').trim().toUpperCase()
    if (sex !== 'M' && sex !== 'F') {
      r.otherSex = node.value ?? ''
      return false
    }
    r.gender = sex
    r.otherSex = null
    return !node.children && node.value === sex
  }
  const date = eventDateOf(node)
  if (tag === 'BIRT') {
    if (date !== undefined) r.birthday = date
  } else if (date !== undefined) {
    r.death = date
    r.deathFirst = r.birthday === undefined
  }
  return isPlainEvent(node, date)
}

/**
 * Reads one INDI record. The gender of a person without SEX M or F is settled later, from their family roles. A
 * record that says more than the data fields (anything else, a second NAME or BIRT, a place, another order) is kept
 * whole, in order, by `keep`. `withLinks` false: the FAMC and FAMS lines are not links (a duplicate id's record).
 */
export function readPerson(
  record: GedcomNode,
  id: string,
  line: number,
  withLinks: boolean,
  keep: KeepRecord = keepAsRead,
): PersonEntry {
  const r = emptyReading()
  // The mapped tags met so far, one bit per stage: only the first NAME, SEX, BIRT and DEAT fill fields.
  let seen = 0
  const children = record.children
  let stage = 0
  for (let k = 0, n = children ? children.length : 0; k < n; k++) {
    const node = children![k]
    const plain = readStructure(node, r, seen, withLinks)
    const at = STAGE[node.tag] ?? 99
    if (!plain || at < stage) r.plain = false
    stage = at
    if (at !== 99) seen |= 1 << at
  }
  return personEntry(id, line, r, r.plain ? null : keep(record))
}

/** Nothing read yet: a record without SEX M or F has the gender settled later. */
export function emptyReading(): Reading {
  return {
    gender: 'M',
    first: '',
    last: '',
    birthday: undefined,
    death: undefined,
    deathFirst: false,
    otherSex: '',
    famc: null,
    fams: null,
    adoptions: null,
    plain: true,
  }
}

/** The entry of a person read from a record (by readPerson, or by the record scanner: scan-person.ts). */
export function personEntry(
  id: string,
  line: number,
  r: Reading,
  kept: KeptPerson | null,
  ownKeys = false,
): PersonEntry {
  return {
    kind: 'person',
    id,
    data: (ownKeys ? ownDataOf : dataOf)(r.gender, r.first, r.last, r.birthday, r.death, r.deathFirst),
    kept,
    famc: r.famc,
    fams: r.fams,
    adoptions: r.adoptions,
    otherSex: r.otherSex,
    line,
    partnerIn: null,
    childIn: null,
    parents: null,
    otherParents: null,
    father: null,
    mother: null,
    mark: 0,
    ownKeys,
    start: 0,
    end: 0,
  }
}
