// Writes a generated family tree (tree-generator.mjs) as a GEDCOM 5.5.1 file of the kind desktop programs export:
// names with GIVN/SURN, birth and death with dates and places, occupations, some multi-line notes, source citations,
// families with marriages. Pure and seeded; written independently of the library's own exporter, so the benchmark
// times importGedcom on a file the library did not write.
import { createRandom } from './tree-generator.mjs'

const PLACES = [
  'Springfield, Illinois, USA',
  'Bristol, England',
  'Hamburg, Germany',
  'Lyon, France',
  'Kraków, Poland',
  'Gothenburg, Sweden',
  'Cork, Ireland',
  'Porto, Portugal',
  'Bergen, Norway',
  'Trieste, Italy',
]
const OCCUPATIONS = ['Farmer', 'Blacksmith', 'Weaver', 'Teacher', 'Miller', 'Carpenter', 'Merchant', 'Seamstress']
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const SOURCES = 8

/** @returns {{ text: string, families: number, lines: number }} */
export function generateGedcom(data, seed = 1) {
  const random = createRandom(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const date = (year) =>
    random() < 0.6
      ? `${1 + Math.floor(random() * 28)} ${pick(MONTHS)} ${year}`
      : random() < 0.5
        ? `ABT ${year}`
        : String(year)

  // Families: one per couple, and one per pair of parents of a child.
  const families = new Map()
  const familyOf = (husband, wife) => {
    const key = `${husband ?? ''}+${wife ?? ''}`
    let family = families.get(key)
    if (!family) families.set(key, (family = { id: `F${families.size + 1}`, husband, wife, children: [] }))
    return family
  }
  const byId = new Map(data.map((d) => [d.id, d]))
  for (const d of data) {
    for (const s of d.rels.spouses ?? []) {
      const [h, w] = d.data.gender === 'M' ? [d.id, s] : [s, d.id]
      familyOf(h, w)
    }
  }
  const childOf = new Map()
  for (const d of data) {
    if (!d.rels.father && !d.rels.mother) continue
    const family = familyOf(d.rels.father, d.rels.mother)
    family.children.push(d.id)
    childOf.set(d.id, family.id)
  }
  const partnerIn = new Map()
  for (const f of families.values()) {
    for (const p of [f.husband, f.wife]) if (p) (partnerIn.get(p) ?? partnerIn.set(p, []).get(p)).push(f.id)
  }

  const out = [
    '0 HEAD',
    '1 SOUR BENCH_GENERATOR',
    '2 NAME Benchmark generator',
    '1 SUBM @U1@',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
    '0 @U1@ SUBM',
    '1 NAME Benchmark',
  ]
  for (const d of data) {
    const year = Number(d.data.birthday)
    const first = d.data['first name']
    const last = d.data['last name']
    out.push(`0 @${d.id}@ INDI`, `1 NAME ${first} /${last}/`)
    if (random() < 0.5) out.push(`2 GIVN ${first}`, `2 SURN ${last}`)
    out.push(`1 SEX ${d.data.gender}`, '1 BIRT', `2 DATE ${date(year)}`, `2 PLAC ${pick(PLACES)}`)
    if (random() < 0.3)
      out.push(`2 SOUR @S${1 + Math.floor(random() * SOURCES)}@`, `3 PAGE p. ${1 + Math.floor(random() * 400)}`)
    if (year < 1930) out.push('1 DEAT', `2 DATE ${date(year + 40 + Math.floor(random() * 45))}`)
    if (random() < 0.4) out.push(`1 OCCU ${pick(OCCUPATIONS)}`)
    if (random() < 0.1)
      out.push(
        `1 NOTE ${first} moved to ${pick(PLACES)} as a young adult and`,
        `2 CONT wrote letters home for many years.`,
      )
    if (random() < 0.05)
      out.push(
        '1 _UID ' +
          Math.floor(random() * 2 ** 52)
            .toString(16)
            .toUpperCase(),
      )
    if (childOf.has(d.id)) out.push(`1 FAMC @${childOf.get(d.id)}@`)
    for (const f of partnerIn.get(d.id) ?? []) out.push(`1 FAMS @${f}@`)
  }
  for (const f of families.values()) {
    out.push(`0 @${f.id}@ FAM`)
    if (f.husband) out.push(`1 HUSB @${f.husband}@`)
    if (f.wife) out.push(`1 WIFE @${f.wife}@`)
    const older = [f.husband, f.wife].map((id) => Number(byId.get(id)?.data.birthday)).filter(Number.isFinite)
    if (older.length) out.push('1 MARR', `2 DATE ${date(Math.max(...older) + 20 + Math.floor(random() * 10))}`)
    for (const c of f.children) out.push(`1 CHIL @${c}@`)
  }
  for (let s = 1; s <= SOURCES; s++) out.push(`0 @S${s}@ SOUR`, `1 TITL Parish register ${s}`, `1 AUTH ${pick(PLACES)}`)
  out.push('0 TRLR')
  return { text: out.join('\n') + '\n', families: families.size, lines: out.length }
}
