// exportGedcom's privacy option: living people written as private (name, gender and family links only), the dead in
// full, marriage details of private people left out on both sides; everyone in full without the option.
import { exportGedcom, importGedcom } from '../../src/gedcom'
import type { Data } from '../../src/data/types'
import { gedcomProblems, linesOf } from './helpers'

const NOW = new Date('2026-01-01')
function family(): Data {
  return [
    {
      id: 'I1',
      data: {
        gender: 'M',
        'first name': 'Hans',
        'last name': 'Stern',
        birthday: '1921',
        death: '1999',
        marriage_end__ref__I2: 'divorced',
        marriage_end_date__ref__I2: '1960',
      },
      rels: { spouses: ['I2'], children: ['I3'] },
    },
    {
      id: 'I2',
      data: {
        gender: 'F',
        'first name': 'Mila',
        'last name': 'Roth',
        birthday: '1935',
        marriage_end__ref__I1: 'divorced',
        marriage_end_date__ref__I1: '1960',
      },
      rels: { spouses: ['I1'], children: ['I3'] },
    },
    {
      id: 'I3',
      data: {
        gender: 'M',
        'first name': 'Karl',
        'last name': 'Stern',
        birthday: '1958',
        parent_type__ref__I1: 'adopted',
      },
      rels: { father: 'I1', mother: 'I2', spouses: [], children: [] },
    },
  ] as unknown as Data
}

describe('exportGedcom with privacy of the living', () => {
  const text = exportGedcom(family(), { privacy: { living: true, now: NOW } })

  it('writes living people with the label only, and the dead in full', () => {
    expect(gedcomProblems(text, '5.5.1')).toEqual([])
    for (const secret of ['Mila', 'Roth', 'Karl', '1935', '1958', 'DIV']) expect(text).not.toContain(secret)
    expect(text).toContain('1 NAME Hans /Stern/')
    expect(text).toContain('2 DATE 1921')
    expect(linesOf(text).filter((l) => l === '1 NAME Living //' || l === '1 NAME Living')).toHaveLength(2)
  })

  it('keeps the family: partners, child and how the child is related', () => {
    const back = importGedcom(text).data
    const karl = back.find((d) => d.data['first name'] === 'Living' && d.data.gender === 'M')!
    const hans = back.find((d) => d.data['first name'] === 'Hans')!
    expect(karl.rels.father).toBe(hans.id)
    expect(karl.data[`parent_type__ref__${hans.id}`]).toBe('adopted')
    expect(hans.rels.spouses).toHaveLength(1)
  })

  it('writes initials when asked', () => {
    const initials = exportGedcom(family(), { privacy: { living: true, now: NOW, show: 'initials' } })
    expect(initials).toMatch(/1 NAME M\. R\.( \/\/)?\n/)
    expect(initials).not.toContain('Roth')
  })

  it('writes everyone in full without the option', () => {
    const full = exportGedcom(family())
    for (const name of ['Mila', 'Karl', '1935', 'DIV']) expect(full).toContain(name)
  })
})
