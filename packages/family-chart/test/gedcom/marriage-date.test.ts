// The marriage date (issue 35.5): a FAM record's first dated MARR is `marriage_date__ref__<spouseId>` on both spouses,
// in 5.5.1 and 7.0 and in both data shapes; export writes an edit of it into that DATE line only, adds MARR / DATE
// where there was none, keeps repeated MARR events as they were, and the chart orders spouses by the imported dates.
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { calculateTree } from '../../src/compat/calculate-tree'
import type { Data, Datum } from '../../src/data/types'
import { linesOf, person } from './helpers'

type Version = '5.5.1' | '7.0'

function head(version: Version): string[] {
  return version === '5.5.1'
    ? ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '1 SUBM @U1@']
    : ['0 HEAD', '1 GEDC', '2 VERS 7.0']
}
const tail = (version: Version) => (version === '5.5.1' ? ['0 @U1@ SUBM', '1 NAME Unknown', '0 TRLR'] : ['0 TRLR'])

/**
 * Eva married Carl (F1, listed first: her first FAMS) in 1980 and Bert (F2) in 1960; F1 has an undated MARR, then a
 * dated one with a place and a source, then a second dated MARR (another source's date), a divorce and a child. F3,
 * Dirk and Fay, has no MARR.
 */
function file(version: Version): string {
  const indi = (id: string, name: string, sex: string, links: string[]) => [
    `0 @${id}@ INDI`,
    `1 NAME ${name}`,
    `1 SEX ${sex}`,
    ...links,
  ]
  return [
    ...head(version),
    ...indi('I1', 'Eva /Lund/', 'F', ['1 FAMS @F1@', '1 FAMS @F2@']),
    ...indi('I2', 'Carl /Berg/', 'M', ['1 FAMS @F1@']),
    ...indi('I3', 'Bert /Moss/', 'M', ['1 FAMS @F2@']),
    ...indi('I4', 'Ida /Berg/', 'F', ['1 FAMC @F1@']),
    ...indi('I5', 'Dirk /Holm/', 'M', ['1 FAMS @F3@']),
    ...indi('I6', 'Fay /Holm/', 'F', ['1 FAMS @F3@']),
    '0 @F1@ FAM',
    '1 HUSB @I2@',
    '1 WIFE @I1@',
    '1 MARR',
    '2 PLAC Oslo',
    '1 MARR',
    '2 DATE 12 JUN 1980',
    '2 PLAC Bergen',
    '2 SOUR @S1@',
    '1 MARR',
    '2 DATE 1981',
    '1 DIV',
    '2 DATE 1990',
    '1 CHIL @I4@',
    '0 @F2@ FAM',
    '1 HUSB @I3@',
    '1 WIFE @I1@',
    '1 MARR',
    '2 DATE 1960',
    '0 @F3@ FAM',
    '1 HUSB @I5@',
    '1 WIFE @I6@',
    '0 @S1@ SOUR',
    '1 TITL Parish book',
    ...tail(version),
  ].join('\n')
}

/** The lines of one record of a GEDCOM text. */
function record(text: string, xref: string): string[] {
  const lines = linesOf(text)
  const start = lines.indexOf(`0 @${xref}@ FAM`)
  const end = lines.findIndex((l, i) => i > start && l.startsWith('0 '))
  return lines.slice(start, end)
}

const setDate = (data: Data, a: string, b: string, date: string | undefined) => {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ]) {
    const d = person(data, x).data
    if (date === undefined) delete d[`marriage_date__ref__${y}`]
    else d[`marriage_date__ref__${y}`] = date
  }
}

describe.each(['5.5.1', '7.0'] as const)('GEDCOM %s', (version) => {
  const text = file(version)
  const imported = () => importGedcom(text)
  /** Exported from the imported data as it is (text copied) and after every structure was read (written anew). */
  const bothWays = (data: Data) => [exportGedcom(data, { version }), exportGedcom(structuredClone(data), { version })]

  it('fills the date of the first dated MARR on both spouses, in both data shapes', () => {
    for (const shape of ['0.8', '0.9'] as const) {
      const { data } = importGedcom(text, { shape })
      expect(person(data, 'I1').data).toMatchObject({
        marriage_date__ref__I2: '12 JUN 1980',
        marriage_date__ref__I3: '1960',
      })
      expect(person(data, 'I2').data).toMatchObject({ marriage_date__ref__I1: '12 JUN 1980' })
      expect(person(data, 'I3').data).toMatchObject({ marriage_date__ref__I1: '1960' })
      expect(Object.keys(person(data, 'I5').data).filter((k) => k.startsWith('marriage_date'))).toEqual([])
    }
  })

  it('writes the family records back unchanged, repeated MARR events in their order', () => {
    for (const out of bothWays(imported().data)) {
      for (const xref of ['F1', 'F2', 'F3']) expect(record(out, xref)).toEqual(record(text, xref))
    }
  })

  it('writes an edited date into the DATE line of the first dated MARR only', () => {
    const { data } = imported()
    const before = record(exportGedcom(data, { version }), 'F1')
    setDate(data, 'I1', 'I2', '14 JUN 1980')
    for (const out of bothWays(data)) {
      const after = record(out, 'F1')
      expect(after).toHaveLength(before.length)
      const changed = after.map((l, i) => [i, before[i], l]).filter(([, a, b]) => a !== b)
      expect(changed).toEqual([[before.indexOf('2 DATE 12 JUN 1980'), '2 DATE 12 JUN 1980', '2 DATE 14 JUN 1980']])
      expect(record(out, 'F2')).toEqual(record(text, 'F2'))
      expect(person(importGedcom(out).data, 'I2').data['marriage_date__ref__I1']).toBe('14 JUN 1980')
    }
  })

  it('takes out the DATE line when the date is removed, keeping the event; the next dated MARR is read then', () => {
    const { data } = imported()
    setDate(data, 'I1', 'I3', undefined)
    setDate(data, 'I1', 'I2', undefined)
    for (const out of bothWays(data)) {
      expect(record(out, 'F2')).toEqual(['0 @F2@ FAM', '1 HUSB @I3@', '1 WIFE @I1@', '1 MARR Y'])
      expect(record(out, 'F1')).toEqual(record(text, 'F1').filter((l) => l !== '2 DATE 12 JUN 1980'))
      const back = importGedcom(out).data
      expect(person(back, 'I3').data).not.toHaveProperty('marriage_date__ref__I1')
      // The other source's date, kept as it was, is the first dated MARR now.
      expect(person(back, 'I2').data['marriage_date__ref__I1']).toBe('1981')
    }
  })

  it('adds MARR and DATE to a family without a marriage, before its children', () => {
    const { data } = imported()
    setDate(data, 'I5', 'I6', '1975')
    for (const out of bothWays(data)) {
      expect(record(out, 'F3')).toEqual(['0 @F3@ FAM', '1 HUSB @I5@', '1 WIFE @I6@', '1 MARR', '2 DATE 1975'])
      expect(person(importGedcom(out).data, 'I6').data['marriage_date__ref__I5']).toBe('1975')
    }
  })

  it('orders the spouses in the chart by the imported dates (sort_spouses_by_marriage_date)', () => {
    for (const shape of ['0.8', '0.9'] as const) {
      const { data } = importGedcom(text, { shape })
      // The file lists Carl (1980) first; Bert married Eva in 1960.
      expect(person(data, 'I1').rels.spouses).toEqual(['I2', 'I3'])
      const sideOf = (on: boolean) => {
        const tree = calculateTree(data, { main_id: 'I1', sort_spouses_by_marriage_date: on })
        const main = tree.data.find((d) => d.main)!
        // Nearest to Eva first: the order the layout puts her spouses in.
        return tree.data
          .filter((d) => !d.main && !d.is_ancestry && (d.data.id === 'I2' || d.data.id === 'I3'))
          .sort((a, b) => Math.abs(a.x - main.x) - Math.abs(b.x - main.x))
          .map((d) => d.data.id)
      }
      expect(sideOf(false)).toEqual(['I2', 'I3'])
      expect(sideOf(true)).toEqual(['I3', 'I2'])
    }
  })
})

it('writes the marriage date of a couple that was never imported as MARR / DATE after the partners', () => {
  const p = (id: string, gender: 'M' | 'F', spouse: string, data: Record<string, string> = {}) =>
    ({ id, data: { gender, 'first name': id, ...data }, rels: { spouses: [spouse], children: [] } }) as unknown as Datum
  const data = [p('A1', 'M', 'A2', { marriage_date__ref__A2: '2001-05-04' }), p('A2', 'F', 'A1')]
  const out = exportGedcom(data)
  const fam = linesOf(out).slice(linesOf(out).findIndex((l) => / FAM$/.test(l)))
  expect(fam.slice(0, 5)).toEqual([fam[0], '1 HUSB @A1@', '1 WIFE @A2@', '1 MARR', '2 DATE 2001-05-04'])
  expect(person(importGedcom(out).data, 'A2').data['marriage_date__ref__A1']).toBe('2001-05-04')
})
