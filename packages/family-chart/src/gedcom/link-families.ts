/** FAM records and the people's FAMC / FAMS lines → relations on both sides, and the families kept for export. */
import type { Datum } from '../data/types'
import { fewAdd, fewAt, fewCount, fewHas, keptOf, personLabel, type FamilyLink, type PersonEntry } from './read-person'
import type { GedcomNode, KeptFamily } from './types'
import type { WarningList } from './warnings'

/** A FAM record being imported. */
export interface FamilyEntry {
  readonly kind: 'family'
  xref: string
  line: number
  husband: PersonEntry | undefined
  wife: PersonEntry | undefined
  children: PersonEntry[]
  /** The structures other than the partners and children, as they are kept. */
  nodes: GedcomNode[]
  /** Structures below CHIL lines, by child id (undefined when there are none). */
  childNodes: Record<string, GedcomNode[]> | undefined
  /**
   * The record as read: until its partners and children are read (see readFamily), and for good when no person of
   * the file was named in it (it may become a plain record). Null once the family is read and has someone.
   */
  record: GedcomNode | null
}

/** Finds the person with a record id, if any. */
export type PersonLookup = (id: string) => PersonEntry | undefined

/** A FAM record whose partners and children are still to be read (see readFamily). */
export function familyEntry(record: GedcomNode, xref: string, line: number): FamilyEntry {
  return { kind: 'family', xref, line, husband: undefined, wife: undefined, children: [], nodes: [], childNodes: undefined, record }
}

const roleOf = (tag: string) => (tag === 'HUSB' ? 'husband' : tag === 'WIFE' ? 'wife' : tag === 'CHIL' ? 'child' : null)

/**
 * Whether readFamily can read the family now: it names at least one partner or child, and each is a person
 * already read (a person read later, or no person, makes a warning that has its place after the whole file).
 */
export function canReadFamily(record: GedcomNode, personOf: PersonLookup): boolean {
  let named = false
  for (const node of record.children ?? []) {
    if (node.pointer === undefined || roleOf(node.tag) === null) continue
    if (!personOf(node.pointer)) return false
    named = true
  }
  return named
}

/**
 * Reads the partners, children and other structures of a family entry from its record; partners and children that
 * are not people of the file are dropped with a warning.
 */
export function readFamily(family: FamilyEntry, personOf: PersonLookup, warnings: WarningList): void {
  const { record, xref, line } = family
  const nodes: GedcomNode[] = []
  const children = record!.children
  const n = children ? children.length : 0
  for (let k = 0; k < n; k++) {
    const node = children![k]
    const role = roleOf(node.tag)
    if (!role || node.pointer === undefined || (role !== 'child' && family[role] !== undefined)) {
      // Other structures, and a second HUSB or WIFE, are kept as they are.
      nodes.push(node)
      continue
    }
    const id = node.pointer
    const person = personOf(id)
    if (!person) {
      if (id !== 'VOID') warnings.add(`Family @${xref}@ (line ${line}) names @${id}@ as ${node.tag} but there is no such person; that link was left out.`)
      continue
    }
    if (role === 'child') {
      if (family.children.includes(person)) continue
      family.children.push(person)
      if (node.children) (family.childNodes ??= {})[id] = node.children
    } else family[role] = person
  }
  // Exact length: a list grown by push reserves room for 17, and families are kept to the end.
  family.nodes = nodes.slice()
  family.children = family.children.slice()
  if (family.husband || family.wife || family.children.length) family.record = null
}

const pointerOfLink = (link: FamilyLink) => (typeof link === 'string' ? link : link.pointer!)

const pedigreeOf = (link: FamilyLink | undefined) =>
  link === undefined || typeof link === 'string' ? undefined : link.children?.find((c) => c.tag === 'PEDI')?.value?.trim().toLowerCase()

function addPartnerIn(p: PersonEntry, f: FamilyEntry): void {
  if (!fewHas(p.partnerIn, f)) p.partnerIn = fewAdd(p.partnerIn, f)
}

function addChildIn(p: PersonEntry, f: FamilyEntry): void {
  if (!fewHas(p.childIn, f)) p.childIn = fewAdd(p.childIn, f)
}

/** Finds the family with a record id, if any. */
export type FamilyLookup = (xref: string) => FamilyEntry | undefined

/**
 * Joins people and families: a link written on either side counts (a CHIL without the child's FAMC, a FAMC without
 * the family's CHIL). Each person gets the parents of one family: the first they belong to by birth (no PEDI, or
 * PEDI birth), else their first family; other families they are a child of stay in `kept.otherFamilies`. Sets each
 * person's `rels` on `rels[i]` (people's order), keeps each family on a person, and returns the families no person
 * holds (neither partners nor children), to be kept as plain records.
 */
export function linkFamilies(people: PersonEntry[], families: FamilyEntry[], familyOf: FamilyLookup, warnings: WarningList): { rels: Datum['rels'][]; unheld: FamilyEntry[] } {
  // The people's own lines first, so each person's families keep the order of their record.
  for (const p of people) {
    for (let i = 0, n = fewCount(p.fams); i < n; i++) {
      const pointer = pointerOfLink(fewAt(p.fams, i))
      const f = familyOf(pointer)
      if (!f) { warnings.add(`${personLabel(p)} names family @${pointer}@ as their own, but there is no such family.`); continue }
      if (f.husband !== p && f.wife !== p) {
        const slot = p.data.gender === 'F' && p.otherSex === null ? (f.wife ? 'husband' : 'wife') : (f.husband ? 'wife' : 'husband')
        if (f[slot] !== undefined) { warnings.add(`${personLabel(p)} names family @${f.xref}@ as their own, but it already has two partners.`); continue }
        f[slot] = p
      }
      addPartnerIn(p, f)
    }
    for (let i = 0, n = fewCount(p.famc); i < n; i++) {
      const pointer = pointerOfLink(fewAt(p.famc, i))
      const f = familyOf(pointer)
      if (!f) { warnings.add(`${personLabel(p)} names family @${pointer}@ as their parents' family, but there is no such family.`); continue }
      if (!f.children.includes(p)) f.children.push(p)
      addChildIn(p, f)
    }
  }
  for (const f of families) {
    if (f.husband) addPartnerIn(f.husband, f)
    if (f.wife) addPartnerIn(f.wife, f)
    for (const c of f.children) addChildIn(c, f)
  }

  settleUnknownGenders(people, families, warnings)

  // Each person's family as a child.
  for (const p of people) {
    if (p.childIn === null) continue
    if (!Array.isArray(p.childIn)) { p.parents = p.childIn; continue }
    const list = p.childIn
    const linkTo = (f: FamilyEntry) => {
      for (let i = 0, n = fewCount(p.famc); i < n; i++) { const l = fewAt(p.famc, i); if (pointerOfLink(l) === f.xref) return l }
      return undefined
    }
    const byBirth = list.find((f) => { const pedi = pedigreeOf(linkTo(f)); return pedi === undefined || pedi === 'birth' })
    const pick = byBirth ?? list[0]
    p.parents = pick
    const others = list.filter((f) => f !== pick)
    keptOf(p).otherFamilies = others.map((f) => {
      const link = linkTo(f)
      return link === undefined || typeof link === 'string' ? { tag: 'FAMC', pointer: f.xref } : link
    })
    warnings.add(`${personLabel(p)} is a child in ${list.length} families; the chart shows the parents of @${pick.xref}@, and the link to ${others.map((f) => `@${f.xref}@`).join(', ')} is kept for export.`)
  }

  const rels: Datum['rels'][] = new Array(people.length)
  const spouses: string[] = []
  const children: PersonEntry[] = []
  for (let k = 0; k < people.length; k++) {
    const p = people[k]
    const r: Datum['rels'] = {}
    if (p.parents) setParents(p, r, p.parents)
    // Spouses and children, each once, collected first so that each list is made at its exact length.
    let spouseCount = 0
    let childCount = 0
    let spousesFirst = false
    for (let j = 0, m = fewCount(p.partnerIn); j < m; j++) {
      const fam = fewAt(p.partnerIn, j)
      const other = fam.husband === p ? fam.wife : fam.husband
      if (other !== undefined && other !== p) {
        let seen = false
        for (let i = 0; i < spouseCount; i++) if (spouses[i] === other.id) { seen = true; break }
        if (!seen) {
          if (spouseCount === 0 && childCount === 0) spousesFirst = true
          spouses[spouseCount++] = other.id
        }
      }
      for (const c of fam.children) {
        if (c.parents !== fam || c === p) continue
        let seen = false
        for (let i = 0; i < childCount; i++) if (children[i] === c) { seen = true; break }
        if (!seen) children[childCount++] = c
      }
    }
    const childIds = childCount ? children.slice(0, childCount).map((c) => c.id) : null
    if (spousesFirst) {
      r.spouses = spouses.slice(0, spouseCount)
      if (childIds) r.children = childIds
    } else {
      if (childIds) r.children = childIds
      if (spouseCount) r.spouses = spouses.slice(0, spouseCount)
    }
    rels[k] = r
    // The link lines' own structures (PEDI, notes), for export to write under the same lines.
    const other = p.kept?.otherFamilies
    for (let i = 0, n = fewCount(p.famc); i < n; i++) {
      const l = fewAt(p.famc, i)
      if (typeof l !== 'string' && l.children && !other?.includes(l)) (keptOf(p).links ??= []).push(l)
    }
    for (let i = 0, n = fewCount(p.fams); i < n; i++) {
      const l = fewAt(p.fams, i)
      if (typeof l !== 'string' && l.children) (keptOf(p).links ??= []).push(l)
    }
  }
  children.length = 0
  return { rels, unheld: keepFamilies(families) }
}

/** Father and mother from the family's partners: HUSB and WIFE, swapped when their genders say the other way round. */
function setParents(child: PersonEntry, rels: Datum['rels'], f: FamilyEntry): void {
  let father = f.husband
  let mother = f.wife
  if ((father?.data.gender === 'F' && mother?.data.gender !== 'F') || (father === undefined && mother?.data.gender === 'M')) {
    [father, mother] = [mother, father]
  }
  if (father !== undefined && father !== child) { rels.father = father.id; child.father = father }
  if (mother !== undefined && mother !== child) { rels.mother = mother.id; child.mother = mother }
}

/**
 * People without SEX M or F: the data needs M or F. A HUSB is shown as M, a WIFE as F, anyone else as M; the SEX
 * as written (or its absence) is kept and written back unless the gender is edited.
 */
function settleUnknownGenders(people: PersonEntry[], families: FamilyEntry[], warnings: WarningList): void {
  const unknown = people.filter((p) => p.otherSex !== null)
  if (!unknown.length) return
  const wives = new Set<PersonEntry>()
  for (const f of families) if (f.wife !== undefined) wives.add(f.wife)
  for (const p of unknown) {
    const gender = wives.has(p) ? 'F' : 'M'
    p.data.gender = gender
    keptOf(p).gender = gender
  }
  const sample = unknown.slice(0, 5).map((p) => personLabel(p)).join(', ')
  warnings.add(`${unknown.length} ${unknown.length === 1 ? 'person has' : 'people have'} no SEX of M or F (${sample}${unknown.length > 5 ? ', …' : ''}): ` +
    'the chart shows a wife as F and anyone else as M; their SEX as written is exported again unless you change the gender.')
}

/** Each family goes to its first partner (or first child) in `kept.families`, for export to find it again. */
function keepFamilies(families: FamilyEntry[]): FamilyEntry[] {
  const unheld: FamilyEntry[] = []
  for (const f of families) {
    const holder = f.husband ?? f.wife ?? f.children[0]
    if (!holder) { unheld.push(f); continue }
    const kept: KeptFamily = { xref: f.xref }
    if (f.husband !== undefined) kept.husband = f.husband.id
    if (f.wife !== undefined) kept.wife = f.wife.id
    if (f.husband === undefined && f.wife === undefined) kept.children = f.children.map((c) => c.id)
    if (f.nodes.length) kept.nodes = f.nodes
    if (f.childNodes) kept.childNodes = f.childNodes
    ;(keptOf(holder).families ??= []).push(kept)
  }
  return unheld
}
