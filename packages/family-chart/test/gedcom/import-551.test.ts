// importGedcom on a GEDCOM 5.5.1 file: people, names, genders, dates, families, and what is kept for export.
import { importGedcom } from '../../src/gedcom'
import { validateData } from '../../src/data/validate'
import { fixture, kept, keptNode, person } from './helpers'

const { data, warnings, version } = importGedcom(fixture('family-5.5.1.ged'))

describe('importGedcom, GEDCOM 5.5.1', () => {
  it('reads the version from the header and every INDI as a person whose id is the xref without @', () => {
    expect(version).toBe('5.5.1')
    expect(data.map((d) => d.id)).toEqual(['I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'I7', 'I8', 'I9', 'I10'])
    expect(validateData(data)).toEqual([])
  })

  it('takes first and last name from GIVN / SURN, else from the slashes', () => {
    expect(person(data, 'I1').data).toMatchObject({ 'first name': 'John Robert', 'last name': 'Smith' })
    expect(person(data, 'I2').data).toMatchObject({ 'first name': 'Mary', 'last name': 'Jones' })
    // Anna's record says nothing the fields and links do not: nothing is kept. Mary's has an OBJE: kept whole, in order.
    expect(kept(person(data, 'I5')).nodes).toBeUndefined()
    expect(kept(person(data, 'I2')).nodes?.map((n) => n.tag)).toEqual(['NAME', 'SEX', 'BIRT', 'DEAT', 'OBJE', 'FAMS'])
    // John's NAME has a suffix and GIVN/SURN/NSFX lines: kept whole.
    expect(keptNode(person(data, 'I1'), 'NAME')).toEqual({
      tag: 'NAME',
      value: 'John Robert /Smith/ Jr.',
      children: [
        { tag: 'GIVN', value: 'John Robert' },
        { tag: 'SURN', value: 'Smith' },
        { tag: 'NSFX', value: 'Jr.' },
      ],
    })
  })

  it('takes birthday and death from BIRT and DEAT DATE as written', () => {
    expect(person(data, 'I1').data).toMatchObject({ gender: 'M', birthday: '12 MAR 1850', death: 'ABT 1920' })
    expect(person(data, 'I2').data).toMatchObject({ gender: 'F', birthday: '1852', death: '3 APR 1880' })
    expect(person(data, 'I7').data.birthday).toBeUndefined()
    expect(keptNode(person(data, 'I1'), 'BIRT')?.children).toContainEqual({
      tag: 'PLAC',
      value: 'Springfield, Illinois, USA',
    })
  })

  it('links a remarriage: one person with two spouses and the children of each marriage', () => {
    const john = person(data, 'I1')
    expect(john.rels.spouses).toEqual(['I2', 'I3'])
    expect(john.rels.children).toEqual(['I4', 'I5', 'I6'])
    expect(person(data, 'I2').rels).toEqual({ spouses: ['I1'], children: ['I4', 'I5'] })
    expect(person(data, 'I3').rels).toEqual({ spouses: ['I1'], children: ['I6'] })
    expect(person(data, 'I4').rels).toEqual({ father: 'I1', mother: 'I2' })
    expect(person(data, 'I6').rels).toEqual({ father: 'I1', mother: 'I3' })
  })

  it('links a single parent: a family with a WIFE and no HUSB gives the children a mother only', () => {
    expect(person(data, 'I7').rels).toEqual({ mother: 'I5' })
    expect(person(data, 'I5').rels).toEqual({ father: 'I1', mother: 'I2', children: ['I7', 'I8'] })
  })

  it('gives an adopted child the birth family as father / mother, the adoptive parents as other_parents with their type', () => {
    const thomas = person(data, 'I8')
    expect(thomas.rels).toEqual({ mother: 'I5', other_parents: ['I9', 'I10'] })
    expect(thomas.data).toMatchObject({ parent_type__ref__I9: 'adopted', parent_type__ref__I10: 'adopted' })
    expect(thomas.data).not.toHaveProperty('parent_type__ref__I5')
    expect(person(data, 'I9').rels).toEqual({ spouses: ['I10'], children: ['I8'] })
    expect(warnings.some((w) => w.includes('@F4@'))).toBe(false)
    // The adoptive family keeps its CHIL line with the relationship tags under it, in place.
    const family = kept(person(data, 'I9')).families?.[0]
    expect(family).toMatchObject({ xref: 'F4', husband: 'I9', wife: 'I10' })
    expect(family?.nodes?.[2]).toEqual({
      tag: 'CHIL',
      pointer: 'I8',
      children: [
        { tag: '_FREL', value: 'Adopted' },
        { tag: '_MREL', value: 'Adopted' },
      ],
    })
  })

  it('gives people without SEX M or F a gender from their family role, keeps the SEX and warns', () => {
    expect(person(data, 'I9').data.gender).toBe('M') // SEX U, a HUSB
    expect(person(data, 'I10').data.gender).toBe('F') // no SEX, a WIFE
    expect(kept(person(data, 'I9')).gender).toBe('M')
    expect(keptNode(person(data, 'I9'), 'SEX')).toEqual({ tag: 'SEX', value: 'U' })
    expect(kept(person(data, 'I10')).gender).toBe('F')
    expect(keptNode(person(data, 'I10'), 'SEX')).toBeUndefined()
    expect(warnings.some((w) => w.startsWith('2 people have no SEX of M or F'))).toBe(true)
  })

  it('keeps custom tags, events, sources and multi-line notes (CONC joined, CONT as a line break, @@ as @)', () => {
    const john = person(data, 'I1')
    expect(keptNode(john, '_MILT')).toEqual({
      tag: '_MILT',
      value: 'Served in the county militia',
      children: [{ tag: 'DATE', value: '1870' }],
    })
    expect(keptNode(john, 'OCCU')?.value).toBe('Blacksmith')
    expect(keptNode(john, 'NOTE')?.value).toBe(
      'John kept a diary for sixty years; the first volume was lost in the fire of 1871.\n' +
        'Later volumes are with the county archive (archive@county.example).',
    )
    expect(keptNode(john, 'SOUR')).toEqual({ tag: 'SOUR', pointer: 'S1', children: [{ tag: 'PAGE', value: 'p. 12' }] })
    expect(keptNode(person(data, 'I6'), 'CHR')?.children).toHaveLength(2)
  })

  it('keeps family records whole, in order, on the first partner; a plain one as its partners only', () => {
    const families = kept(person(data, 'I1')).families!
    expect(families.map(({ xref, husband, wife }) => ({ xref, husband, wife }))).toEqual([
      { xref: 'F1', husband: 'I1', wife: 'I2' },
      { xref: 'F2', husband: 'I1', wife: 'I3' },
    ])
    expect(families[0].nodes).toEqual([
      { tag: 'HUSB', pointer: 'I1' },
      { tag: 'WIFE', pointer: 'I2' },
      {
        tag: 'MARR',
        children: [
          { tag: 'DATE', value: '4 JUN 1873' },
          { tag: 'PLAC', value: 'Springfield' },
        ],
      },
      { tag: 'CHIL', pointer: 'I4' },
      { tag: 'CHIL', pointer: 'I5' },
    ])
    expect(families[1].nodes?.map((n) => n.tag)).toEqual(['HUSB', 'WIFE', 'MARR', '_STAT', 'CHIL'])
    expect(kept(person(data, 'I5')).families).toEqual([{ xref: 'F3', wife: 'I5' }])
  })

  it('keeps the other records and the header extras on the first person', () => {
    const records = kept(data[0]).records!
    expect(records.map((r) => `${r.tag} ${r.xref ?? ''}`.trim())).toEqual([
      'HEAD',
      'SUBM U1',
      'SOUR S1',
      'NOTE N1',
      'OBJE O1',
    ])
    expect(records[0].children).toEqual([
      { tag: 'SUBM', pointer: 'U1' },
      { tag: 'LANG', value: 'English' },
      { tag: '_EXPORT_NOTE', value: 'Written for the family-chart tests' },
    ])
    expect(records.find((r) => r.xref === 'N1')?.value).toBe(
      'William emigrated in 1899 and\nwrote home every Christmas.',
    )
  })

  it('leaves no key starting with _ and nothing but plain JSON in the data', () => {
    const json = JSON.stringify(data)
    expect(JSON.parse(json)).toEqual(data)
    for (const d of data) expect(Object.keys(d).filter((k) => k.startsWith('_'))).toEqual([])
  })

  it('returns the 0.9 shape on request', () => {
    const { data: shaped } = importGedcom(fixture('family-5.5.1.ged'), { shape: '0.9' })
    expect(person(shaped, 'I4').rels).toEqual({ parents: ['I1', 'I2'] })
    expect(person(shaped, 'I7').rels).toEqual({ parents: ['I5'] })
    expect(person(shaped, 'I8').rels).toEqual({ parents: ['I5', 'I9', 'I10'] })
    expect(person(shaped, 'I1').rels).toEqual({ parents: [], spouses: ['I2', 'I3'], children: ['I4', 'I5', 'I6'] })
  })
})
