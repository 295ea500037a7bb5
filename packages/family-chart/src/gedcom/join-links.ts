/**
 * People joined to families: the people's FAMC / FAMS lines, then the families' HUSB, WIFE and CHIL lines. A link
 * written on one side only still counts; where the file contradicts itself, or names a family it does not have, the
 * import says so and keeps the lines as written, for export to write them back.
 */
import { fewAdd, fewAt, fewCount, fewHas } from './few'
import { personLabel, type FamilyEntry, type FamilyLookup, type PersonEntry } from './entries'
import { linkedFamily, pointerOfLink } from './family-links'
import type { WarningList } from './warnings'

/** Children whose FAMC names a family that has no CHIL line for them, by family (null when there are none: most files). */
export type UnlistedChildren = Map<FamilyEntry, PersonEntry[]> | null

function addPartnerIn(p: PersonEntry, f: FamilyEntry): void {
  if (!fewHas(p.partnerIn, f)) p.partnerIn = fewAdd(p.partnerIn, f)
}

function addChildIn(p: PersonEntry, f: FamilyEntry): void {
  if (!fewHas(p.childIn, f)) p.childIn = fewAdd(p.childIn, f)
}

/**
 * The people's own FAMS and FAMC lines, first, so each person's families keep the order of their record. `keepWhole`
 * keeps a person's record for export (see linkFamilies): a line that is not a link must still be written back.
 */
export function joinPeopleLinks(
  people: PersonEntry[],
  familyOf: FamilyLookup,
  keepWhole: (p: PersonEntry) => void,
  warnings: WarningList,
): UnlistedChildren {
  let unlisted: UnlistedChildren = null
  for (const p of people) {
    for (let i = 0, n = fewCount(p.fams); i < n; i++) {
      const link = fewAt(p.fams, i)
      const pointer = pointerOfLink(link)
      const f = linkedFamily(link) ?? familyOf(pointer)
      if (!f) {
        keepMissingFamily(p, pointer, 'their own', keepWhole, warnings)
        continue
      }
      // A second FAMS line for the family: the record says more than the links, and is written back as it was.
      if (fewHas(p.partnerIn, f)) {
        if (p.kept === null) keepWhole(p)
        continue
      }
      if (f.husband !== p && f.wife !== p) {
        const slot =
          p.data.gender === 'F' && p.otherSex === null ? (f.wife ? 'husband' : 'wife') : f.husband ? 'wife' : 'husband'
        if (f[slot] !== undefined) {
          warnings.add(`${personLabel(p)} names family @${f.xref}@ as their own, but it already has two partners.`)
          continue
        }
        f[slot] = p
      }
      p.partnerIn = fewAdd(p.partnerIn, f)
    }
    for (let i = 0, n = fewCount(p.famc); i < n; i++) {
      const link = fewAt(p.famc, i)
      const pointer = pointerOfLink(link)
      const f = linkedFamily(link) ?? familyOf(pointer)
      if (!f) {
        keepMissingFamily(p, pointer, "their parents' family", keepWhole, warnings)
        continue
      }
      // A second FAMC line for the family (7.0 files give each its own PEDI and STAT): the record is kept already.
      if (fewHas(p.childIn, f)) continue
      if (!f.children.includes(p)) {
        f.children.push(p)
        const own = (unlisted ??= new Map()).get(f)
        if (own) own.push(p)
        else unlisted.set(f, [p])
      }
      p.childIn = fewAdd(p.childIn, f)
    }
  }
  reportUnlisted(unlisted, warnings)
  return unlisted
}

/** Then the families' own HUSB, WIFE and CHIL lines. */
export function joinFamilyMembers(families: FamilyEntry[]): void {
  for (const f of families) {
    if (f.husband) addPartnerIn(f.husband, f)
    if (f.wife) addPartnerIn(f.wife, f)
    for (const c of f.children) addChildIn(c, f)
  }
}

/**
 * A FAMC or FAMS line naming a family the file does not have is no link, but it is the file's: the record is kept
 * and the family's id noted, so that export writes the line back rather than dropping it as a link the user removed.
 */
function keepMissingFamily(
  p: PersonEntry,
  pointer: string,
  whose: string,
  keepWhole: (p: PersonEntry) => void,
  warnings: WarningList,
): void {
  warnings.add(
    `${personLabel(p)} names family @${pointer}@ as ${whose}, but there is no such family; the line was kept as written.`,
  )
  if (p.kept === null) keepWhole(p)
  const kept = p.kept!
  if (!kept.missingFamilies) kept.missingFamilies = [pointer]
  else if (!kept.missingFamilies.includes(pointer)) kept.missingFamilies.push(pointer)
}

/** One warning for every child linked by their FAMC alone, naming the first few. */
function reportUnlisted(unlisted: UnlistedChildren, warnings: WarningList): void {
  if (unlisted === null) return
  const named: string[] = []
  let count = 0
  for (const [f, children] of unlisted) {
    for (const c of children) if (count++ < 5) named.push(`${personLabel(c)} in @${f.xref}@`)
  }
  warnings.add(
    `${count === 1 ? '1 person names a family' : `${count} people name families`} as their parents' (FAMC) ` +
      `that ${count === 1 ? 'does' : 'do'} not list them as a child (CHIL): ${named.join(', ')}${count > 5 ? ', …' : ''}. ` +
      `The file disagrees with itself: ${count === 1 ? 'the child was' : 'they were'} linked as the FAMC says, ` +
      'and export writes both records as they were.',
  )
}
