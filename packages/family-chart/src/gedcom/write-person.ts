/** A person → an INDI record: the kept structures in order with the edits of name, gender, dates and links merged in. */
import type { Datum } from '../data/types'
import type { ChildTypeEdits } from './child-type-edits'
import type { OutFamily, PlanPerson } from './families-from-data'
import {
  EVENT_FIELDS,
  eventDateOf,
  eventWithDate,
  namePartsOf,
  nameValue,
  plainEvent,
  plainName,
  type MappedEvent,
} from './person-fields'
import { famcWithEdit } from './relationship-types'
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

/** A FAMC / FAMS line to write: the family, and (FAMC) the change of its PEDI. */
export interface PersonLink {
  tag: 'FAMC' | 'FAMS'
  family: OutFamily
}

/** What the writer needs besides the person. */
export interface PersonContext {
  typeEdits: ChildTypeEdits
}

// The mapped structures in the order a record without kept structures has them.
const MAPPED = ['NAME', 'SEX', 'BIRT', 'DEAT'] as const
type Mapped = (typeof MAPPED)[number]

/** The mapped structure for the data: the kept one (edited when the data changed), a new one, or undefined (none). */
function mappedNode(tag: Mapped, d: Datum, kept: KeptPerson, keptNode: GedcomNode | undefined): GedcomNode | undefined {
  if (tag === 'NAME') {
    const first = text(d.data?.['first name'])
    const last = text(d.data?.['last name'])
    if (!keptNode) return plainName(first, last)
    const parts = namePartsOf(keptNode)
    return parts.first === first && parts.last === last ? keptNode : editedName(keptNode, first, last)
  }
  if (tag === 'SEX') {
    const gender = d.data?.gender
    const unchanged = kept.gender !== undefined && kept.gender === gender
    if (keptNode)
      return unchanged || keptNode.value === gender ? keptNode : { ...keptNode, value: gender === 'F' ? 'F' : 'M' }
    return !unchanged && (gender === 'M' || gender === 'F') ? { tag: 'SEX', value: gender } : undefined
  }
  const raw = text(d.data?.[EVENT_FIELDS[tag as MappedEvent]])
  if (!keptNode) return raw ? plainEvent(tag as MappedEvent, gedcomDate(raw)) : undefined
  if (eventDateOf(keptNode) === (raw || undefined)) return keptNode
  const edited = eventWithDate(keptNode, raw ? gedcomDate(raw) : undefined)
  // A birth or death that said only its date goes with it.
  return edited.children || edited.value || edited.pointer !== undefined ? edited : undefined
}

/** The line of a link, with the structures kept under it (and the PEDI change) when there was one. */
function linkNode(person: PlanPerson, link: PersonLink, kept: GedcomNode | undefined, ctx: PersonContext): GedcomNode {
  // Pointers are written through the export's ids, which map a kept family's id and a new family's own.
  const base: GedcomNode = kept ?? { tag: link.tag, pointer: link.family.kept?.xref ?? link.family.xref }
  return link.tag === 'FAMC' ? famcWithEdit(base, ctx.typeEdits(person, link.family)) : base
}

/** The top-level structures of the INDI record of `d` (its links in `links`, FAMC first). */
export function personNodes(
  person: PlanPerson,
  kept: KeptPerson,
  links: PersonLink[],
  ctx: PersonContext,
): GedcomNode[] {
  const d = person.d
  const nodes = Array.isArray(kept.nodes) ? kept.nodes : null
  if (!nodes) {
    const out: GedcomNode[] = []
    for (const tag of MAPPED) {
      const node = mappedNode(tag, d, kept, undefined)
      if (node) out.push(node)
    }
    for (const link of links) out.push(linkNode(person, link, undefined, ctx))
    return out
  }
  return mergeKept(person, kept, nodes, links, ctx)
}

/**
 * A kept FAMC / FAMS line that is not the person's link to a family of the data, but the file's line all the same: a
 * second line for a family written above (7.0 files give each its own PEDI and STAT), or a line naming a family the
 * file did not have. Any other such line named a family the person has left, and is dropped.
 */
function keptAsWritten(n: GedcomNode, written: PersonLink[], kept: KeptPerson): boolean {
  if (written.some((l) => l.tag === n.tag && l.family.kept?.xref === n.pointer)) return true
  return Array.isArray(kept.missingFamilies) && kept.missingFamilies.includes(n.pointer!)
}

/**
 * The kept structures in their order: the first NAME, SEX, BIRT and DEAT merged with the data (a new one goes after
 * the mapped structure before it in the usual order, else first), each FAMC / FAMS line kept while its family still
 * is the person's, or as keptAsWritten says (new links go after the last link, else at the end), everything else as
 * it was.
 */
function mergeKept(
  person: PlanPerson,
  kept: KeptPerson,
  nodes: GedcomNode[],
  links: PersonLink[],
  ctx: PersonContext,
): GedcomNode[] {
  const d = person.d
  const firstOf = new Map<string, GedcomNode>()
  for (const n of nodes)
    if (n && (MAPPED as readonly string[]).includes(n.tag) && !firstOf.has(n.tag)) firstOf.set(n.tag, n)
  const missing = MAPPED.filter((tag) => !firstOf.has(tag)).map((tag) => ({
    tag,
    node: mappedNode(tag, d, kept, undefined),
  }))
  const out: GedcomNode[] = []
  const placeMissing = (before: number) => {
    while (missing.length && MAPPED.indexOf(missing[0].tag) < before) {
      const m = missing.shift()!
      if (m.node) out.push(m.node)
    }
  }
  if (!firstOf.size) placeMissing(MAPPED.length)
  const open = links.slice()
  const written: PersonLink[] = []
  let afterLinks = -1
  for (const n of nodes) {
    if (!n || typeof n.tag !== 'string') continue
    const stage = MAPPED.indexOf(n.tag as Mapped)
    if (stage >= 0 && firstOf.get(n.tag) === n) {
      placeMissing(stage)
      const merged = mappedNode(n.tag as Mapped, d, kept, n)
      if (merged) out.push(merged)
      const next = MAPPED.findIndex((tag, i) => i > stage && firstOf.has(tag))
      placeMissing(next < 0 ? MAPPED.length : next)
    } else if ((n.tag === 'FAMC' || n.tag === 'FAMS') && typeof n.pointer === 'string' && n.pointer !== 'VOID') {
      const at = open.findIndex((l) => l.tag === n.tag && l.family.kept?.xref === n.pointer)
      if (at >= 0) {
        out.push(linkNode(person, open[at], n, ctx))
        written.push(open[at])
        open.splice(at, 1)
      } else if (keptAsWritten(n, written, kept)) out.push(n)
      else continue
      afterLinks = out.length
    } else out.push(n)
  }
  placeMissing(MAPPED.length)
  out.splice(afterLinks < 0 ? out.length : afterLinks, 0, ...open.map((l) => linkNode(person, l, undefined, ctx)))
  return out
}
