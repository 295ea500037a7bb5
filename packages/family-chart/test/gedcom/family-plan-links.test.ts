// The family plan's short cuts (families-from-data.ts): a couple or a child already made is found in the person's own
// families instead of by id, a kept family's holder is its own key, and the writers reach partners and children
// through the plan. Each case is one where a wrong short cut would lose, double or misplace a link.
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { familiesFromData } from '../../src/gedcom/families-from-data'
import type { Data, Datum } from '../../src/data/types'
import { linesOf, person } from './helpers'

const d = (id: string, gender: 'M' | 'F', rels: Datum['rels'], data: Record<string, unknown> = {}): Datum => ({
  id,
  data: { gender, 'first name': id, ...data },
  rels,
})

const couple = (plan: ReturnType<typeof familiesFromData>) =>
  plan.families.map((f) => `${f.husband ?? '-'}+${f.wife ?? '-'}:${f.children.join(',')}`)

describe('family plan links', () => {
  it('places each child once, in the order of the first parent in the data who lists them', () => {
    const data: Data = [
      d('mum', 'F', { spouses: ['dad'], children: ['c2', 'c1'] }),
      d('dad', 'M', { spouses: ['mum'], children: ['c1', 'c2', 'c3'] }),
      d('c1', 'M', { father: 'dad', mother: 'mum' }),
      d('c2', 'F', { father: 'dad', mother: 'mum' }),
      d('c3', 'F', { father: 'dad', mother: 'mum' }),
    ]
    const plan = familiesFromData(data)
    expect(couple(plan)).toEqual(['dad+mum:c2,c1,c3'])
    for (const f of plan.families) expect(f.childPeople.map((p) => p.id)).toEqual(f.children)
    expect(plan.byId.get('c1')!.childOf).toEqual([plan.families[0]])
  })

  it('makes one family per couple whether one or both spouses list it, and a child listed only by one parent', () => {
    const data: Data = [
      d('ann', 'F', { spouses: ['bob', 'carl'], children: ['kid'] }),
      d('bob', 'M', { spouses: ['ann'] }),
      d('carl', 'M', { spouses: [] }),
      d('kid', 'F', { father: 'carl', mother: 'ann' }),
    ]
    const plan = familiesFromData(data)
    expect(couple(plan).sort()).toEqual(['bob+ann:', 'carl+ann:kid'])
    const text = exportGedcom(data)
    expect(linesOf(text).filter((l) => l.endsWith(' FAM'))).toHaveLength(2)
    expect(linesOf(text).filter((l) => l === '1 CHIL @kid@')).toHaveLength(1)
  })

  it('a spouse id that is nobody, or the person themself, makes no family', () => {
    const data: Data = [d('ann', 'F', { spouses: ['ann', 'ghost', 'bob'] }), d('bob', 'M', { spouses: ['ann'] })]
    expect(couple(familiesFromData(data))).toEqual(['bob+ann:'])
  })
})

const FILE = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '2 FORM LINEAGE-LINKED',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Eva /Lund/',
  '1 SEX F',
  '1 FAMS @F1@',
  '1 FAMS @F2@',
  '0 @I2@ INDI',
  '1 NAME Carl /Berg/',
  '1 SEX M',
  '1 FAMS @F1@',
  '0 @I3@ INDI',
  '1 NAME Bert /Moss/',
  '1 SEX M',
  '1 FAMS @F2@',
  '0 @I4@ INDI',
  '1 NAME Ida /Berg/',
  '1 SEX F',
  '1 FAMC @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I2@',
  '1 WIFE @I1@',
  '1 MARR',
  '2 DATE 1980',
  '2 PLAC Oslo',
  '1 CHIL @I4@',
  '0 @F2@ FAM',
  '1 HUSB @I3@',
  '1 WIFE @I1@',
  '1 MARR',
  '2 DATE 1960',
  '0 TRLR',
].join('\n')

describe('export after edits, through the plan (imported data edited in place)', () => {
  const record = (text: string, xref: string) => {
    const lines = linesOf(text)
    const at = lines.indexOf(`0 @${xref}@ FAM`)
    const end = lines.findIndex((l, i) => i > at && l.startsWith('0 '))
    return lines.slice(at, end)
  }

  it('writes each couple its own marriage date when a person has dates with two spouses, and an edit of one', () => {
    const { data } = importGedcom(FILE)
    expect(record(exportGedcom(data), 'F1')).toContain('2 DATE 1980')
    expect(record(exportGedcom(data), 'F2')).toContain('2 DATE 1960')
    const eva = person(data, 'I1')
    eva.data['marriage_date__ref__I3'] = '1961'
    person(data, 'I3').data['marriage_date__ref__I1'] = '1961'
    const text = exportGedcom(data)
    expect(record(text, 'F2')).toEqual(['0 @F2@ FAM', '1 HUSB @I3@', '1 WIFE @I1@', '1 MARR', '2 DATE 1961'])
    expect(record(text, 'F1')).toEqual(expect.arrayContaining(['2 DATE 1980', '2 PLAC Oslo', '1 CHIL @I4@']))
  })

  it('a child removed from the data and a child added are written in the family', () => {
    const { data } = importGedcom(FILE)
    const ida = person(data, 'I4')
    const eva = person(data, 'I1')
    const carl = person(data, 'I2')
    eva.rels.children = []
    carl.rels.children = []
    ida.rels = { spouses: [], children: [] }
    const kid: Datum = { id: 'I9', data: { gender: 'M', 'first name': 'Ola' }, rels: { father: 'I3', mother: 'I1' } }
    eva.rels.children = ['I9']
    person(data, 'I3').rels.children = ['I9']
    const text = exportGedcom([...data, kid])
    expect(record(text, 'F1')).not.toContain('1 CHIL @I4@')
    expect(record(text, 'F2')).toContain('1 CHIL @I9@')
    expect(linesOf(text)).toContain('1 FAMC @F2@')
  })
})
