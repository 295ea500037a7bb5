// Bad input: one clear GedcomError for what is not GEDCOM; warnings, and the rest imported, for broken files.
// Every case is bounded in time (the third argument of each test).
import { importGedcom, exportGedcom, GedcomError } from '../../src/gedcom'
import { calculateTree } from '../../src/layout/calculate-tree'
import { fixture, person } from './helpers'

const HEAD = '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n'
const LIMIT = 10000

function errorOf(run: () => unknown): GedcomError {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(GedcomError)
    return err as GedcomError
  }
  throw new Error('expected a GedcomError')
}

describe('input that is not GEDCOM', () => {
  it.each([
    ['JSON', '[{"id":"1","data":{"gender":"M"},"rels":{}}]'],
    ['HTML', '<!DOCTYPE html><html><body>Family</body></html>'],
    ['CSV', 'id,first name,last name\n1,Ann,Lee\n'],
    ['a GEDCOM-like file without its header', '0 @I1@ INDI\n1 NAME Ann /Lee/\n0 TRLR\n'],
    ['binary bytes', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ])(
    '%s: one GedcomError saying what a GEDCOM file looks like',
    (_name, input) => {
      const err = errorOf(() => importGedcom(input))
      expect(err.code).toBe('not-gedcom')
      expect(err.message).toBe('This is not a GEDCOM file: a GEDCOM file starts with the line "0 HEAD".')
    },
    LIMIT,
  )

  it.each([
    ['an empty string', ''],
    ['blank lines', ' \n\r\n\t\n'],
    ['a byte order mark only', '\uFEFF'],
    ['no bytes', new Uint8Array(0)],
  ])(
    '%s: the empty-file error',
    (_name, input) => {
      const err = errorOf(() => importGedcom(input))
      expect(err.code).toBe('empty')
      expect(err.message).toBe('The file is empty: there is no GEDCOM data in it.')
    },
    LIMIT,
  )

  it.each([
    ['null', null],
    ['a number', 42],
    ['an object', { text: HEAD }],
  ])(
    '%s: a bad-input error',
    (_name, input) => {
      const err = errorOf(() => importGedcom(input as unknown as string))
      expect(err.code).toBe('bad-input')
      expect(err.message).toContain('text of a GEDCOM file')
    },
    LIMIT,
  )

  it(
    'an unknown data shape option: a bad-option error',
    () => {
      expect(errorOf(() => importGedcom(HEAD, { shape: '1.0' as '0.9' })).code).toBe('bad-option')
    },
    LIMIT,
  )

  it(
    'a huge text that is not GEDCOM fails fast, without reading it all',
    () => {
      const err = errorOf(() => importGedcom('x'.repeat(30_000_000)))
      expect(err.code).toBe('not-gedcom')
    },
    LIMIT,
  )
})

describe('broken GEDCOM files: warnings, and everything else imported', () => {
  it(
    'a truncated file (cut in the middle of a line): the people read so far, a warning about the trailer',
    () => {
      const full = fixture('family-5.5.1.ged')
      const cut = full.slice(0, full.indexOf('0 @I6@ INDI') + 20)
      const { data, warnings } = importGedcom(cut)
      expect(data.map((d) => d.id)).toEqual(['I1', 'I2', 'I3', 'I4', 'I5', 'I6'])
      expect(warnings).toContain(
        'The file ends without a trailer (0 TRLR), so it may be cut short: everything up to its end was imported.',
      )
      // The families came after the cut: the FAMS / FAMC lines point at nothing, and say so.
      expect(
        warnings.some((w) =>
          w.startsWith('John Robert Smith (I1) names family @F1@ as their own, but there is no such family'),
        ),
      ).toBe(true)
      expect(person(data, 'I1').rels).toEqual({})
    },
    LIMIT,
  )

  it(
    "dangling pointers: a family's links to missing people left out, a FAMC to a missing family kept, each with a warning",
    () => {
      const text =
        HEAD +
        '0 @I1@ INDI\n1 NAME Ann /Lee/\n1 SEX F\n1 FAMS @F1@\n1 FAMC @F9@\n1 SOUR @S9@\n' +
        '0 @I2@ INDI\n1 NAME Bo /Lee/\n1 SEX M\n1 FAMC @F1@\n' +
        '0 @F1@ FAM\n1 HUSB @I404@\n1 WIFE @I1@\n1 CHIL @I2@\n1 CHIL @I405@\n0 TRLR\n'
      const { data, warnings } = importGedcom(text)
      expect(person(data, 'I2').rels).toEqual({ mother: 'I1' })
      expect(person(data, 'I1').rels).toEqual({ children: ['I2'] })
      expect(warnings).toEqual([
        'Family @F1@ (line 15) names @I404@ as HUSB but there is no such person; that link was left out.',
        'Family @F1@ (line 15) names @I405@ as CHIL but there is no such person; that link was left out.',
        "Ann Lee (I1) names family @F9@ as their parents' family, but there is no such family; the line was kept as written.",
        '1 pointer names a record the file does not have, kept as written: @S9@ (SOUR in I1).',
      ])
      expect(exportGedcom(data)).toContain(
        '0 @I1@ INDI\n1 NAME Ann /Lee/\n1 SEX F\n1 FAMS @F1@\n1 FAMC @F9@\n1 SOUR @S9@\n',
      )
    },
    LIMIT,
  )

  it(
    'a person who is their own ancestor: a warning, the data imported, and the layout still finishes',
    () => {
      const text =
        HEAD +
        '0 @I1@ INDI\n1 NAME Ann\n1 SEX F\n1 FAMC @F2@\n1 FAMS @F1@\n' +
        '0 @I2@ INDI\n1 NAME Bo\n1 SEX M\n1 FAMC @F1@\n1 FAMS @F2@\n' +
        '0 @I3@ INDI\n1 NAME Cy\n1 SEX M\n1 FAMC @F1@\n' +
        '0 @F1@ FAM\n1 WIFE @I1@\n1 CHIL @I2@\n1 CHIL @I3@\n0 @F2@ FAM\n1 HUSB @I2@\n1 CHIL @I1@\n0 TRLR\n'
      const { data, warnings } = importGedcom(text)
      expect(person(data, 'I1').rels).toEqual({ father: 'I2', children: ['I2', 'I3'] })
      expect(person(data, 'I2').rels).toEqual({ mother: 'I1', children: ['I1'] })
      expect(warnings).toEqual([
        '2 people are their own ancestor (I1, I2): their parent links go round in a circle. They were imported as written: check these families.',
      ])
      expect(calculateTree(data, { main_id: 'I3' }).data.length).toBeGreaterThan(0)
      expect(() => exportGedcom(data)).not.toThrow()
    },
    LIMIT,
  )

  it(
    'duplicate ids: the first record keeps the id, the second is renamed and imported without its family links',
    () => {
      const text =
        HEAD +
        '0 @I1@ INDI\n1 NAME Ann /Lee/\n1 SEX F\n1 FAMS @F1@\n' +
        '0 @I1@ INDI\n1 NAME Ann /Leigh/\n1 SEX F\n1 FAMS @F1@\n' +
        '0 @I2@ INDI\n1 NAME Bo /Lee/\n1 SEX M\n1 FAMC @F1@\n' +
        '0 @F1@ FAM\n1 WIFE @I1@\n1 CHIL @I2@\n0 @F1@ FAM\n1 HUSB @I2@\n0 @S1@ SOUR\n1 TITL One\n0 @S1@ SOUR\n1 TITL Two\n0 TRLR\n'
      const { data, warnings } = importGedcom(text)
      expect(data.map((d) => [d.id, d.data['last name']])).toEqual([
        ['I1', 'Lee'],
        ['I1_2', 'Leigh'],
        ['I2', 'Lee'],
      ])
      expect(person(data, 'I2').rels).toEqual({ mother: 'I1' })
      expect(person(data, 'I1_2').rels).toEqual({})
      expect(warnings).toEqual([
        'Two records use the id @I1@: the one on line 9 was given the id "I1_2", without its family links.',
        'Two records use the id @F1@: the one on line 20 was given the id "F1_2".',
        'Two records use the id @S1@: the one on line 24 was given the id "S1_2".',
      ])
      expect(data[0].gedcom.records.map((r: { xref?: string }) => r.xref)).toEqual(['S1', 'S1_2'])
      expect(person(data, 'I2').gedcom.families).toEqual([{ xref: 'F1_2', husband: 'I2' }])
    },
    LIMIT,
  )

  it(
    'lines that are not GEDCOM, level jumps and text after the trailer: skipped with warnings',
    () => {
      const text =
        HEAD +
        '0 @I1@ INDI\n1 NAME Ann /Lee/\nthis line is prose\n1 SEX F\n3 DATE 1900\n@ broken\n0 @I2@ INDI\n1 NAME Bo\n0 TRLR\nsignature: grandpa\n'
      const { data, warnings } = importGedcom(text)
      expect(data.map((d) => d.data['first name'])).toEqual(['Ann', 'Bo'])
      expect(person(data, 'I1').gedcom.nodes).toEqual([
        { tag: 'NAME', value: 'Ann /Lee/' },
        { tag: 'SEX', value: 'F', children: [{ tag: 'DATE', value: '1900' }] },
      ])
      expect(warnings.slice(0, 4)).toEqual([
        'Line 7 is not a GEDCOM line and was skipped: "this line is prose".',
        'Line 10 is not a GEDCOM line and was skipped: "@ broken".',
        'Line 14 and the lines after it come after the trailer (0 TRLR) and were ignored.',
        '1 line skipped a level (for example 1 then 3); each was read as one level below the line above it.',
      ])
    },
    LIMIT,
  )

  it(
    'a huge line (a 5 MB note) is read whole and written back in CONC lines',
    () => {
      const note = 'lorem ipsum '.repeat(450_000).trim()
      const text = HEAD + `0 @I1@ INDI\n1 NAME Ann /Lee/\n1 SEX F\n1 NOTE ${note}\n0 TRLR\n`
      const { data, warnings } = importGedcom(text)
      expect(warnings).toEqual([])
      expect(data[0].gedcom.nodes[2].value).toBe(note)
      const out = exportGedcom(data)
      expect(out.split('\n').every((l) => l.length <= 255)).toBe(true)
      expect(importGedcom(out).data[0].gedcom.nodes[2].value).toBe(note)
    },
    LIMIT,
  )

  it(
    'many problems: at most 200 warnings and a count of the rest',
    () => {
      const fam = Array.from({ length: 500 }, (_, i) => `1 CHIL @X${i}@`).join('\n')
      const { data, warnings } = importGedcom(
        HEAD + `0 @I1@ INDI\n1 NAME Ann\n1 SEX F\n0 @F1@ FAM\n1 WIFE @I1@\n${fam}\n0 TRLR\n`,
      )
      expect(data).toHaveLength(1)
      expect(warnings).toHaveLength(201)
      expect(warnings[200]).toBe('… and 300 more warnings.')
    },
    LIMIT,
  )

  it(
    'a file without people: no data and a warning',
    () => {
      const { data, warnings } = importGedcom(HEAD + '0 @S1@ SOUR\n1 TITL Nothing\n0 TRLR\n')
      expect(data).toEqual([])
      expect(warnings).toEqual([
        "The file has no people (INDI records): there is nothing to draw. Its other records are in the result's `records`.",
      ])
    },
    LIMIT,
  )
})
