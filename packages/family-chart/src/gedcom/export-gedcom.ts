/** exportGedcom: family-chart data → a GEDCOM 5.5.1 or 7.0 file, with the structures kept at import written back. */
import type { Data, Datum } from '../data/types'
import { toLegacyShape } from '../data/data-shape'
import { isPlaceholder } from '../data/markers'
import { createChildTypeEdits, type ChildTypeEdits } from './child-type-edits'
import { copiedRecord, type ExportIds } from './record-copy'
import { refFieldsOf } from './ref-fields'
import { familiesFromData, keptOf, type FamilyPlan, type OutFamily } from './families-from-data'
import { childOfAt, childOfCount, partnerInAt, partnerInCount } from './family-plan'
import { GedcomError } from './gedcom-error'
import type { ExportGedcomOptions, GedcomNode, GedcomVersion } from './types'
import { writeFamily } from './write-family'
import { withLivingPrivate } from './private-people'
import { createLineWriter, writeNode, type LineWriter } from './write-lines'
import { personNodes, type PersonLink } from './write-person'
import { ExportIdMap } from './export-ids'
import { createXrefAllocator, isValidXref, type XrefAllocator } from './xrefs'

const PREFIX: Record<string, string> = {
  SOUR: 'S',
  REPO: 'R',
  OBJE: 'O',
  NOTE: 'N',
  SNOTE: 'N',
  SUBM: 'U',
  SUBN: 'U',
  FAM: 'F',
}

/**
 * Writes the data as a GEDCOM file (text; save it as UTF-8). Accepts both data shapes (`rels.father` / `rels.mother`
 * / `rels.other_parents` and `rels.parents`). People keep their id as record id when it is a valid GEDCOM id for the
 * version (otherwise they get `I1`, `I2` ...); couples and parent families become FAM records; parent types and ended
 * marriages are written as PEDI, `_FREL` / `_MREL`, DIV, ANUL or a separation. What importGedcom kept in
 * `datum.gedcom` is written back in its order, with edits of the name, gender, birthday, death and family links
 * merged in; `options.records` adds records kept apart from people. 5.5.1 files get a header with CHAR UTF-8 and a
 * submitter record, CONC for lines over 255 characters and every `@` doubled; 7.0 files use CONT only and double a
 * leading `@`. With `privacy: { living: true }` living people are written as private (see private-people.ts).
 *
 * @throws GedcomError when `data` is not an array or the version is not '5.5.1' or '7.0'.
 */
export function exportGedcom(data: Data, options: ExportGedcomOptions = {}): string {
  if (!Array.isArray(data)) throw new GedcomError('bad-input', 'exportGedcom needs the chart data: an array of people.')
  const version = options?.version ?? '5.5.1'
  if (version !== '5.5.1' && version !== '7.0')
    throw new GedcomError('bad-option', `Unknown GEDCOM version ${JSON.stringify(version)}: use '5.5.1' or '7.0'.`)
  const plan = familiesFromData(withLivingPrivate(peopleOf(data), options?.privacy), version)
  const people = plan.people.map((p) => p.d)
  const { head, records } = keptRecords(people, Array.isArray(options?.records) ? options.records : [])
  const { ids, xrefs, allOwn } = assignIds(people, plan, records, version)
  const exportIds: ExportIds = { map: ids, allOwn }
  const w = createLineWriter(version, ids)
  const submitter = settleSubmitter(head, records, ids, xrefs, version)
  writeNode(w, header(version, head, submitter), 0)
  const refs = refFieldsOf(plan.refKinds)
  const typeEdits = createChildTypeEdits(version, refs)
  writePeople(w, plan, exportIds, typeEdits)
  const families = plan.families
  for (let i = 0; i < families.length; i++) writeFamily(w, families[i], exportIds, typeEdits, refs)
  for (const r of records) writeNode(w, r.xref !== undefined ? { ...r, xref: ids.get(r.xref) ?? r.xref } : r, 0)
  // The last line break by the join (an empty last line): one flat string, where `+ '\n'` would make a string of
  // two pieces, copied flat again by whatever reads it.
  w.out.push('0 TRLR', '')
  return w.out.join('\n')
}

/** The people to write: both shapes in the 0.8 shape, without placeholders (the plan takes each id once). */
function peopleOf(data: Data): Datum[] {
  const all = toLegacyShape(data)
  // Most data has no one to leave out: the same list, not a copy of it.
  let i = 0
  while (i < all.length && isWritten(all[i])) i++
  return i === all.length ? all : all.filter(isWritten)
}

const isWritten = (d: Datum): d is Datum =>
  !!d && typeof d === 'object' && typeof d.id === 'string' && !isPlaceholder(d)

/** A record's first line and its structures, without making a record node. */
function writeRecord(w: LineWriter, tag: string, xref: string, children: GedcomNode[]): void {
  w.out.push(`0 @${xref}@ ${tag}`)
  for (let i = 0; i < children.length; i++) writeNode(w, children[i], 1)
}

/** Each person's INDI record: the record's own text when it can be copied (see record-copy.ts), else written anew. */
function writePeople(w: LineWriter, plan: FamilyPlan, ids: ExportIds, typeEdits: ChildTypeEdits): void {
  const ctx = { typeEdits }
  // Indexed loops over the people and families here: these run once per export, before the optimizer has them,
  // where a for-of loop makes an object per step.
  const people = plan.people
  for (let i = 0; i < people.length; i++) {
    const person = people[i]
    const copy = copiedRecord(person, ids, w.version, typeEdits)
    if (copy !== undefined) {
      w.out.push(copy)
      continue
    }
    const d = person.d
    const links: PersonLink[] = []
    for (let i = 0, n = childOfCount(person); i < n; i++) links.push({ tag: 'FAMC', family: childOfAt(person, i) })
    for (let i = 0, n = partnerInCount(person); i < n; i++) links.push({ tag: 'FAMS', family: partnerInAt(person, i) })
    writeRecord(w, 'INDI', ids.map.get(d.id)!, personNodes(person, keptOf(d), links, ctx))
  }
}

/**
 * The records kept at import (on the first person; any person's are taken) and those of `extra`, and the header
 * extras of the first that has them. A record id is written once; a record without an id from `extra` is left out
 * when the people hold the same one (importGedcom returns the list it keeps on the first person).
 */
function keptRecords(people: Datum[], extra: GedcomNode[]): { head: GedcomNode[]; records: GedcomNode[] } {
  const head: GedcomNode[] = []
  const records: GedcomNode[] = []
  const ids = new Set<string>()
  const unnamed = new Map<string, number>()
  const take = (kept: unknown, fromPeople: boolean) => {
    if (!Array.isArray(kept)) return
    const headTaken = head.length > 0
    for (const r of kept as GedcomNode[]) {
      if (!r || typeof r.tag !== 'string') continue
      if (r.tag === 'HEAD') {
        if (!headTaken && Array.isArray(r.children)) head.push(...r.children)
        continue
      }
      if (r.xref !== undefined) {
        if (ids.has(r.xref)) continue
        ids.add(r.xref)
      } else {
        const key = JSON.stringify(r)
        const held = unnamed.get(key) ?? 0
        if (fromPeople) unnamed.set(key, held + 1)
        else if (held > 0) {
          unnamed.set(key, held - 1)
          continue
        }
      }
      records.push(r)
    }
  }
  for (let i = 0; i < people.length; i++) take(keptOf(people[i]).records, true)
  take(extra, false)
  return { head, records }
}

/** Record ids: every valid one is reserved first, so the fresh ones never take an id something else already has. */
function assignIds(
  people: Datum[],
  plan: FamilyPlan,
  records: GedcomNode[],
  version: GedcomVersion,
): { ids: Map<string, string>; xrefs: XrefAllocator; allOwn: boolean } {
  // People are each id once (the plan took the first person with it): a valid id is theirs, with no entry anywhere.
  const keeps = (id: string) => isValidXref(id, version) && plan.byId.has(id)
  // A family the file named without having it keeps its id out of reach too: its kept lines are written as they were.
  const missing = plan.missingFamilies
  const xrefs = createXrefAllocator(version, missing === null ? keeps : (id) => keeps(id) || missing.has(id))
  // A family (or record) that reserved its own id is written as itself without an entry either.
  const ids = new ExportIdMap((id) => keeps(id) || xrefs.reserved(id))
  // What could not keep its id, in the order fresh ids are handed out: people, families, records. No closure per
  // person or family: export asks this for every one of them.
  const renamedPeople: string[] = []
  for (let i = 0; i < people.length; i++) if (!isValidXref(people[i].id, version)) renamedPeople.push(people[i].id)
  const renamedFamilies: OutFamily[] = []
  for (let i = 0; i < plan.families.length; i++) {
    const f = plan.families[i]
    if (f.kept && xrefs.reserve(f.kept.xref)) f.xref = f.kept.xref
    else renamedFamilies.push(f)
  }
  const renamedRecords: GedcomNode[] = []
  for (const r of records) {
    if (r.xref === undefined) continue
    if (xrefs.reserve(r.xref)) ids.set(r.xref, r.xref)
    else renamedRecords.push(r)
  }
  for (const id of renamedPeople) ids.set(id, xrefs.fresh(id, 'I'))
  for (const f of renamedFamilies) setFamilyId(ids, f, xrefs.fresh(f.kept ? f.kept.xref : '', 'F'))
  for (const r of renamedRecords) ids.set(r.xref!, xrefs.fresh(r.xref!, PREFIX[r.tag] ?? 'X'))
  // Only new families (no id of their own) take a fresh id without renaming anything.
  const allOwn =
    renamedPeople.length === 0 &&
    renamedRecords.length === 0 &&
    renamedFamilies.every((f) => (f.kept?.xref ?? '') === '')
  return { ids, xrefs, allOwn }
}

/** The family's id written, and what its kept id (or its new id) maps to. */
function setFamilyId(ids: Map<string, string>, f: OutFamily, x: string): void {
  f.xref = x
  if (f.kept && !ids.has(f.kept.xref)) ids.set(f.kept.xref, x)
  else if (!f.kept) ids.set(x, x)
}

/**
 * 5.5.1 needs a submitter: the imported one (its line stays among the header extras: null), or a new SUBM record,
 * whose id is returned for the header.
 */
function settleSubmitter(
  head: GedcomNode[],
  records: GedcomNode[],
  ids: Map<string, string>,
  xrefs: XrefAllocator,
  version: GedcomVersion,
): string | null {
  if (version !== '5.5.1') return null
  const at = head.findIndex((e) => e.tag === 'SUBM' && typeof e.pointer === 'string')
  const named = at >= 0 ? head[at].pointer! : null
  // The imported submitter stays where it was among the header lines.
  if (named !== null && records.some((r) => r.tag === 'SUBM' && r.xref === named)) return null
  if (at >= 0) head.splice(at, 1)
  const fresh = xrefs.fresh('', 'U')
  records.push({ tag: 'SUBM', xref: fresh, children: [{ tag: 'NAME', value: 'Unknown' }] })
  ids.set(fresh, fresh)
  return fresh
}

function header(version: GedcomVersion, extras: GedcomNode[], submitter: string | null): GedcomNode {
  const gedc: GedcomNode = { tag: 'GEDC', children: [{ tag: 'VERS', value: version }] }
  if (version === '5.5.1') gedc.children!.push({ tag: 'FORM', value: 'LINEAGE-LINKED' })
  const children: GedcomNode[] = [gedc]
  if (version === '5.5.1') children.push({ tag: 'CHAR', value: 'UTF-8' })
  children.push({ tag: 'SOUR', value: 'family-chart', children: [{ tag: 'NAME', value: 'family-chart' }] })
  if (submitter) children.push({ tag: 'SUBM', pointer: submitter })
  // SCHMA (7.0's extension-tag table) has no place in 5.5.1.
  children.push(...extras.filter((e) => !(version === '5.5.1' && e.tag === 'SCHMA')))
  return { tag: 'HEAD', children }
}
