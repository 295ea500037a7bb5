/** FAM records and the people's FAMC / FAMS lines → relations on both sides, and the families kept for export. */
import type { Datum } from '../data/types'
import { personLabel, type PersonEntry } from './read-person'
import type { GedcomNode, KeptFamily } from './types'
import type { WarningList } from './warnings'

/** A FAM record being imported. */
export interface FamilyEntry {
  xref: string
  husband?: string
  wife?: string
  children: string[]
  nodes: GedcomNode[]
  childNodes: Record<string, GedcomNode[]>
  line: number
  /** The record as read, for a family that no person can hold (no partners, no children). */
  record: GedcomNode
}

/** Reads one FAM record; partners and children that are not people of the file are dropped with a warning. */
export function readFamily(record: GedcomNode, xref: string, line: number, isPerson: (id: string) => boolean, warnings: WarningList): FamilyEntry {
  const family: FamilyEntry = { xref, children: [], nodes: [], childNodes: {}, line, record }
  for (const node of record.children ?? []) {
    const role = node.tag === 'HUSB' ? 'husband' : node.tag === 'WIFE' ? 'wife' : node.tag === 'CHIL' ? 'child' : null
    if (!role || node.pointer === undefined || family[role as 'husband' | 'wife'] !== undefined) {
      // Other structures, and a second HUSB or WIFE, are kept as they are.
      family.nodes.push(node)
      continue
    }
    const id = node.pointer
    if (!isPerson(id)) {
      if (id !== 'VOID') warnings.add(`Family @${xref}@ (line ${line}) names @${id}@ as ${node.tag} but there is no such person; that link was left out.`)
      continue
    }
    if (role === 'child') {
      if (family.children.includes(id)) continue
      family.children.push(id)
      if (node.children) family.childNodes[id] = node.children
    } else family[role] = id
  }
  return family
}

const pedigreeOf = (link: GedcomNode | undefined) => link?.children?.find((c) => c.tag === 'PEDI')?.value?.trim().toLowerCase()

/**
 * Joins people and families: a link written on either side counts (a CHIL without the child's FAMC, a FAMC without
 * the family's CHIL). Each person gets the parents of one family: the first they belong to by birth (no PEDI, or
 * PEDI birth), else their first family; other families they are a child of stay in `kept.otherFamilies`.
 * Returns the families no person holds (neither partners nor children), to be kept as plain records.
 */
export function linkFamilies(people: PersonEntry[], families: FamilyEntry[], warnings: WarningList): FamilyEntry[] {
  const person = new Map(people.map((p) => [p.datum.id, p]))
  const family = new Map(families.map((f) => [f.xref, f]))
  const asPartner = new Map<string, FamilyEntry[]>()
  const asChild = new Map<string, FamilyEntry[]>()
  const push = (map: Map<string, FamilyEntry[]>, id: string, f: FamilyEntry) => {
    const list = map.get(id)
    if (!list) map.set(id, [f])
    else if (!list.includes(f)) list.push(f)
  }

  // The people's own lines first, so each person's families keep the order of their record.
  for (const p of people) {
    const id = p.datum.id
    for (const link of p.fams) {
      const f = family.get(link.pointer!)
      if (!f) { warnings.add(`${personLabel(p.datum)} names family @${link.pointer}@ as their own, but there is no such family.`); continue }
      if (f.husband !== id && f.wife !== id) {
        const slot = p.datum.data.gender === 'F' && p.otherSex === null ? (f.wife ? 'husband' : 'wife') : (f.husband ? 'wife' : 'husband')
        if (f[slot] !== undefined) { warnings.add(`${personLabel(p.datum)} names family @${f.xref}@ as their own, but it already has two partners.`); continue }
        f[slot] = id
      }
      push(asPartner, id, f)
    }
    for (const link of p.famc) {
      const f = family.get(link.pointer!)
      if (!f) { warnings.add(`${personLabel(p.datum)} names family @${link.pointer}@ as their parents' family, but there is no such family.`); continue }
      if (!f.children.includes(id)) f.children.push(id)
      push(asChild, id, f)
    }
  }
  for (const f of families) {
    for (const id of [f.husband, f.wife]) if (id !== undefined) push(asPartner, id, f)
    for (const id of f.children) push(asChild, id, f)
  }

  settleUnknownGenders(people, families, warnings)

  // Each person's family as a child.
  const chosen = new Map<string, FamilyEntry>()
  for (const p of people) {
    const list = asChild.get(p.datum.id)
    if (!list) continue
    const linkTo = (f: FamilyEntry) => p.famc.find((l) => l.pointer === f.xref)
    const byBirth = list.find((f) => { const pedi = pedigreeOf(linkTo(f)); return pedi === undefined || pedi === 'birth' })
    const pick = byBirth ?? list[0]
    chosen.set(p.datum.id, pick)
    const others = list.filter((f) => f !== pick)
    if (!others.length) continue
    p.kept.otherFamilies = others.map((f) => linkTo(f) ?? { tag: 'FAMC', pointer: f.xref })
    warnings.add(`${personLabel(p.datum)} is a child in ${list.length} families; the chart shows the parents of @${pick.xref}@, and the link to ${others.map((f) => `@${f.xref}@`).join(', ')} is kept for export.`)
  }

  for (const p of people) {
    const { datum } = p
    const f = chosen.get(datum.id)
    if (f) setParents(datum, f, person)
    const rels = datum.rels
    for (const fam of asPartner.get(datum.id) ?? []) {
      const other = fam.husband === datum.id ? fam.wife : fam.husband
      if (other !== undefined && other !== datum.id) {
        rels.spouses ??= []
        if (!rels.spouses.includes(other)) rels.spouses.push(other)
      }
      for (const c of fam.children) {
        if (chosen.get(c) !== fam || c === datum.id) continue
        rels.children ??= []
        if (!rels.children.includes(c)) rels.children.push(c)
      }
    }
    // The link lines' own structures (PEDI, notes), for export to write under the same lines.
    for (const l of p.famc) if (l.children && !p.kept.otherFamilies?.includes(l)) (p.kept.links ??= []).push(l)
    for (const l of p.fams) if (l.children) (p.kept.links ??= []).push(l)
  }
  return keepFamilies(families, person)
}

/** Father and mother from the family's partners: HUSB and WIFE, swapped when their genders say the other way round. */
function setParents(child: Datum, f: FamilyEntry, person: Map<string, PersonEntry>): void {
  const genderOf = (id: string | undefined) => (id === undefined ? undefined : person.get(id)?.datum.data.gender)
  let father = f.husband
  let mother = f.wife
  if ((genderOf(father) === 'F' && genderOf(mother) !== 'F') || (father === undefined && genderOf(mother) === 'M')) {
    [father, mother] = [mother, father]
  }
  if (father !== undefined && father !== child.id) child.rels.father = father
  if (mother !== undefined && mother !== child.id) child.rels.mother = mother
}

/**
 * People without SEX M or F: the data needs M or F. A HUSB is shown as M, a WIFE as F, anyone else as M; the SEX
 * as written (or its absence) is kept and written back unless the gender is edited.
 */
function settleUnknownGenders(people: PersonEntry[], families: FamilyEntry[], warnings: WarningList): void {
  const unknown = people.filter((p) => p.otherSex !== null)
  if (!unknown.length) return
  const wives = new Set<string>()
  for (const f of families) if (f.wife !== undefined) wives.add(f.wife)
  for (const p of unknown) {
    const gender = wives.has(p.datum.id) ? 'F' : 'M'
    p.datum.data.gender = gender
    p.kept.gender = gender
  }
  const sample = unknown.slice(0, 5).map((p) => personLabel(p.datum)).join(', ')
  warnings.add(`${unknown.length} ${unknown.length === 1 ? 'person has' : 'people have'} no SEX of M or F (${sample}${unknown.length > 5 ? ', …' : ''}): ` +
    'the chart shows a wife as F and anyone else as M; their SEX as written is exported again unless you change the gender.')
}

/** Each family goes to its first partner (or first child) in `kept.families`, for export to find it again. */
function keepFamilies(families: FamilyEntry[], person: Map<string, PersonEntry>): FamilyEntry[] {
  const unheld: FamilyEntry[] = []
  for (const f of families) {
    const holderId = f.husband ?? f.wife ?? f.children[0]
    const holder = holderId === undefined ? undefined : person.get(holderId)
    if (!holder) { unheld.push(f); continue }
    const kept: KeptFamily = { xref: f.xref }
    if (f.husband !== undefined) kept.husband = f.husband
    if (f.wife !== undefined) kept.wife = f.wife
    if (f.husband === undefined && f.wife === undefined) kept.children = [...f.children]
    if (f.nodes.length) kept.nodes = f.nodes
    if (Object.keys(f.childNodes).length) kept.childNodes = f.childNodes
    ;(holder.kept.families ??= []).push(kept)
  }
  return unheld
}
