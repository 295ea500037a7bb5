// A person's kept structures are read from the record's text on first access: the same structures as an eager read,
// a plain property afterwards, settable, and pointers to records further down the file not reported as missing.
// (The first person is read at once: the file's records are added to their kept structures.)
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { parseGedcomText } from '../../src/gedcom/parse-lines'
import { createWarningList } from '../../src/gedcom/warnings'
import { recordCopyOf } from '../../src/gedcom/lazy-kept'
import { fixture, kept, person } from './helpers'

const FILE = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I2@ INDI',
  '1 NAME Bo /Lee/',
  '1 SEX M',
  '0 @I1@ INDI',
  '1 NAME Ann /Lee/',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 1900',
  '2 PLAC Cork',
  '1 NOTE first',
  '2 CONT second @@home',
  '1 SOUR @S1@',
  '2 PAGE p. 4',
  '1 SOUR @S9@',
  '1 _UID 42',
  '0 @S1@ SOUR',
  '1 TITL Register',
  '0 TRLR',
  '',
].join('\r\n')

describe('kept structures read on first access', () => {
  it('gives the structures an eager read of the record gives, as a plain property once read', () => {
    const { data } = importGedcom(FILE)
    const ann = kept(person(data, 'I1'))
    expect(Object.getOwnPropertyDescriptor(ann, 'nodes')?.get).toBeInstanceOf(Function)
    const record = parseGedcomText(FILE, createWarningList()).records.find((r) => r.node.xref === 'I1')!.node
    expect(ann.nodes).toEqual(record.children)
    expect(ann.nodes!.map((n) => n.tag)).toEqual(['NAME', 'SEX', 'BIRT', 'NOTE', 'SOUR', 'SOUR', '_UID'])
    expect(ann.nodes![3].value).toBe('first\nsecond @home')
    const descriptor = Object.getOwnPropertyDescriptor(ann, 'nodes')!
    expect(descriptor.get).toBeUndefined()
    expect(descriptor).toMatchObject({ writable: true, enumerable: true, configurable: true })
    expect(ann.nodes).toBe(descriptor.value)
    // Nothing but `nodes` is visible.
    expect(Object.keys(ann)).toEqual(['nodes'])
    expect(JSON.parse(JSON.stringify(ann))).toEqual({ nodes: ann.nodes })
  })

  it('writes as any property, and JSON and frozen copies read the structures', () => {
    const { data } = importGedcom(FILE)
    const copy = JSON.parse(JSON.stringify(data))
    expect(kept(person(copy, 'I1')).nodes!.map((n: { tag: string }) => n.tag)).toEqual([
      'NAME',
      'SEX',
      'BIRT',
      'NOTE',
      'SOUR',
      'SOUR',
      '_UID',
    ])

    const frozen = Object.freeze(kept(person(importGedcom(FILE).data, 'I1')))
    expect(frozen.nodes!.map((n) => n.tag)).toEqual(['NAME', 'SEX', 'BIRT', 'NOTE', 'SOUR', 'SOUR', '_UID'])

    const ann = kept(person(data, 'I1'))
    ann.nodes = [{ tag: 'NOTE', value: 'replaced' }]
    expect(ann.nodes).toEqual([{ tag: 'NOTE', value: 'replaced' }])
    const out = exportGedcom(data)
    expect(out).toContain('1 NOTE replaced')
    expect(out).not.toContain('_UID')
    // The fields still give the name, gender and birth, written first.
    expect(out).toContain('0 @I1@ INDI\n1 NAME Ann /Lee/\n1 SEX F\n1 BIRT\n2 DATE 1900\n1 NOTE replaced\n')
  })

  it('keeps the text of a regular record for export to copy until its structures are read; an irregular one never', () => {
    const { data } = importGedcom(FILE)
    expect(recordCopyOf(person(data, 'I1').gedcom)?.text).toBe(FILE.split('\r\n').slice(7, 19).join('\n') + '\n')
    void kept(person(data, 'I1')).nodes
    expect(recordCopyOf(person(data, 'I1').gedcom)).toBeUndefined()
    const messy = importGedcom(FILE.replace('1 NOTE first', '1   note first')).data
    expect(recordCopyOf(person(messy, 'I1').gedcom)).toBeUndefined()
    expect(exportGedcom(messy)).toContain('1 NOTE first\n')
  })

  it('reports a pointer to a missing record and not one to a record further down the file', () => {
    const { warnings } = importGedcom(FILE)
    expect(warnings).toContain('1 pointer names a record the file does not have, kept as written: @S9@ (SOUR in I1).')
  })

  it('round-trips the fixtures through export unchanged after the lazy read', () => {
    for (const name of ['family-5.5.1.ged', 'family-7.0.ged']) {
      const first = importGedcom(fixture(name)).data
      const version = name.includes('7.0') ? '7.0' : '5.5.1'
      const text = exportGedcom(first, { version })
      expect(exportGedcom(importGedcom(text).data, { version })).toBe(text)
    }
  })
})
