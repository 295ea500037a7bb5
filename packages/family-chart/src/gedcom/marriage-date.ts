/**
 * The date of a marriage in GEDCOM: the DATE of the first dated MARR of a FAM record is
 * `marriage_date__ref__<spouseId>` on both spouses (what `sort_spouses_by_marriage_date` orders by), and export writes
 * an edit of it into that DATE line only. Other MARR events (a second date a source gives) are kept as they were.
 */
import { marriageDateKey } from '../data/parent-families'
import type { FamilyEntry } from './entries'
import type { OutFamily, PlanPerson } from './families-from-data'
import { endKindOf } from './marriage-end'
import { fewCount } from './few'
import { withOwnKeys } from './own-keys'
import { eventDateOf, eventWithDate } from './person-fields'
import type { RefFields } from './ref-fields'
import type { GedcomNode } from './types'

/** The marriage date the data says for a family; 'kept' when it cannot say (not two partners): the record stays. */
export type WantedMarriageDate = string | undefined | 'kept'

/** The first dated MARR of a FAM record's structures: its date and index. */
export function readMarriage(nodes: GedcomNode[] | null | undefined): { date: string; at: number } | undefined {
  if (!nodes) return undefined
  for (let at = 0; at < nodes.length; at++) {
    if (nodes[at]?.tag !== 'MARR') continue
    const date = eventDateOf(nodes[at])
    if (date !== undefined) return { date, at }
  }
  return undefined
}

/**
 * The structures with the marriage date `wanted`, changing as little as possible: the same nodes when they already
 * say it; else the DATE line of the first dated MARR changed or removed (a MARR left with nothing says `Y`: it took
 * place), a DATE given to the first undated MARR, or a new `MARR` / `DATE` before the end of the marriage or the first
 * child (else at the end).
 */
export function withMarriageDate(nodes: GedcomNode[], wanted: string | undefined): GedcomNode[] {
  const current = readMarriage(nodes)
  if (current?.date === wanted) return nodes
  if (!current && wanted === undefined) return nodes
  const out = nodes.slice()
  const at = current ? current.at : out.findIndex((n) => n?.tag === 'MARR')
  if (at >= 0) {
    const changed = eventWithDate(out[at], wanted)
    if (!changed.children && changed.value === undefined) changed.value = 'Y'
    else if (changed.children && changed.value === 'Y' && !current) delete changed.value
    out[at] = changed
    return out
  }
  let place = out.findIndex((n) => n?.tag === 'CHIL' || (n && endKindOf(n) !== undefined))
  if (place < 0) place = out.length
  out.splice(place, 0, { tag: 'MARR', children: [{ tag: 'DATE', value: wanted! }] })
  return out
}

const dateIn = (refs: RefFields, d: PlanPerson | undefined, spouse: string): string | undefined => {
  const value = d === undefined ? undefined : refs.marriageDateIn(d, spouse)
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return text || undefined
}

/** The couple's marriage date as the data says it: the HUSB's field, else the WIFE's (as for ended marriages). */
export function marriageDateWanted(f: OutFamily, refs: RefFields): WantedMarriageDate {
  if (f.husband === undefined || f.wife === undefined) return 'kept'
  if (!refs.anyMarriageDates) return undefined
  const husband = f.husbandPerson
  const wife = f.wifePerson
  return (
    (refs.hasMarriageDates(husband) ? dateIn(refs, husband, f.wife) : undefined) ??
    (refs.hasMarriageDates(wife) ? dateIn(refs, wife, f.husband) : undefined)
  )
}

/**
 * A couple with two family records has one marriage date in the data: while one of the records says it, each keeps
 * its own; otherwise the first record gets the change and the others stay as they were.
 */
export function twinsMarriageDate(f: OutFamily, wanted: WantedMarriageDate): WantedMarriageDate {
  const all = f.twins
  if (!all || wanted === 'kept') return wanted
  const says = (x: OutFamily) => readMarriage(Array.isArray(x.kept?.nodes) ? x.kept!.nodes : [])?.date === wanted
  return all.some(says) || all[0] !== f ? 'kept' : wanted
}

/** `marriage_date__ref__` on both partners of a family with a dated MARR; the first such family of a couple counts. */
export function markMarriageDates(families: FamilyEntry[]): void {
  for (const f of families) {
    const { husband, wife, marriage } = f
    if (marriage === undefined || husband === undefined || wife === undefined || husband === wife) continue
    // One key string per side: each new key string is hashed and interned when first used as a key. A partner in
    // this family only cannot have the key yet (an earlier family of the couple sets it first): no look-up then.
    const ofHusband = marriageDateKey(wife.id)
    if (fewCount(husband.partnerIn) === 1 || husband.data[ofHusband] === undefined)
      withOwnKeys(husband)[ofHusband] = marriage
    const ofWife = marriageDateKey(husband.id)
    if (fewCount(wife.partnerIn) === 1 || wife.data[ofWife] === undefined) withOwnKeys(wife)[ofWife] = marriage
  }
}
