/**
 * A person's record written back as the file had it: when its structures were never read (nothing can have changed
 * them), it was written the way an exporter of the version writes it, and the person's name, gender, dates, family
 * links and the ids it points at are all as imported. Export then copies the text instead of writing the structures
 * again: the same lines, without making their structures (see bench/NOTES.md).
 */
import type { ChildTypeEdits } from './child-type-edits'
import { recordCopyOf } from './lazy-kept'
import { field, fieldsAsPrinted, FIELDS_UNREAD, POINTERS, PRINTED, PrintCursor, SEP } from './record-print'
import type { GedcomVersion } from './types'
import type { EndOfMarriage } from './marriage-end'
import type { WantedMarriageDate } from './marriage-date'
import type { OutFamily, PlanPerson } from './families-from-data'
import { childOfAt, childOfCount, partnerInAt, partnerInCount } from './family-plan'

/** The record ids of an export (see assignIds in export-gedcom.ts). */
export interface ExportIds {
  /** Each id of the data → the id written. */
  map: Map<string, string>
  /** Every person and family kept their own id: no lookup is needed to know it. */
  allOwn: boolean
}

/** Whether a person or family id (one export claimed) is written as itself. */
const ownId = (ids: ExportIds, id: string): boolean => ids.allOwn || ids.map.get(id) === id

/**
 * What a person's record says, in one string: version, fields, FAMC and FAMS targets (`links`: 'C' or 'S' and the
 * id, each), then the other ids it points at; between PRINTED marks, as lazy-kept.ts stores it beside the text. Made
 * by one join: a string made by `+` stays a tree of pieces, many objects kept to the end of a big import.
 */
export function recordPrint(version: GedcomVersion, fields: PrintedFields, links: string, pointers: string[]): string {
  return [
    PRINTED,
    version,
    SEP,
    field(fields.first),
    SEP,
    field(fields.last),
    SEP,
    field(fields.gender),
    SEP,
    field(fields.birthday),
    SEP,
    field(fields.death),
    SEP,
    links,
    POINTERS,
    pointers.join(SEP),
    PRINTED,
  ].join('')
}

/** The fields a print says: a person's data fields, or what the reader read into them (read-person.ts Reading). */
export interface PrintedFields {
  first: unknown
  last: unknown
  gender: unknown
  birthday: unknown
  death: unknown
}

/** One FAMC ('C') or FAMS ('S') target of a print. */
export const printLink = (tag: 'C' | 'S', id: string) => tag + id + SEP

/** The record's text to write for `d` (without its last line break), or undefined when it must be written anew. */
export function copiedRecord(
  person: PlanPerson,
  ids: ExportIds,
  version: GedcomVersion,
  typeEdits: ChildTypeEdits,
): string | undefined {
  const d = person.d
  const copy = recordCopyOf(d.gedcom)
  if (copy === undefined || person.printAt === -1 || !ownId(ids, d.id)) return undefined
  const at = new PrintCursor(copy)
  // The plan's first walk read the fields while the data was at hand (not again here), unless it was not asked to.
  if (person.printAt !== FIELDS_UNREAD) at.pos = person.printAt
  else if (!fieldsAsPrinted(at, d.data, version)) return undefined
  // The FAMC links, then the FAMS links (the order writePeople writes them in), read from the plan without a list of links.
  const children = childOfCount(person)
  for (let i = 0; i < children; i++) if (!linkAsPrinted(at, childOfAt(person, i), 'C', ids)) return undefined
  for (let i = 0, n = partnerInCount(person); i < n; i++)
    if (!linkAsPrinted(at, partnerInAt(person, i), 'S', ids)) return undefined
  if (!at.endsWithOwnIds(ids.map)) return undefined
  for (let i = 0; i < children; i++) if (typeEdits(person, childOfAt(person, i)) !== null) return undefined
  return at.text()
}

/** Whether the print's next link is to `family`, written under the id it had in the file. */
function linkAsPrinted(at: PrintCursor, family: OutFamily, prefix: 'C' | 'S', ids: ExportIds): boolean {
  const xref = family.kept?.xref
  return xref !== undefined && family.xref === xref && ownId(ids, xref) && at.next(xref, prefix)
}

/**
 * What a FAM record says, in one string (see recordPrint): version, partners, the children of its CHIL lines, its end,
 * its marriage date, the ids it points at.
 */
export function familyPrint(
  version: GedcomVersion,
  partners: { husband?: { id: string }; wife?: { id: string } },
  children: { id: string }[],
  end: EndOfMarriage | undefined,
  pointers?: string[] | null,
  marriage?: string,
): string {
  const parts = [PRINTED, version, SEP, partners.husband?.id ?? '', SEP, partners.wife?.id ?? '', SEP]
  for (const c of children) parts.push('C', c.id, SEP)
  if (end) parts.push('E', end.kind, SEP, 'E', end.date ?? '', SEP)
  if (marriage !== undefined) parts.push('M', marriage, SEP)
  parts.push(POINTERS)
  // `pointers`: each id followed by the tag of its line.
  if (pointers) for (let i = 0; i < pointers.length; i += 2) parts.push(i ? SEP : '', pointers[i])
  parts.push(PRINTED)
  return parts.join('')
}

/** The FAM record's text to write for `f` (without its last line break), or undefined when it must be written anew. */
export function copiedFamily(
  f: OutFamily,
  ids: ExportIds,
  version: GedcomVersion,
  end: EndOfMarriage | undefined | 'kept',
  typeEdits: ChildTypeEdits,
  marriage: WantedMarriageDate,
): string | undefined {
  const copy = recordCopyOf(f.kept)
  if (copy === undefined || f.xref !== f.kept!.xref || !ownId(ids, f.xref)) return undefined
  const at = new PrintCursor(copy)
  if (!at.next(version) || !at.next(f.husband ?? '') || !at.next(f.wife ?? '')) return undefined
  if ((f.husband !== undefined && !ownId(ids, f.husband)) || (f.wife !== undefined && !ownId(ids, f.wife)))
    return undefined
  for (const c of f.childPeople) if (!ownId(ids, c.id) || !at.next(c.id, 'C')) return undefined
  if (end === 'kept') {
    if (at.print.charCodeAt(at.pos) === 69 /* E */ && (!at.skip() || !at.skip())) return undefined
  } else if (end && (!at.next(end.kind, 'E') || !at.next(end.date ?? '', 'E'))) return undefined
  if (marriage === 'kept') {
    if (at.print.charCodeAt(at.pos) === 77 /* M */ && !at.skip()) return undefined
  } else if (marriage !== undefined && !at.next(marriage, 'M')) return undefined
  if (!at.endsWithOwnIds(ids.map)) return undefined
  for (const c of f.childPeople) if (typeEdits(c, f) !== null) return undefined
  return at.text()
}
