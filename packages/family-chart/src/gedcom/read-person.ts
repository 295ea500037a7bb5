/** One INDI record → a person: name, gender, birth and death dates, and everything else kept for export. */
import type { Datum } from '../data/types'
import { EVENT_FIELDS, eventDateOf, isPlainEvent, isPlainName, namePartsOf } from './person-fields'
import type { GedcomNode, KeptPerson } from './types'

/** A person being imported, with their family links still to resolve. */
export interface PersonEntry {
  datum: Datum
  kept: KeptPerson
  /** The FAMC and FAMS lines of the record, in order. */
  famc: GedcomNode[]
  fams: GedcomNode[]
  /** SEX as written when it was not M or F ('' when missing). */
  otherSex: string | null
  line: number
}

/** Reads one INDI record. The gender of a person without SEX M or F is settled later, from their family roles. */
export function readPerson(record: GedcomNode, id: string, line: number): PersonEntry {
  const data: Datum['data'] = { gender: 'M', 'first name': '', 'last name': '' }
  const nodes: GedcomNode[] = []
  const famc: GedcomNode[] = []
  const fams: GedcomNode[] = []
  let otherSex: string | null = ''
  let named = false
  let sexed = false
  let born = false
  let died = false

  for (const node of record.children ?? []) {
    const tag = node.tag
    if (tag === 'FAMC' && node.pointer !== undefined) { famc.push(node); continue }
    if (tag === 'FAMS' && node.pointer !== undefined) { fams.push(node); continue }
    if (tag === 'NAME' && !named) {
      named = true
      const { first, last } = namePartsOf(node)
      data['first name'] = first
      data['last name'] = last
      if (!isPlainName(node, first, last)) nodes.push(node)
      continue
    }
    if (tag === 'SEX' && !sexed) {
      sexed = true
      const sex = (node.value ?? '').trim().toUpperCase()
      if ((sex === 'M' || sex === 'F') && !node.children) {
        data.gender = sex
        otherSex = null
        continue
      }
      if (sex === 'M' || sex === 'F') { data.gender = sex; otherSex = null } else otherSex = node.value ?? ''
      nodes.push(node)
      continue
    }
    if ((tag === 'BIRT' && !born) || (tag === 'DEAT' && !died)) {
      if (tag === 'BIRT') born = true
      else died = true
      const date = eventDateOf(node)
      if (date !== undefined) data[EVENT_FIELDS[tag]] = date
      if (!isPlainEvent(node, date)) nodes.push(node)
      continue
    }
    nodes.push(node)
  }
  const kept: KeptPerson = {}
  if (nodes.length) kept.nodes = nodes
  return { datum: { id, data, rels: {} }, kept, famc, fams, otherSex, line }
}

/** "Jane Doe (I3)", or "I3" for a person without a name: how warnings name people. */
export function personLabel(datum: Datum): string {
  const name = [datum.data['first name'], datum.data['last name']].filter(Boolean).join(' ')
  return name ? `${name} (${datum.id})` : datum.id
}
