/**
 * FAM records and the people's FAMC / FAMS lines → relations on both sides (several parent families included), the
 * parent types and ended marriages in the data, and the families kept for export.
 */
import type { Datum } from '../data/types'
import { marriageEndDateKey, marriageEndKey, parentTypeKey } from '../data/parent-families'
import { fewAdd, fewAt, fewCount, fewHas } from './few'
import { keptOf, personLabel, type FamilyEntry, type FamilyLookup, type PersonEntry } from './entries'
import { joinFamilyMembers, joinPeopleLinks, type UnlistedChildren } from './join-links'
import { groupKey, parentGroups } from './parent-groups'
import { adoptionOf, readTypes, type RoleTypes } from './relationship-types'
import type { GedcomNode, GedcomVersion, KeptFamily } from './types'
import { withLazyNodes } from './lazy-kept'
import { withOwnKeys } from './own-keys'
import { markMarriageDates } from './marriage-date'
import type { WarningList } from './warnings'

/**
 * Joins people and families: a link written on either side counts (a CHIL without the child's FAMC, a FAMC without
 * the family's CHIL, which join-links.ts reports). Each person gets the parents of their default family (the first whose partners are both their
 * birth parents, else the first) as father and mother, and the parents of their other families as `other_parents`.
 * Sets each person's `rels` on `rels[i]` (people's order), the parent types, marriage dates and ended marriages in their data, keeps
 * each family on a person, and returns the families no person holds (to be kept as plain records).
 */
export function linkFamilies(
  people: PersonEntry[],
  families: FamilyEntry[],
  familyOf: FamilyLookup,
  version: GedcomVersion,
  keepWhole: (p: PersonEntry) => void,
  warnings: WarningList,
): { rels: Datum['rels'][]; unheld: FamilyEntry[] } {
  const unlisted = joinPeopleLinks(people, familyOf, keepWhole, warnings)
  joinFamilyMembers(families)
  settleUnknownGenders(people, families, warnings)
  for (const p of people) chooseParentFamilies(p)
  const rels = relationsOf(people)
  // `'nodes' in` does not read lazy structures.
  for (const p of people) if (!(p.kept && 'nodes' in p.kept) && fewCount(p.partnerIn) > 1) keepFamilyOrder(p, keepWhole)
  for (const p of people) markParentTypes(p)
  markEndedMarriages(families)
  markMarriageDates(families)
  for (let k = 0; k < people.length; k++)
    if (people[k].otherParents !== null) markFamiliesToKeepChildren(people[k], rels[k])
  return { rels, unheld: keepFamilies(families, version, unlisted) }
}

/** What the child's FAMC line, ADOP events and the family's CHIL line say of the child's relation to its partners. */
function typesIn(child: PersonEntry, f: FamilyEntry): RoleTypes {
  let famc: GedcomNode | undefined
  for (let i = 0, n = fewCount(child.famc); i < n; i++) {
    const link = fewAt(child.famc, i)
    if (typeof link !== 'string' && !('kind' in link) && link.pointer === f.xref) {
      famc = link
      break
    }
  }
  let adoptions: GedcomNode[] | undefined
  for (let i = 0, n = fewCount(child.adoptions); i < n; i++) {
    const event = fewAt(child.adoptions, i)
    if (adoptionOf(event)?.family === f.xref) (adoptions ??= []).push(event)
  }
  const types = famc || adoptions ? readTypes({ famc, adoptions }) : {}
  const own = f.childTypes?.[child.id]
  return own ? { ...types, ...dropUndefined(own) } : types
}

const dropUndefined = (types: RoleTypes): RoleTypes => {
  const out: RoleTypes = {}
  if (types.husband) out.husband = types.husband
  if (types.wife) out.wife = types.wife
  return out
}

/** The default family of a child in several: the first whose partners are both birth parents, else the first. */
function chooseParentFamilies(p: PersonEntry): void {
  if (p.childIn === null) return
  if (!Array.isArray(p.childIn)) {
    p.parents = p.childIn
    return
  }
  const list = p.childIn
  const byBirth = list.find((f) => {
    const types = typesIn(p, f)
    return (types.husband ?? 'birth') === 'birth' && (types.wife ?? 'birth') === 'birth'
  })
  p.parents = byBirth ?? list[0]
  for (const f of list) if (f !== p.parents) p.otherParents = fewAdd(p.otherParents, f)
}

/** Father and mother from the family's partners: HUSB and WIFE, swapped when their genders say the other way round. */
function parentsOfFamily(f: FamilyEntry): [PersonEntry | undefined, PersonEntry | undefined] {
  const father = f.husband
  const mother = f.wife
  if (
    (father?.data.gender === 'F' && mother?.data.gender !== 'F') ||
    (father === undefined && mother?.data.gender === 'M')
  )
    return [mother, father]
  return [father, mother]
}

/** Every person's rels, spouses and children each listed once and made at their exact length. */
function relationsOf(people: PersonEntry[]): Datum['rels'][] {
  const rels: Datum['rels'][] = new Array(people.length)
  const spouses: string[] = []
  const children: PersonEntry[] = []
  for (let k = 0; k < people.length; k++) {
    const p = people[k]
    const r: Datum['rels'] = {}
    if (p.parents) {
      const [father, mother] = parentsOfFamily(p.parents)
      if (father !== undefined && father !== p) {
        r.father = father.id
        p.father = father
      }
      if (mother !== undefined && mother !== p) {
        r.mother = mother.id
        p.mother = mother
      }
    }
    if (p.otherParents !== null) {
      const others = otherParentIds(p)
      if (others.length) r.other_parents = others
    }
    let spouseCount = 0
    let childCount = 0
    let spousesFirst = false
    for (let j = 0, m = fewCount(p.partnerIn); j < m; j++) {
      const fam = fewAt(p.partnerIn, j)
      const other = fam.husband === p ? fam.wife : fam.husband
      if (other !== undefined && other !== p) {
        let seen = false
        for (let i = 0; i < spouseCount; i++)
          if (spouses[i] === other.id) {
            seen = true
            break
          }
        if (!seen) {
          if (spouseCount === 0 && childCount === 0) spousesFirst = true
          spouses[spouseCount++] = other.id
        }
      }
      for (const c of fam.children) {
        if (c === p || (c.parents !== fam && !fewHas(c.otherParents, fam))) continue
        let seen = false
        for (let i = 0; i < childCount; i++)
          if (children[i] === c) {
            seen = true
            break
          }
        if (!seen) children[childCount++] = c
      }
    }
    // The ids written over the people in one array of the right length (no second array from `map`).
    const childIds: (PersonEntry | string)[] | null = childCount ? children.slice(0, childCount) : null
    for (let i = 0; i < childCount; i++) childIds![i] = (childIds![i] as PersonEntry).id
    if (spousesFirst) {
      r.spouses = spouses.slice(0, spouseCount)
      if (childIds) r.children = childIds as string[]
    } else {
      if (childIds) r.children = childIds as string[]
      if (spouseCount) r.spouses = spouses.slice(0, spouseCount)
    }
    rels[k] = r
  }
  children.length = 0
  return rels
}

/**
 * Export writes the FAMS lines of a person without kept structures in the order of their spouses, families of one
 * partner last: a record whose order differs is kept whole, so its lines come back in their place.
 */
function keepFamilyOrder(p: PersonEntry, keepWhole: (p: PersonEntry) => void): void {
  let single = false
  for (let i = 0, n = fewCount(p.partnerIn); i < n; i++) {
    const f = fewAt(p.partnerIn, i)
    const couple = f.husband !== undefined && f.wife !== undefined && f.husband !== f.wife
    if (!couple) single = true
    else if (single) {
      keepWhole(p)
      return
    }
  }
}

/** The partners of a child's other families, each once, without the father, the mother and the child. */
function otherParentIds(p: PersonEntry): string[] {
  const out: string[] = []
  for (let i = 0, n = fewCount(p.otherParents); i < n; i++) {
    for (const partner of parentsOfFamily(fewAt(p.otherParents, i))) {
      if (
        partner === undefined ||
        partner === p ||
        partner === p.father ||
        partner === p.mother ||
        out.includes(partner.id)
      )
        continue
      out.push(partner.id)
    }
  }
  return out
}

/** `parent_type__ref__<id>` on the child for each parent who is not a birth parent (default family first). */
function markParentTypes(p: PersonEntry): void {
  if (p.parents === null) return
  const typed = new Set<PersonEntry>()
  const mark = (f: FamilyEntry) => {
    const types = typesIn(p, f)
    for (const role of ['husband', 'wife'] as const) {
      const partner = f[role]
      if (partner === undefined || partner === p || typed.has(partner)) continue
      typed.add(partner)
      const type = types[role]
      if (type !== undefined && type !== 'birth') withOwnKeys(p)[parentTypeKey(partner.id)] = type
    }
  }
  mark(p.parents)
  for (let i = 0, n = fewCount(p.otherParents); i < n; i++) mark(fewAt(p.otherParents, i))
}

/** `marriage_end__ref__` (and its date) on both partners of a family that ended; the first such family of a couple counts. */
function markEndedMarriages(families: FamilyEntry[]): void {
  for (const f of families) {
    const { husband, wife, end } = f
    if (!end || husband === undefined || wife === undefined || husband === wife) continue
    for (const [a, b] of [
      [husband, wife],
      [wife, husband],
    ]) {
      if (a.data[marriageEndKey(b.id)] !== undefined) continue
      const data = withOwnKeys(a)
      data[marriageEndKey(b.id)] = end.kind
      if (end.date !== undefined) data[marriageEndDateKey(b.id)] = end.date
    }
  }
}

/**
 * A family of a child that export would not find again from the data alone (the parent groups of parent-groups.ts
 * are met by other families of the same parents) keeps its list of children for export.
 */
function markFamiliesToKeepChildren(p: PersonEntry, r: Datum['rels']): void {
  const areSpouses = (a: string, b: string) => {
    const person = findPartner(p, a)
    for (let i = 0, n = person ? fewCount(person.partnerIn) : 0; i < n; i++) {
      const f = fewAt(person!.partnerIn, i)
      if ((f.husband === person && f.wife?.id === b) || (f.wife === person && f.husband?.id === b)) return true
    }
    return false
  }
  const open = new Set(
    parentGroups(r.father, r.mother, r.other_parents ?? [], areSpouses).map(([a, b]) => groupKey(a, b)),
  )
  for (let i = -1, n = fewCount(p.otherParents); i < n; i++) {
    const f = i < 0 ? p.parents! : fewAt(p.otherParents, i)
    const [a, b] = [f.husband, f.wife].filter((x) => x !== undefined && x !== p).map((x) => x!.id)
    const key = groupKey(a, b)
    if (open.has(key)) open.delete(key)
    else f.keepChildren = true
  }
}

/** The parent of `p` (of any of their families) with this id. */
function findPartner(p: PersonEntry, id: string): PersonEntry | undefined {
  for (let i = 0, n = fewCount(p.childIn); i < n; i++) {
    const f = fewAt(p.childIn, i)
    if (f.husband?.id === id) return f.husband
    if (f.wife?.id === id) return f.wife
  }
  return undefined
}

/** Families of the same partners (a file may have two): each keeps its list of children, for export to tell them apart. */
function markSameParents(families: FamilyEntry[]): void {
  for (const f of families) {
    const a = f.husband ?? f.wife
    if (a === undefined) continue
    const b = f.husband !== undefined ? f.wife : undefined
    // The partner's own families are few: look there for an earlier one of the same two.
    for (let i = 0, n = fewCount(a.partnerIn); i < n; i++) {
      const other: FamilyEntry = fewAt(a.partnerIn, i)
      if (other === f) break
      const oa = other.husband ?? other.wife
      const ob = other.husband !== undefined ? other.wife : undefined
      if ((oa === a && ob === b) || (b !== undefined && oa === b && ob === a)) {
        other.keepChildren = true
        f.keepChildren = true
      }
    }
  }
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
  const sample = unknown
    .slice(0, 5)
    .map((p) => personLabel(p))
    .join(', ')
  warnings.add(
    `${unknown.length} ${unknown.length === 1 ? 'person has' : 'people have'} no SEX of M or F (${sample}${unknown.length > 5 ? ', …' : ''}): ` +
      'the chart shows a wife as F and anyone else as M; their SEX as written is exported again unless you change the gender.',
  )
}

/**
 * Each family goes to its first partner (or first child) in `kept.families`, for export to find it again. Its
 * structures wait as the record's text (see lazy-kept.ts), with what they say when export may copy that text.
 */
function keepFamilies(families: FamilyEntry[], version: GedcomVersion, unlisted: UnlistedChildren): FamilyEntry[] {
  const unheld: FamilyEntry[] = []
  markSameParents(families)
  for (const f of families) {
    const holder = f.husband ?? f.wife ?? f.children[0]
    if (!holder) {
      unheld.push(f)
      continue
    }
    const kept: KeptFamily = { xref: f.xref }
    if (f.husband !== undefined) kept.husband = f.husband.id
    if (f.wife !== undefined) kept.wife = f.wife.id
    if ((f.husband === undefined && f.wife === undefined) || f.keepChildren) kept.children = f.children.map((c) => c.id)
    const onlyByFamc = unlisted?.get(f)
    if (onlyByFamc) kept.unlisted = onlyByFamc.map((c) => c.id)
    if (!f.plain) withLazyNodes(kept, f.text, version, f.print)
    // Made with its first family, a list has room for one (most holders keep one); grown by push from empty, 17.
    const held = keptOf(holder)
    if (held.families) held.families.push(kept)
    else held.families = [kept]
  }
  return unheld
}
