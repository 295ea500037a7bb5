/**
 * An OutFamily → a FAM record: the kept structures in order, partners, children, the marriage date and the end of the
 * marriage merged in.
 */
import { marriageEndDateKey, marriageEndKey, MARRIAGE_ENDS, type MarriageEnd } from '../data/parent-families'
import type { ChildTypeEdits } from './child-type-edits'
import type { OutFamily } from './families-from-data'
import { readEnd, withEnd, type EndOfMarriage } from './marriage-end'
import { chilWithEdit } from './relationship-types'
import type { GedcomNode } from './types'
import type { RefFields } from './ref-fields'
import { copiedFamily, type ExportIds } from './record-copy'
import { marriageDateWanted, twinsMarriageDate, withMarriageDate, type WantedMarriageDate } from './marriage-date'
import { writeNode, type LineWriter } from './write-lines'

/**
 * How the couple's marriage ended, as the data says it (the HUSB's fields first, else the WIFE's); 'kept' for a family
 * without two partners, whose end (if its record tells of one) the data cannot hold: it is written as it was.
 */
function endWanted(f: OutFamily, refs: RefFields): EndOfMarriage | undefined | 'kept' {
  if (f.husband === undefined || f.wife === undefined) return 'kept'
  if (!refs.anyMarriageEnds) return undefined
  if (!refs.hasMarriageEnds(f.husbandPerson) && !refs.hasMarriageEnds(f.wifePerson)) return undefined
  for (const [person, b] of [
    [f.husbandPerson, f.wife],
    [f.wifePerson, f.husband],
  ] as const) {
    if (!refs.hasMarriageEnds(person)) continue
    const data = person!.d.data
    const kind = data?.[marriageEndKey(b)]
    if (typeof kind !== 'string' || !(MARRIAGE_ENDS as readonly string[]).includes(kind)) continue
    const date = data?.[marriageEndDateKey(b)]
    return typeof date === 'string' && date.trim()
      ? { kind: kind as MarriageEnd, date: date.trim() }
      : { kind: kind as MarriageEnd }
  }
  return undefined
}

/** The FAM record of `f`: its text copied from the file when it can be (see record-copy.ts), else written anew. */
export function writeFamily(
  w: LineWriter,
  f: OutFamily,
  ids: ExportIds,
  typeEdits: ChildTypeEdits,
  refs: RefFields,
): void {
  const wantedEnd = twinsEnd(f, endWanted(f, refs))
  const marriage = twinsMarriageDate(f, marriageDateWanted(f, refs))
  const copy = copiedFamily(f, ids, w.version, wantedEnd, typeEdits, marriage)
  if (copy !== undefined) {
    w.out.push(copy)
    return
  }
  w.out.push(`0 @${f.xref}@ FAM`)
  for (const node of familyNodes(f, wantedEnd, typeEdits, marriage)) writeNode(w, node, 1)
}

/**
 * A couple with two family records has one end in the data: while one of the records says it, each record keeps its
 * own; otherwise the first record gets the change and the others stay as they were.
 */
function twinsEnd(f: OutFamily, wanted: EndOfMarriage | undefined | 'kept'): EndOfMarriage | undefined | 'kept' {
  const all = f.twins
  if (!all || wanted === 'kept') return wanted
  const says = (x: OutFamily) => {
    const end = readEnd(Array.isArray(x.kept?.nodes) ? x.kept!.nodes : [])
    return end?.kind === wanted?.kind && end?.date === wanted?.date
  }
  return all.some(says) || all[0] !== f ? 'kept' : wanted
}

/** The top-level structures of the FAM record of `f`. Pointers are ids of the data (the writer maps them). */
function familyNodes(
  f: OutFamily,
  wantedEnd: EndOfMarriage | undefined | 'kept',
  typeEdits: ChildTypeEdits,
  marriage: WantedMarriageDate,
): GedcomNode[] {
  const chil = (id: string, kept?: GedcomNode) =>
    chilWithEdit(kept ?? { tag: 'CHIL', pointer: id }, typeEdits(f.childPeople[f.children.indexOf(id)], f))
  const kept = Array.isArray(f.kept?.nodes) ? f.kept!.nodes! : null
  const ids = f.children
  const children = childLines(f, ids)
  if (!kept) {
    const out: GedcomNode[] = []
    if (f.husband !== undefined) out.push({ tag: 'HUSB', pointer: f.husband })
    if (f.wife !== undefined) out.push({ tag: 'WIFE', pointer: f.wife })
    const events = marriage === 'kept' ? [] : withMarriageDate([], marriage)
    out.push(...(wantedEnd === 'kept' ? events : withEnd(events, wantedEnd)))
    for (const c of children) out.push(chil(c))
    return out
  }
  const all = kept.filter((n) => n && typeof n.tag === 'string')
  const nodes = marriage === 'kept' ? all : withMarriageDate(all, marriage)
  return mergeKept(f, ids, children, wantedEnd === 'kept' ? nodes : withEnd(nodes, wantedEnd), chil)
}

/**
 * The children (`ids`) to write CHIL lines for: all of them, but those the family's record did not list while their
 * FAMC named it (KeptFamily.unlisted): the file had them so, and gets them back so.
 */
function childLines(f: OutFamily, ids: string[]): string[] {
  const unlisted = f.kept?.unlisted
  return Array.isArray(unlisted) && unlisted.length ? ids.filter((c) => !unlisted.includes(c)) : ids
}

/**
 * The kept structures in order: a HUSB / WIFE line while that person is still a partner (in the role they have now),
 * a CHIL line while that person is still a child of the family, `@VOID@` lines and everything else as they were. New
 * partners go first; new children (of `withLines`, those written with a CHIL line) after the last CHIL line, else at
 * the end.
 */
function mergeKept(
  f: OutFamily,
  childIds: string[],
  withLines: string[],
  nodes: GedcomNode[],
  chil: (id: string, kept?: GedcomNode) => GedcomNode,
): GedcomNode[] {
  const out: GedcomNode[] = []
  const partners = new Set([f.husband, f.wife].filter((id): id is string => id !== undefined))
  const children = new Set(childIds)
  let afterChildren = -1
  for (const n of nodes) {
    const pointer = n.pointer
    const isPartner = n.tag === 'HUSB' || n.tag === 'WIFE'
    if ((!isPartner && n.tag !== 'CHIL') || typeof pointer !== 'string' || pointer === 'VOID') {
      out.push(n)
      continue
    }
    if (isPartner) {
      if (!partners.delete(pointer)) continue
      const tag = pointer === f.husband ? 'HUSB' : 'WIFE'
      out.push(tag === n.tag ? n : { ...n, tag })
    } else {
      if (!children.delete(pointer)) continue
      out.push(chil(pointer, n))
      afterChildren = out.length
    }
  }
  const newPartners: GedcomNode[] = []
  if (f.husband !== undefined && partners.has(f.husband)) newPartners.push({ tag: 'HUSB', pointer: f.husband })
  if (f.wife !== undefined && partners.has(f.wife)) newPartners.push({ tag: 'WIFE', pointer: f.wife })
  const newChildren = withLines.filter((c) => children.has(c)).map((c) => chil(c))
  out.splice(afterChildren < 0 ? out.length : afterChildren, 0, ...newChildren)
  out.unshift(...newPartners)
  return out
}
