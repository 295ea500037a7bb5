/** exportGedcom: family-chart data → a GEDCOM 5.5.1 or 7.0 file, with the structures kept at import written back. */
import type { Data, Datum } from '../data/types'
import { toLegacyShape } from '../data/data-shape'
import { familiesFromData, keptOf, type OutFamily } from './families-from-data'
import { GedcomError } from './gedcom-error'
import type { ExportGedcomOptions, GedcomNode, GedcomVersion } from './types'
import { personRecord, type FamilyLink, type RemapNodes } from './write-person'
import { writeNode } from './write-lines'
import { createXrefAllocator } from './xrefs'
import { isPlaceholder } from '../data/markers'

const PREFIX: Record<string, string> = { SOUR: 'S', REPO: 'R', OBJE: 'O', NOTE: 'N', SNOTE: 'N', SUBM: 'U', SUBN: 'U', FAM: 'F' }

/** The records kept at import (on the first person; any person's are taken), each id once, and the header extras. */
function keptRecords(people: Datum[]): { head: GedcomNode[]; records: GedcomNode[] } {
  const head: GedcomNode[] = []
  const records: GedcomNode[] = []
  const ids = new Set<string>()
  let headTaken = false
  for (const d of people) {
    const kept = keptOf(d).records
    if (!Array.isArray(kept)) continue
    for (const r of kept) {
      if (!r || typeof r.tag !== 'string') continue
      if (r.tag === 'HEAD') {
        if (!headTaken && Array.isArray(r.children)) head.push(...r.children)
        continue
      }
      if (r.xref !== undefined && ids.has(r.xref)) continue
      if (r.xref !== undefined) ids.add(r.xref)
      records.push(r)
    }
    if (head.length) headTaken = true
  }
  return { head, records }
}

/** Pointer mapping and the few tags that differ between the versions (shared notes are SNOTE in 7.0). */
function createRemap(ids: Map<string, string>, version: GedcomVersion): { remap: RemapNodes; record: (r: GedcomNode) => GedcomNode } {
  const tagFor = (node: GedcomNode, top: boolean): string => {
    if (version === '7.0' && node.tag === 'NOTE' && (top || node.pointer !== undefined)) return 'SNOTE'
    if (version === '5.5.1' && node.tag === 'SNOTE') return 'NOTE'
    return node.tag
  }
  const one = (node: GedcomNode, top: boolean): GedcomNode => {
    const out: GedcomNode = { tag: tagFor(node, top) }
    if (top && node.xref !== undefined) out.xref = ids.get(node.xref) ?? node.xref
    if (typeof node.value === 'string') out.value = node.value
    if (typeof node.pointer === 'string') {
      // A pointer to something no longer written: 7.0 has @VOID@ for that; 5.5.1 keeps it as it was.
      out.pointer = ids.get(node.pointer) ?? (version === '7.0' ? 'VOID' : node.pointer)
    }
    if (Array.isArray(node.children)) out.children = remap(node.children)
    return out
  }
  const remap: RemapNodes = (nodes) => nodes.filter((n) => n && typeof n.tag === 'string').map((n) => one(n, false))
  return { remap, record: (r) => one(r, true) }
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

/**
 * Writes the data as a GEDCOM file (text; save it as UTF-8). Accepts both data shapes (`rels.father` / `rels.mother`
 * and `rels.parents`). People keep their id as record id when it is a valid GEDCOM id for the version (otherwise
 * they get `I1`, `I2` ...); couples and parents become FAM records; what importGedcom kept in `datum.gedcom` is
 * written back, with edits of the name, gender, birthday and death merged in. 5.5.1 files get a header with CHAR
 * UTF-8 and a submitter record, CONC for lines over 255 characters and every `@` doubled; 7.0 files use CONT only
 * and double a leading `@`.
 *
 * @throws GedcomError when `data` is not an array or the version is not '5.5.1' or '7.0'.
 */
export function exportGedcom(data: Data, options: ExportGedcomOptions = {}): string {
  if (!Array.isArray(data)) throw new GedcomError('bad-input', 'exportGedcom needs the chart data: an array of people.')
  const version = options?.version ?? '5.5.1'
  if (version !== '5.5.1' && version !== '7.0') throw new GedcomError('bad-option', `Unknown GEDCOM version ${JSON.stringify(version)}: use '5.5.1' or '7.0'.`)

  const seen = new Set<string>()
  const people = toLegacyShape(data).filter((d): d is Datum => {
    if (!d || typeof d !== 'object' || typeof d.id !== 'string' || isPlaceholder(d) || seen.has(d.id)) return false
    seen.add(d.id)
    return true
  })
  const plan = familiesFromData(people)
  const { head, records } = keptRecords(people)

  // Ids: every valid one is reserved first, so the fresh ones never take an id something else already has.
  const xrefs = createXrefAllocator(version)
  const ids = new Map<string, string>()
  const pending: [string, string, (x: string) => void][] = []
  const claim = (id: string, prefix: string, set: (x: string) => void) => {
    if (xrefs.reserve(id)) set(id)
    else pending.push([id, prefix, set])
  }
  for (const d of people) claim(d.id, 'I', (x) => ids.set(d.id, x))
  for (const f of plan.families) {
    const set = (x: string) => { f.xref = x; if (f.kept && !ids.has(f.kept.xref)) ids.set(f.kept.xref, x) }
    if (f.kept) claim(f.kept.xref, 'F', set)
    else pending.push(['', 'F', set])
  }
  for (const r of records) if (r.xref !== undefined) { const id = r.xref; claim(id, PREFIX[r.tag] ?? 'X', (x) => ids.set(id, x)) }
  for (const [id, prefix, set] of pending) set(xrefs.fresh(id, prefix))

  const { remap, record } = createRemap(ids, version)
  let submitter: string | null = null
  const headExtras = remap(head)
  if (version === '5.5.1') {
    submitter = headExtras.find((e) => e.tag === 'SUBM')?.pointer ?? null
    if (submitter !== null) headExtras.splice(headExtras.findIndex((e) => e.tag === 'SUBM'), 1)
    if (submitter === null || !records.some((r) => r.tag === 'SUBM' && r.xref !== undefined && ids.get(r.xref) === submitter)) {
      submitter = xrefs.fresh('', 'U')
      records.push({ tag: 'SUBM', xref: submitter, children: [{ tag: 'NAME', value: 'Unknown' }] })
      ids.set(submitter, submitter)
    }
  }

  const out: string[] = []
  writeNode(out, header(version, headExtras, submitter), 0, version)
  const link = (tag: 'FAMC' | 'FAMS', f: OutFamily): FamilyLink => ({ tag, xref: f.xref, keptXref: f.kept?.xref })
  for (const d of people) {
    const links: FamilyLink[] = []
    const parents = plan.parentsFamily.get(d.id)
    if (parents) links.push(link('FAMC', parents))
    for (const f of plan.otherChildOf.get(d.id) ?? []) links.push(link('FAMC', f))
    for (const f of plan.partnerIn.get(d.id) ?? []) links.push(link('FAMS', f))
    writeNode(out, personRecord(d, keptOf(d), ids.get(d.id)!, links, remap), 0, version)
  }
  for (const f of plan.families) writeNode(out, familyRecord(f, ids, remap), 0, version)
  for (const r of records) writeNode(out, record(r), 0, version)
  out.push('0 TRLR')
  return out.join('\n') + '\n'
}

function familyRecord(f: OutFamily, ids: Map<string, string>, remap: RemapNodes): GedcomNode {
  const children: GedcomNode[] = []
  if (f.husband !== undefined) children.push({ tag: 'HUSB', pointer: ids.get(f.husband)! })
  if (f.wife !== undefined) children.push({ tag: 'WIFE', pointer: ids.get(f.wife)! })
  if (Array.isArray(f.kept?.nodes)) children.push(...remap(f.kept!.nodes!))
  const childNodes = f.kept?.childNodes && typeof f.kept.childNodes === 'object' ? f.kept.childNodes : {}
  for (const c of [...f.children, ...f.otherChildren]) {
    const node: GedcomNode = { tag: 'CHIL', pointer: ids.get(c)! }
    const kept = childNodes[c]
    if (Array.isArray(kept)) node.children = remap(kept)
    children.push(node)
  }
  return { tag: 'FAM', xref: f.xref, children }
}
