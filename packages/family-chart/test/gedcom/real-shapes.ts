// Random GEDCOM files of the shapes real programs write, for the round-trip property test (see real-shapes.property.test.ts).
import * as fc from 'fast-check'

export type Version = '5.5.1' | '7.0'

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list)
const word = pick(['Anna', 'Jan', 'María', 'Li', 'Øyvind', "O'Neil", 'Zoë', 'van Dijk', 'Smith-Jones'])
const date = pick(['1850', 'ABT 1901', '12 MAR 1877', 'BEF 1920', '@#DJULIAN@ 1700', 'BET 1800 AND 1810'])
const place = pick(['Leeds, Yorkshire', 'Kraków', 'Huế', 'Springfield, IL, USA'])
const custom = pick(['_UID 0A1B2C', '_MILT Served in the militia', '_PRIM Y', '_FLGS', '_TODO check this', '_COLOR 3'])
const note = pick(['A note', 'First line\nsecond line', 'x'.repeat(300), 'mail: a@@b.example', 'Ends with CONT\n'])

/** Lines of a structure below `level`, as text: one line, a multi-line value as CONT lines. */
function line(level: number, tag: string, value?: string): string[] {
  if (value === undefined || value === '') return [`${level} ${tag}`]
  const [first, ...rest] = value.split('\n')
  return [`${level} ${tag}${first ? ' ' + first : ''}`, ...rest.map((r) => `${level + 1} CONT${r ? ' ' + r : ''}`)]
}

const eventArb = fc.record({
  tag: pick(['BIRT', 'BIRT', 'DEAT', 'RESI', 'OCCU', 'CHR']),
  date: fc.option(date, { nil: undefined }),
  place: fc.option(place, { nil: undefined }),
  source: fc.boolean(),
  custom: fc.option(custom, { nil: undefined }),
})
const nameArb = fc.record({
  first: word,
  last: word,
  parts: fc.boolean(),
  type: fc.option(pick(['aka', 'married', 'birth']), { nil: undefined }),
})
const personArb = fc.record({
  names: fc.array(nameArb, { minLength: 1, maxLength: 3 }),
  sex: pick(['M', 'F', 'F', 'M', 'U', '']),
  events: fc.array(eventArb, { maxLength: 5 }),
  custom: fc.array(custom, { maxLength: 2 }),
  note: fc.option(note, { nil: undefined }),
  voidLink: fc.boolean(),
})
const familyArb = fc.record({
  husband: fc.nat(),
  wife: fc.nat(),
  hasHusband: fc.boolean(),
  hasWife: fc.boolean(),
  children: fc.array(fc.nat(), { maxLength: 3 }),
  marr: fc.option(date, { nil: undefined }),
  // A second MARR, as programs write when sources disagree ('': one without a date).
  marr2: fc.option(fc.oneof(date, fc.constant('')), { nil: undefined }),
  end: fc.option(pick(['DIV', 'ANUL', 'SEP', '_SEPR']), { nil: undefined }),
  partnerTag: fc.option(pick(['_PREF Y', '_STAT Current']), { nil: undefined }),
  childTag: fc.option(
    pick([
      '_FREL Adopted\n_MREL Adopted',
      '_FREL Natural\n_MREL Step',
      '_FREL Foster\n_MREL Foster',
      '_PREF Y',
      '_CUSTOM z',
    ]),
    { nil: undefined },
  ),
  pedi: fc.option(pick(['adopted', 'birth', 'foster', 'sealing']), { nil: undefined }),
  linkTag: fc.option(pick(['_PREF Y', 'NOTE linked']), { nil: undefined }),
})
export const fileArb = fc.record({
  people: fc.array(personArb, { minLength: 1, maxLength: 9 }),
  families: fc.array(familyArb, { maxLength: 5 }),
  records: fc.array(pick(['todo', 'loc', 'source', 'note']), { maxLength: 3 }),
})

export type File = typeof fileArb extends fc.Arbitrary<infer T> ? T : never

/** The file's text: people, then families, then other records; links written on both sides, children after parents. */
export function writeFile(file: File, version: Version): string {
  const n = file.people.length
  const famc: string[][] = file.people.map(() => [])
  const fams: string[][] = file.people.map(() => [])
  const fam: string[] = []
  file.families.forEach((f, k) => {
    const id = `F${k + 1}`
    const husband = f.husband % n
    const wife = f.wife % n
    const partners = [f.hasHusband ? husband : -1, f.hasWife && wife !== husband ? wife : -1]
    const oldest = Math.max(...partners)
    const children = [...new Set(f.children.map((c) => c % n))].filter((c) => c > oldest)
    if (partners.every((p) => p < 0) && !children.length) return
    fam.push(`0 @${id}@ FAM`)
    partners.forEach((p, i) => {
      if (p < 0) return
      fam.push(`1 ${i ? 'WIFE' : 'HUSB'} @I${p + 1}@`, ...(f.partnerTag ? line(2, ...split(f.partnerTag)) : []))
      fams[p].push(`1 FAMS @${id}@`, ...(f.linkTag ? line(2, ...split(f.linkTag)) : []))
    })
    if (version === '7.0' && partners[1] < 0) fam.push('1 WIFE @VOID@', '2 PHRASE Unknown mother')
    if (f.marr) fam.push('1 MARR', `2 DATE ${f.marr}`)
    if (f.marr2 !== undefined) fam.push(...(f.marr2 ? ['1 MARR', `2 DATE ${f.marr2}`] : ['1 MARR Y']))
    if (f.end) fam.push(...(f.end === 'SEP' ? ['1 EVEN', '2 TYPE Separation'] : [`1 ${f.end}`]), '2 DATE 1930')
    for (const c of children) {
      fam.push(`1 CHIL @I${c + 1}@`, ...(f.childTag ? f.childTag.split('\n').flatMap((t) => line(2, ...split(t))) : []))
      famc[c].push(`1 FAMC @${id}@`, ...(f.pedi ? [`2 PEDI ${version === '7.0' ? f.pedi.toUpperCase() : f.pedi}`] : []))
    }
  })
  const out = ['0 HEAD', '1 GEDC', `2 VERS ${version}`]
  if (version === '5.5.1') out.push('2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '1 SUBM @U1@')
  else out.push('1 SCHMA', '2 TAG _MILT https://example.org/milt')
  out.push('1 SOUR TESTGEN', '0 @U1@ SUBM', '1 NAME Tester')
  file.people.forEach((p, i) => out.push(...personLines(p, i, famc[i], fams[i], version)))
  out.push(...fam)
  out.push('0 @S1@ SOUR', '1 TITL Register')
  file.records.forEach((r, k) => {
    if (r === 'todo') out.push(`0 @T${k}@ _TODO`, '1 DESC Find the will', '2 _PRIORITY High')
    else if (r === 'loc') out.push('0 _PLAC_DEFN', '1 PLAC Kraków', '2 MAP', '3 LATI N50.06')
    else if (r === 'source') out.push(`0 @S${k + 2}@ SOUR`, '1 TITL Census', '1 _APID 1,7602::0')
    else out.push(`0 @N${k}@ ${version === '7.0' ? 'SNOTE' : 'NOTE'} Shared note ${k}`, '1 CONT with two lines')
  })
  out.push('0 TRLR')
  return out.join('\n') + '\n'
}

const split = (text: string): [string, string] => {
  const at = text.indexOf(' ')
  return [text.slice(0, at), text.slice(at + 1)]
}

function personLines(p: File['people'][number], i: number, famc: string[], fams: string[], version: Version): string[] {
  const out = [`0 @I${i + 1}@ INDI`]
  for (const name of p.names) {
    out.push(`1 NAME ${name.first} /${name.last}/`)
    if (name.parts) out.push(`2 GIVN ${name.first}`, `2 SURN ${name.last}`)
    if (name.type) out.push(`2 TYPE ${version === '7.0' ? name.type.toUpperCase() : name.type}`)
  }
  if (p.sex) out.push(`1 SEX ${p.sex}`)
  for (const e of p.events) {
    out.push(`1 ${e.tag}${e.tag === 'OCCU' ? ' Weaver' : ''}`)
    if (e.date) out.push(`2 DATE ${e.date}`)
    if (e.place) out.push(`2 PLAC ${e.place}`)
    if (e.source) out.push('2 SOUR @S1@', '3 PAGE p. 12')
    if (e.custom) out.push(...line(2, ...split(e.custom)))
  }
  for (const c of p.custom) out.push(...line(1, ...split(c)))
  if (p.note) out.push(...line(1, 'NOTE', p.note))
  if (version === '7.0' && p.voidLink) out.push('1 FAMC @VOID@', '2 PEDI ADOPTED', '3 PHRASE by an unrecorded family')
  out.push(...famc, ...fams)
  return out
}
