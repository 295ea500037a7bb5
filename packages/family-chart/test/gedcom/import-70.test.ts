// importGedcom on a GEDCOM 7.0 file: version detection, 7.0's @ escaping, shared notes, @VOID@ and PEDI.
import { importGedcom } from '../../src/gedcom'
import { fixture, kept, keptNode, person } from './helpers'

const { data, warnings, version } = importGedcom(fixture('family-7.0.ged'))

describe('importGedcom, GEDCOM 7.0', () => {
  it('detects 7.0 from the header and reads people, names with accents and dates', () => {
    expect(version).toBe('7.0')
    expect(data.map((d) => d.id)).toEqual(['I1', 'I2', 'I3', 'I4', 'I5', 'I6'])
    expect(person(data, 'I3').data).toEqual({
      gender: 'F',
      'first name': 'Irène',
      'last name': 'Curie',
      birthday: '12 SEP 1897',
    })
    expect(person(data, 'I1').data).toMatchObject({ birthday: '7 NOV 1867', death: '4 JUL 1934' })
  })

  it('links the families: HUSB / WIFE as father / mother, and the next generation', () => {
    expect(person(data, 'I1').rels).toEqual({ spouses: ['I2'], children: ['I3', 'I4'] })
    expect(person(data, 'I3').rels).toEqual({ father: 'I2', mother: 'I1', spouses: ['I5'], children: ['I6'] })
    expect(person(data, 'I6').rels).toEqual({ father: 'I5', mother: 'I3' })
    // PEDI BIRTH (7.0 writes it in capitals) is a birth link: kept under the FAMC line, no type field, no other family.
    expect(keptNode(person(data, 'I3'), 'FAMC')).toEqual({
      tag: 'FAMC',
      pointer: 'F1',
      children: [{ tag: 'PEDI', value: 'BIRTH' }],
    })
    expect(Object.keys(person(data, 'I3').data).filter((k) => k.includes('__ref__'))).toEqual([])
  })

  it('undoes only a leading @@ in 7.0 and joins CONT lines', () => {
    expect(keptNode(person(data, 'I1'), 'NOTE')?.value).toBe(
      '@home is where the lab is\nand a second line with an @ sign',
    )
  })

  it('keeps SNOTE pointers, the SNOTE record, SCHMA and @VOID@ without warning about them', () => {
    expect(keptNode(person(data, 'I1'), 'SNOTE')).toEqual({ tag: 'SNOTE', pointer: 'N1' })
    expect(keptNode(person(data, 'I6'), 'ASSO')).toEqual({
      tag: 'ASSO',
      pointer: 'VOID',
      children: [{ tag: 'ROLE', value: 'FRIEND' }],
    })
    const records = kept(data[0]).records!
    expect(records[0].children?.[0]).toEqual({
      tag: 'SCHMA',
      children: [{ tag: 'TAG', value: '_MILT https://example.org/gedcom/milt' }],
    })
    expect(records[1]).toEqual({
      tag: 'SNOTE',
      xref: 'N1',
      value: 'Nobel Prizes in Physics (1903) and Chemistry (1911).',
    })
    expect(warnings).toEqual([])
  })
})
