// import → export → import loses nothing: the same data, every line of the original file still said, a stable text.
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { parseGedcomText } from '../../src/gedcom/parse-lines'
import { createWarningList } from '../../src/gedcom/warnings'
import type { GedcomNode } from '../../src/gedcom'
import { fixture, gedcomProblems } from './helpers'

/** Every structure of a file as "record-id/TAG/TAG=value", ignoring order: what the file says. */
function statements(text: string): Set<string> {
  const out = new Set<string>()
  const walk = (node: GedcomNode, path: string) => {
    const here = `${path}/${node.tag}${node.pointer !== undefined ? `=@${node.pointer}@` : node.value !== undefined ? `=${node.value}` : ''}`
    out.add(here)
    for (const c of node.children ?? []) walk(c, here)
  }
  for (const { node } of parseGedcomText(text, createWarningList()).records) {
    if (node.tag === 'HEAD') continue
    for (const c of node.children ?? []) walk(c, `${node.xref ?? ''} ${node.tag}`)
  }
  return out
}

describe.each([
  ['family-5.5.1.ged', '5.5.1'],
  ['family-7.0.ged', '7.0'],
] as const)('%s', (file, version) => {
  const original = fixture(file)
  const first = importGedcom(original)
  const written = exportGedcom(first.data, { version })

  it('exports a valid file of the same version', () => {
    expect(gedcomProblems(written, version)).toEqual([])
  })

  it('imports the export to the same data, with the same warnings', () => {
    const second = importGedcom(written)
    expect(second.data).toEqual(first.data)
    expect(second.warnings).toEqual(first.warnings)
  })

  it('still says everything the original file said, outside the header', () => {
    const before = statements(original)
    const after = statements(written)
    const lost = [...before].filter((s) => !after.has(s))
    expect(lost).toEqual([])
  })

  it('exports the same text again after a second round', () => {
    expect(exportGedcom(importGedcom(written).data, { version })).toBe(written)
  })
})

describe('between versions', () => {
  it('5.5.1 → 7.0 → 5.5.1 keeps the data; shared notes become SNOTE in 7.0 and NOTE again in 5.5.1', () => {
    const first = importGedcom(fixture('family-5.5.1.ged'))
    const seven = exportGedcom(first.data, { version: '7.0' })
    expect(gedcomProblems(seven, '7.0')).toEqual([])
    expect(seven).toContain('\n1 SNOTE @N1@\n')
    expect(seven).toContain('\n0 @N1@ SNOTE William emigrated in 1899 and\n')
    const back = exportGedcom(importGedcom(seven).data, { version: '5.5.1' })
    expect(importGedcom(back).data).toEqual(first.data)
  })

  it('7.0 → 5.5.1 leaves out SCHMA and writes @VOID@ back as it was', () => {
    const out = exportGedcom(importGedcom(fixture('family-7.0.ged')).data, { version: '5.5.1' })
    expect(out).not.toContain('SCHMA')
    expect(gedcomProblems(out, '5.5.1').filter((p) => !p.includes('@VOID@'))).toEqual([])
  })
})
