/** A person → an INDI record: the kept structures with the edits of name, gender and dates merged in. */
import type { Datum } from '../data/types'
import { EVENT_FIELDS, eventDateOf, namePartsOf, nameValue, plainEvent, plainName, type MappedEvent } from './person-fields'
import type { GedcomNode, KeptPerson } from './types'

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** A date field as a GEDCOM date: ISO dates (`1990-05-12`, `1990-05`) become `12 MAY 1990`; other text is kept. */
export function gedcomDate(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim()
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text)
  if (!m || +m[2] < 1 || +m[2] > 12) return text
  const month = `${MONTHS[+m[2] - 1]} ${m[1]}`
  return m[3] ? `${+m[3]} ${month}` : month
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

/** The kept NAME with a new first and last name: value, GIVN and SURN follow; a suffix after the slashes stays. */
function editedName(node: GedcomNode, first: string, last: string): GedcomNode {
  const value = node.value ?? ''
  const open = value.indexOf('/')
  const close = open >= 0 ? value.indexOf('/', open + 1) : -1
  const suffix = close >= 0 ? value.slice(close + 1).trim() : ''
  const children: GedcomNode[] = []
  for (const c of node.children ?? []) {
    const edited = c.tag === 'GIVN' ? first : c.tag === 'SURN' ? last : null
    if (edited === null) children.push(c)
    else if (edited) children.push({ ...c, value: edited })
  }
  const out: GedcomNode = { tag: 'NAME', value: [nameValue(first, last), suffix].filter(Boolean).join(' ') }
  if (children.length) out.children = children
  return out
}

/** The kept event with a new date (or none): the DATE line changes, the rest stays. */
function eventWithDate(node: GedcomNode, date: string | undefined): GedcomNode {
  const children = [...(node.children ?? [])]
  const at = children.findIndex((c) => c.tag === 'DATE')
  if (date === undefined) {
    if (at >= 0) children.splice(at, 1)
  } else if (at >= 0) {
    children[at] = { tag: 'DATE', value: date }
  } else {
    children.unshift({ tag: 'DATE', value: date })
  }
  const out: GedcomNode = { ...node }
  if (children.length) out.children = children
  else delete out.children
  return out
}

/** A FAMC / FAMS line to write, with the structures kept under the same link at import. */
export interface FamilyLink {
  tag: 'FAMC' | 'FAMS'
  xref: string
  /** The family's id in the imported file, to find the kept link. */
  keptXref?: string
}

/** Maps the pointers of kept structures to the ids export writes. */
export type RemapNodes = (nodes: GedcomNode[]) => GedcomNode[]

/** The INDI record of `d`, written with id `xref` and the family `links` given. */
export function personRecord(d: Datum, kept: KeptPerson, xref: string, links: FamilyLink[], remap: RemapNodes): GedcomNode {
  const nodes = Array.isArray(kept.nodes) ? kept.nodes : []
  const first = text(d.data?.['first name'])
  const last = text(d.data?.['last name'])
  const gender = d.data?.gender
  // NAME, SEX, BIRT and DEAT come first, in that order (kept ones with the edits merged in); the rest as kept.
  const front: GedcomNode[] = []
  const used = new Set<GedcomNode>()
  const firstOf = (tag: string) => {
    const node = nodes.find((n) => n && n.tag === tag)
    if (node) used.add(node)
    return node
  }

  const keptName = firstOf('NAME')
  if (keptName) {
    const parts = namePartsOf(keptName)
    front.push(parts.first === first && parts.last === last ? keptName : editedName(keptName, first, last))
  } else {
    const name = plainName(first, last)
    if (name) front.push(name)
  }

  const keptSex = firstOf('SEX')
  const unchanged = kept.gender !== undefined && kept.gender === gender
  if (keptSex) front.push(unchanged ? keptSex : { ...keptSex, value: gender === 'F' ? 'F' : 'M' })
  else if (!unchanged && (gender === 'M' || gender === 'F')) front.push({ tag: 'SEX', value: gender })

  for (const tag of Object.keys(EVENT_FIELDS) as MappedEvent[]) {
    const raw = text(d.data?.[EVENT_FIELDS[tag]])
    const keptEvent = firstOf(tag)
    if (keptEvent) {
      const date = eventDateOf(keptEvent)
      front.push(date === (raw || undefined) ? keptEvent : eventWithDate(keptEvent, raw ? gedcomDate(raw) : undefined))
    } else if (raw) front.push(plainEvent(tag, gedcomDate(raw)))
  }

  const children = remap([...front, ...nodes.filter((n) => n && typeof n.tag === 'string' && !used.has(n))])
  const keptLinks = Array.isArray(kept.links) ? kept.links : []
  const otherLinks = Array.isArray(kept.otherFamilies) ? kept.otherFamilies : []
  for (const link of links) {
    const source = [...keptLinks, ...otherLinks].find((l) => l && l.tag === link.tag && l.pointer === link.keptXref)
    const node: GedcomNode = { tag: link.tag, pointer: link.xref }
    if (Array.isArray(source?.children)) node.children = remap(source.children)
    children.push(node)
  }
  return { tag: 'INDI', xref, children }
}
