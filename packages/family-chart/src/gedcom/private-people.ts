/**
 * Living people written as private (exportGedcom's `privacy` option): the name the chart's private card shows
 * ("Living" or the initials), the gender, and the family links; no dates, places, notes, events or anything kept from
 * the imported file. A family with a private partner keeps only its HUSB, WIFE and CHIL lines, and the end of a
 * private person's marriage is left out on both sides.
 */
import type { Datum } from '../data/types'
import {
  isPrivateLiving,
  normalizeLivingPrivacy,
  privateText,
  type LivingPrivacy,
} from '../data/privacy/living-privacy'
import type { KeptFamily, KeptPerson } from './types'
import { GEDCOM_KEY } from './types'

const FAMILY_LINKS = new Set(['HUSB', 'WIFE', 'CHIL'])
const STRUCTURE_KEYS = /^(parent_type__ref__)/
const END_KEYS = /^(marriage_end__ref__|marriage_end_date__ref__|marriage_date__ref__)(.*)$/

/** `people` with the living ones made private; the same array when the setting is off. */
export function withLivingPrivate(people: Datum[], setting: LivingPrivacy | undefined): Datum[] {
  const privacy = normalizeLivingPrivacy(setting)
  if (!privacy) return people
  const hidden = new Set(people.filter((d) => isPrivateLiving(d, privacy)).map((d) => d.id))
  if (!hidden.size) return people
  return people.map((d) => (hidden.has(d.id) ? privatePerson(d, privacy) : withoutPrivateMarriages(d, hidden)))
}

/** A private person: name, gender, how they are related to each parent (structure, not detail); kept file records only. */
function privatePerson(d: Datum, privacy: LivingPrivacy): Datum {
  const data: Datum['data'] = { gender: d.data?.gender, 'first name': privateText(d, privacy), 'last name': '' }
  if (!data.gender) delete (data as Record<string, unknown>).gender
  for (const key of Object.keys(d.data ?? {})) if (STRUCTURE_KEYS.test(key)) data[key] = d.data[key]
  const out: Datum = { ...d, data }
  const kept = (d as Record<string, unknown>)[GEDCOM_KEY] as KeptPerson | undefined
  delete (out as Record<string, unknown>)[GEDCOM_KEY]
  // The file's other records (sources, notes ...) travel on the first person; they are the file's, not the person's.
  if (kept?.records || kept?.families) {
    ;(out as Record<string, unknown>)[GEDCOM_KEY] = {
      ...(kept.records ? { records: kept.records } : {}),
      ...(kept.families ? { families: kept.families.map(linksOnly) } : {}),
    }
  }
  return out
}

/** A family kept on a person with a private partner: only who is in it. */
function linksOnly(f: KeptFamily): KeptFamily {
  return f.nodes ? { ...f, nodes: f.nodes.filter((n) => FAMILY_LINKS.has(n.tag)) } : f
}

/** A person who is not private, without the dates and ends of marriages with private spouses. */
function withoutPrivateMarriages(d: Datum, hidden: Set<string>): Datum {
  const data = d.data ?? {}
  const keys = Object.keys(data).filter((key) => hidden.has(key.match(END_KEYS)?.[2] ?? ''))
  const kept = (d as Record<string, unknown>)[GEDCOM_KEY] as KeptPerson | undefined
  const families = kept?.families?.some((f) => hidden.has(f.husband ?? '') || hidden.has(f.wife ?? ''))
  if (!keys.length && !families) return d
  const out: Datum = { ...d, data: { ...data } }
  for (const key of keys) delete out.data[key]
  if (families && kept) {
    ;(out as Record<string, unknown>)[GEDCOM_KEY] = {
      ...kept,
      families: kept.families!.map((f) => (hidden.has(f.husband ?? '') || hidden.has(f.wife ?? '') ? linksOnly(f) : f)),
    }
  }
  return out
}
