// exportGedcom: valid 5.5.1 and 7.0 files from plain data, ids, long lines, @ escaping, and edits merged into what
// the import kept.
import { exportGedcom, importGedcom, GedcomError } from '../../src/gedcom'
import { toParentsShape } from '../../src/data/data-shape'
import type { Data, Datum } from '../../src/data/types'
import { smallFamily } from '../fixtures/small-family'
import { fixture, gedcomProblems, keptNode, linesOf, person, recordLines } from './helpers'
import { markPlaceholder } from '../../src/data/markers'

describe('exportGedcom from plain data', () => {
  const text = exportGedcom(smallFamily())

  it('writes a valid 5.5.1 file: header with GEDC, CHAR and a submitter, people, families, trailer', () => {
    expect(gedcomProblems(text, '5.5.1')).toEqual([])
    expect(linesOf(text).slice(0, 5)).toEqual([
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '2 FORM LINEAGE-LINKED',
      '1 CHAR UTF-8',
    ])
    expect(text).toContain('\n0 @U1@ SUBM\n1 NAME Unknown\n')
    expect(linesOf(text).filter((l) => / INDI$/.test(l))).toHaveLength(8)
    expect(linesOf(text).filter((l) => / FAM$/.test(l))).toHaveLength(3)
  })

  it('writes each person with name, sex, birth date and family links, and each couple with its children', () => {
    expect(recordLines(text, 'me')).toEqual([
      '0 @me@ INDI',
      '1 NAME Sam /Reed/',
      '1 SEX M',
      '1 BIRT',
      '2 DATE 1980',
      '1 FAMC @F2@',
      '1 FAMS @F1@',
    ])
    expect(recordLines(text, 'F2')).toEqual([
      '0 @F2@ FAM',
      '1 HUSB @dad@',
      '1 WIFE @mom@',
      '1 CHIL @me@',
      '1 CHIL @sis@',
    ])
  })

  it('writes a valid 7.0 file: no CHAR, ids made valid for 7.0 (capitals), pointers following them', () => {
    const seven = exportGedcom(smallFamily(), { version: '7.0' })
    expect(gedcomProblems(seven, '7.0')).toEqual([])
    expect(linesOf(seven).slice(0, 3)).toEqual(['0 HEAD', '1 GEDC', '2 VERS 7.0'])
    expect(recordLines(seven, 'ME')[0]).toBe('0 @ME@ INDI')
    expect(recordLines(seven, 'F1')).toEqual(['0 @F1@ FAM', '1 HUSB @ME@', '1 WIFE @WIFE@', '1 CHIL @KID@'])
  })

  it('replaces ids GEDCOM cannot use (uuids in 5.5.1) by I1, I2 ... consistently', () => {
    const data: Data = [
      {
        id: '0c09cfa0-5e7a-4dd6-9d1f-cb4a1a9d5a4e',
        data: { gender: 'M', 'first name': 'A' },
        rels: { spouses: ['b b'], children: ['c@c'] },
      },
      {
        id: 'b b',
        data: { gender: 'F', 'first name': 'B' },
        rels: { spouses: ['0c09cfa0-5e7a-4dd6-9d1f-cb4a1a9d5a4e'], children: ['c@c'] },
      },
      {
        id: 'c@c',
        data: { gender: 'F', 'first name': 'C' },
        rels: { father: '0c09cfa0-5e7a-4dd6-9d1f-cb4a1a9d5a4e', mother: 'b b' },
      },
    ]
    const out = exportGedcom(data)
    expect(gedcomProblems(out, '5.5.1')).toEqual([])
    expect(recordLines(out, 'F1')).toEqual(['0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I3@'])
    const back = importGedcom(out).data
    expect(back.map((d) => [d.id, d.data['first name']])).toEqual([
      ['I1', 'A'],
      ['I2', 'B'],
      ['I3', 'C'],
    ])
    expect(back[2].rels).toEqual({ father: 'I1', mother: 'I2' })
  })

  it('accepts the 0.9 shape and writes the same file', () => {
    expect(exportGedcom(toParentsShape(smallFamily()))).toBe(text)
  })

  it('writes ISO dates from forms as GEDCOM dates and leaves other date text as it is', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'F', 'first name': 'A', birthday: '1990-05-12', death: 'ABT 2050' }, rels: {} },
    ]
    const out = exportGedcom(data)
    expect(recordLines(out, 'a')).toEqual([
      '0 @a@ INDI',
      '1 NAME A',
      '1 SEX F',
      '1 BIRT',
      '2 DATE 12 MAY 1990',
      '1 DEAT',
      '2 DATE ABT 2050',
    ])
  })

  it('leaves out placeholders and entries that are not people', () => {
    const tmp: Datum = { id: 'tmp', data: { gender: 'M' }, rels: {} }
    markPlaceholder(tmp, { rel_type: 'son', label: 'Add Son', rel_id: 'me' })
    const data = [...smallFamily(), tmp, null, { id: 7 }] as unknown as Data
    const out = exportGedcom(data)
    expect(gedcomProblems(out, '5.5.1')).toEqual([])
    expect(out).not.toContain('@tmp@')
  })

  it('writes a person whose own data has a to_add field: only the library marks placeholders', () => {
    const data = [
      ...smallFamily(),
      { id: 'mine', to_add: true, data: { gender: 'F', 'first name': 'Ida' }, rels: {} },
    ] as Data
    expect(exportGedcom(data)).toContain('0 @mine@ INDI')
  })

  it('throws a GedcomError for data that is not a list and for an unknown version', () => {
    expect(() => exportGedcom(null as unknown as Data)).toThrow(GedcomError)
    expect(() => exportGedcom([], { version: '6.0' as '7.0' })).toThrow(
      "Unknown GEDCOM version \"6.0\": use '5.5.1' or '7.0'.",
    )
    expect(gedcomProblems(exportGedcom([]), '5.5.1')).toEqual([])
  })
})

describe('long lines and @ signs', () => {
  const note =
    Array.from({ length: 60 }, (_, i) => `word${i} with an @ sign`).join(' ') +
    '\n' +
    'x'.repeat(700) +
    '\n\nend @#DJULIAN@ kept'
  const data: Data = [
    { id: 'a', data: { gender: 'M', 'first name': 'A' }, rels: {}, gedcom: { nodes: [{ tag: 'NOTE', value: note }] } },
  ]

  it('5.5.1: lines of at most 255 characters with CONC, CONT for line breaks, every @ doubled except calendar escapes', () => {
    const out = exportGedcom(data)
    expect(gedcomProblems(out, '5.5.1')).toEqual([])
    const lines = recordLines(out, 'a')
    expect(lines.filter((l) => l.startsWith('2 CONC')).length).toBeGreaterThanOrEqual(4)
    expect(lines.filter((l) => l.startsWith('2 CONT'))).toHaveLength(3)
    expect(lines).toContain('2 CONT')
    expect(lines.some((l) => l.includes('with an @@ sign'))).toBe(true)
    expect(lines[lines.length - 1]).toBe('2 CONT end @#DJULIAN@ kept')
    // No CONC line starts or ends with a space (some readers trim them).
    for (const l of lines.filter((x) => x.startsWith('2 CONC'))) expect(l).toMatch(/^2 CONC \S(.*\S)?$/)
    expect(keptNode(importGedcom(out).data[0], 'NOTE')?.value).toBe(note)
  })

  it('7.0: long lines stay whole, only a leading @ is doubled', () => {
    const seven: Data = [
      {
        ...data[0],
        gedcom: {
          nodes: [
            { tag: 'NOTE', value: '@home\n@work and @play' },
            { tag: 'NOTE', value: note },
          ],
        },
      },
    ]
    const out = exportGedcom(seven, { version: '7.0' })
    expect(gedcomProblems(out, '7.0')).toEqual([])
    expect(out).toContain('\n1 NOTE @@home\n2 CONT @@work and @play\n')
    const back = importGedcom(out).data[0]
    expect(
      back.gedcom.nodes.filter((n: { tag: string }) => n.tag === 'NOTE').map((n: { value: string }) => n.value),
    ).toEqual(['@home\n@work and @play', note])
  })

  it('does not split a surrogate pair or an escaped @@ across CONC lines', () => {
    const value = '😀@'.repeat(200)
    const out = exportGedcom([{ ...data[0], gedcom: { nodes: [{ tag: 'NOTE', value }] } }])
    expect(gedcomProblems(out, '5.5.1')).toEqual([])
    expect(keptNode(importGedcom(out).data[0], 'NOTE')?.value).toBe(value)
  })
})

describe('an edited tree exports the edit, with the kept structures around it', () => {
  const imported = importGedcom(fixture('family-5.5.1.ged')).data

  it('a changed name updates NAME, GIVN and SURN and keeps the suffix; a changed date keeps the place', () => {
    const data = structuredClone(imported)
    Object.assign(person(data, 'I1').data, { 'first name': 'Johnny', 'last name': 'Smyth', birthday: '13 MAR 1850' })
    const lines = recordLines(exportGedcom(data), 'I1')
    expect(lines.slice(0, 9)).toEqual([
      '0 @I1@ INDI',
      '1 NAME Johnny /Smyth/ Jr.',
      '2 GIVN Johnny',
      '2 SURN Smyth',
      '2 NSFX Jr.',
      '1 SEX M',
      '1 BIRT',
      '2 DATE 13 MAR 1850',
      '2 PLAC Springfield, Illinois, USA',
    ])
    expect(lines).toContain('1 _MILT Served in the county militia')
  })

  it('a gender set on a person with SEX U is written; an unchanged one keeps U', () => {
    const data = structuredClone(imported)
    expect(recordLines(exportGedcom(data), 'I9')).toContain('1 SEX U')
    expect(recordLines(exportGedcom(data), 'I10').some((l) => l.startsWith('1 SEX'))).toBe(false)
    person(data, 'I9').data.gender = 'F'
    expect(recordLines(exportGedcom(data), 'I9')).toContain('1 SEX F')
  })

  it('a new child, a removed birthday and a deleted person show in the families and records', () => {
    const data = structuredClone(imported)
    data.push({
      id: 'new1',
      data: { gender: 'F', 'first name': 'Rose', 'last name': 'Smith' },
      rels: { father: 'I1', mother: 'I2' },
    })
    person(data, 'I1').rels.children!.push('new1')
    person(data, 'I2').rels.children!.push('new1')
    delete person(data, 'I2').data.birthday
    const clara = data.findIndex((d) => d.id === 'I7')
    data.splice(clara, 1)
    person(data, 'I5').rels.children = ['I8']
    const out = exportGedcom(data)
    expect(gedcomProblems(out, '5.5.1')).toEqual([])
    expect(recordLines(out, 'F1').filter((l) => l.startsWith('1 CHIL'))).toEqual([
      '1 CHIL @I4@',
      '1 CHIL @I5@',
      '1 CHIL @new1@',
    ])
    expect(recordLines(out, 'F3')).toEqual(['0 @F3@ FAM', '1 WIFE @I5@', '1 CHIL @I8@'])
    expect(recordLines(out, 'I2').some((l) => l === '1 BIRT')).toBe(false)
    expect(out).not.toContain('@I7@')
    const back = importGedcom(out).data
    expect(person(back, 'new1').rels).toEqual({ father: 'I1', mother: 'I2' })
  })

  it('two people who are no longer spouses lose their family (and its MARR); an adoption by both makes two one-parent families', () => {
    const data = structuredClone(imported)
    person(data, 'I9').rels.spouses = []
    person(data, 'I10').rels.spouses = []
    const out = exportGedcom(data)
    expect(gedcomProblems(out, '5.5.1')).toEqual([])
    // The couple's family is gone; Thomas is still the adopted child of each of them, in a family of one parent each
    // (new families, so the freed id F4 is taken again).
    expect(recordLines(out, 'I8').slice(-5)).toEqual([
      '1 FAMC @F3@',
      '1 FAMC @F4@',
      '2 PEDI adopted',
      '1 FAMC @F5@',
      '2 PEDI adopted',
    ])
    expect(recordLines(out, 'F4')).toEqual(['0 @F4@ FAM', '1 HUSB @I9@', '1 CHIL @I8@'])
    expect(recordLines(out, 'F5')).toEqual(['0 @F5@ FAM', '1 WIFE @I10@', '1 CHIL @I8@'])
    const thomas = person(importGedcom(out).data, 'I8')
    expect(thomas.rels).toEqual({ mother: 'I5', other_parents: ['I9', 'I10'] })
    expect(thomas.data).toMatchObject({ parent_type__ref__I9: 'adopted', parent_type__ref__I10: 'adopted' })
  })
})
