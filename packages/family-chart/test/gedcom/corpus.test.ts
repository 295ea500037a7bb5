// The corpus: files written the way genealogy programs write them, each imported, exported in its own version and
// imported again. Same people, same links, and the multiset of structure lines of every record unchanged (line
// wrapping aside: CONC / CONT are joined before comparing). An edit of a mapped field changes that line only.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { validateData } from '../../src/data/validate'
import { decodeGedcomBytes } from '../../src/gedcom/decode'
import { createWarningList } from '../../src/gedcom/warnings'
import { FIXTURES, danglingPointersOf, gedcomProblems, person } from './helpers'
import { recordLineSets } from './record-lines'

const bytes = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)))
const CORPUS = readdirSync(FIXTURES).filter((f) => f.endsWith('.ged'))

describe.each(CORPUS)('%s', (name) => {
  const first = importGedcom(bytes(name))
  const version = first.version
  const written = exportGedcom(first.data, { version, records: first.records })
  const second = importGedcom(written)
  const original = importGedcom(bytes(name))

  it('exports a valid file of its version', () => {
    // A pointer the file itself left dangling is kept as written (7.0 makes it @VOID@): only those may name nothing.
    const dangling = danglingPointersOf(decodeGedcomBytes(bytes(name), createWarningList()))
    expect(gedcomProblems(written, version, dangling)).toEqual([])
  })

  it('imports the export to the same people, links, fields and kept structures', () => {
    expect(second.data).toEqual(first.data)
    expect(validateData(first.data).filter((p) => p.type !== 'empty-data')).toEqual([])
  })

  it('keeps every record, with the same multiset of structure lines', () => {
    const before = recordLineSets(original.data, original.records, bytes(name))
    const after = recordLineSets(second.data, second.records, written)
    for (const [id, lines] of before) expect([id, after.get(id)]).toEqual([id, lines])
  })

  it('writes the same text whether records are copied from the file or written anew from their structures', () => {
    // structuredClone reads every person's structures: nothing can be copied from the file's text then.
    expect(exportGedcom(structuredClone(first.data), { version, records: first.records })).toBe(written)
  })

  it('exports the same text again from the second import', () => {
    expect(exportGedcom(second.data, { version, records: second.records })).toBe(written)
  })
})

describe('what the corpus holds', () => {
  const ftm = importGedcom(bytes('ftm-adoption.ged'))

  it('FTM: three BIRT events stay three, each with its own date, place and source; two RESI stay two', () => {
    const out = exportGedcom(ftm.data, { version: '5.5.1' })
    const edward = out.slice(out.indexOf('0 @I1@ INDI'), out.indexOf('0 @I2@ INDI'))
    expect(edward.match(/^1 BIRT$/gm)).toHaveLength(3)
    expect(edward).toContain(
      '1 BIRT\n2 DATE 3 MAR 1888\n2 PLAC Leeds, Yorkshire, England\n2 SOUR @S1@\n3 PAGE Vol 9b p. 412\n1 BIRT\n2 DATE 1887\n2 PLAC Bradford',
    )
    expect(edward.match(/^1 RESI$/gm)).toHaveLength(2)
    expect(person(ftm.data, 'I1').data.birthday).toBe('3 MAR 1888')
  })

  it('FTM: a child with a birth family and an adoptive family, both kept, with their types', () => {
    const lily = person(ftm.data, 'I5')
    expect(lily.rels).toEqual({ father: 'I4', mother: 'I3', other_parents: ['I1', 'I2'] })
    expect(lily.data).toMatchObject({ parent_type__ref__I1: 'adopted', parent_type__ref__I2: 'adopted' })
    expect(person(ftm.data, 'I1').rels.children).toEqual(['I6', 'I5'])
  })

  it('FTM: the divorce is on both spouses, with its date', () => {
    expect(person(ftm.data, 'I1').data).toMatchObject({
      marriage_end__ref__I2: 'divorced',
      marriage_end_date__ref__I2: '1925',
    })
    expect(person(ftm.data, 'I2').data).toMatchObject({
      marriage_end__ref__I1: 'divorced',
      marriage_end_date__ref__I1: '1925',
    })
    expect(person(ftm.data, 'I1').data).not.toHaveProperty('marriage_end__ref__I7')
  })

  it('an edited birthday changes only its DATE line; the other BIRT events and everything else stay', () => {
    const data = structuredClone(ftm.data)
    person(data, 'I1').data.birthday = '4 MAR 1888'
    const before = exportGedcom(ftm.data).split('\n')
    const after = exportGedcom(data).split('\n')
    expect(after).toHaveLength(before.length)
    const changed = before.map((l, i) => [l, after[i]]).filter(([a, b]) => a !== b)
    expect(changed).toEqual([['2 DATE 3 MAR 1888', '2 DATE 4 MAR 1888']])
  })

  it('changed types and an ended marriage are written back where they came from', () => {
    const data = structuredClone(ftm.data)
    person(data, 'I5').data['parent_type__ref__I2'] = 'step'
    delete person(data, 'I1').data['marriage_end__ref__I2']
    delete person(data, 'I2').data['marriage_end__ref__I1']
    person(data, 'I1').data['marriage_end__ref__I7'] = 'separated'
    person(data, 'I1').data['marriage_end_date__ref__I7'] = '1948'
    const out = exportGedcom(data)
    expect(out).toContain('1 CHIL @I5@\n2 _FREL Adopted\n2 _MREL Step\n')
    expect(out).not.toContain('1 DIV')
    expect(out).toContain('1 MARR\n2 DATE 1930\n1 EVEN\n2 TYPE Separation\n2 DATE 1948\n')
    const back = importGedcom(out).data
    expect(person(back, 'I5').data['parent_type__ref__I2']).toBe('step')
    expect(person(back, 'I1').data).toMatchObject({
      marriage_end__ref__I7: 'separated',
      marriage_end_date__ref__I7: '1948',
    })
    expect(person(back, 'I1').data).not.toHaveProperty('marriage_end__ref__I2')
  })

  it('aliases and married names: every NAME is kept; the first gives the fields', () => {
    const geni = importGedcom(bytes('geni-married.ged'))
    const sofia = person(geni.data, 'I6000000012345678901')
    expect(sofia.data).toMatchObject({
      'first name': 'Sofia',
      'last name': 'Rossi',
      marriage_end__ref__I6000000012345678902: 'separated',
    })
    expect(
      sofia.gedcom.nodes.filter((n: { tag: string }) => n.tag === 'NAME').map((n: { value: string }) => n.value),
    ).toEqual(['Sofia /Rossi/', 'Sofia /Bianchi/'])
  })

  it('GEDCOM 7.0: @VOID@ links are kept without a warning, SNOTE and unknown records survive, PHRASE under HUSB/WIFE/CHIL too', () => {
    const seven = importGedcom(bytes('seven-void.ged'))
    expect(seven.warnings).toEqual([])
    expect(person(seven.data, 'I1').rels).toEqual({ father: 'I2', spouses: ['I3'] })
    const out = exportGedcom(seven.data, { version: '7.0' })
    expect(out).toContain(
      '1 FAMC @VOID@\n2 PEDI ADOPTED\n3 PHRASE Adopted by an unrecorded family\n1 FAMC @F1@\n2 PEDI BIRTH\n',
    )
    expect(out).toContain(
      '0 @F1@ FAM\n1 HUSB @I2@\n1 WIFE @VOID@\n2 PHRASE Unknown mother\n1 CHIL @I1@\n2 PHRASE Eldest daughter\n',
    )
    expect(out).toContain('0 @X1@ _LOCATION\n1 NAME Lyon\n')
    expect(out).toContain('1 SCHMA\n2 TAG _SKYPE http://xmlns.com/foaf/0.1/skypeID\n')
    expect(person(seven.data, 'I1').data['marriage_end__ref__I3']).toBe('annulled')
  })

  it('files without people: every record is written, not a bare header', () => {
    for (const name of ['notes-only.ged', 'sources-only.ged']) {
      const { data, records } = importGedcom(bytes(name))
      expect(data).toEqual([])
      const out = exportGedcom(data, { records })
      for (const r of records.filter((x) => x.xref !== undefined)) expect(out).toContain(`0 @${r.xref}@ ${r.tag}`)
    }
    const notes = exportGedcom([], { records: importGedcom(bytes('notes-only.ged')).records })
    expect(notes).toContain(
      "0 @N1@ NOTE Parish registers for 1700-1750 are missing; the bishop's transcripts cover the gap.\n1 CONT Check the diocesan office.\n",
    )
  })

  it('Legacy: _PREF under HUSB, WIFE, CHIL, FAMC and FAMS, a custom _TODO record and records without an id survive', () => {
    const out = exportGedcom(importGedcom(bytes('legacy-custom.ged')).data)
    expect(out).toContain('1 HUSB @I1@\n2 _PREF Y\n1 WIFE @I2@\n2 _PREF Y\n')
    expect(out).toContain('1 FAMS @F1@\n2 _PREF Y\n1 FAMS @F2@\n1 _TODO @T1@\n')
    expect(out).toContain('0 _EVENT_DEFN Emigration\n1 _CONF_FLAG N\n')
    expect(out).toContain('0 @T1@ _TODO\n')
  })

  it('character sets: ANSEL, UTF-16 LE and BE with byte order marks', () => {
    expect(person(importGedcom(bytes('paf-ansel.ged')).data, 'I1').data['first name']).toBe('René')
    expect(person(importGedcom(bytes('rootsmagic-utf16.ged')).data, 'I1').data['last name']).toBe('Nguyễn')
    expect(person(importGedcom(bytes('family-historian-utf16be.ged')).data, 'I1').data['first name']).toBe('Stanisław')
    expect(person(importGedcom(bytes('rootsmagic-utf16.ged')).data, 'I3').data['parent_type__ref__I1']).toBe('foster')
  })
})
