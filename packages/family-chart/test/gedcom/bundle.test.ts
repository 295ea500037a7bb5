// The separate entry point as users load it: the package export `family-chart/gedcom` (CJS) and the script-tag file
// with global f3Gedcom; the chart bundles do not carry the GEDCOM code.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fixture } from './helpers'

const root = join(__dirname, '..', '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

describe('family-chart/gedcom', () => {
  it('is an export of the package, with ESM, CJS and types', () => {
    expect(pkg.exports['./gedcom']).toEqual({
      import: { types: './dist/gedcom.d.ts', default: './dist/gedcom.js' },
      require: { types: './dist/gedcom.d.cts', default: './dist/gedcom.cjs' },
    })
    const types = readFileSync(join(root, 'dist', 'gedcom.d.ts'), 'utf8')
    expect(types).toMatch(
      /declare function importGedcom\(input: string \| ArrayBuffer \| Uint8Array, options\?: ImportGedcomOptions\): ImportGedcomResult/,
    )
    expect(types).toMatch(/declare function exportGedcom\(data: Data, options\?: ExportGedcomOptions\): string/)
  })

  it('the CJS build imports and exports', () => {
    const gedcom = require(join(root, 'dist', 'gedcom.cjs'))
    const { data } = gedcom.importGedcom(fixture('family-7.0.ged'))
    expect(data).toHaveLength(6)
    expect(gedcom.exportGedcom(data, { version: '7.0' })).toContain('0 @I1@ INDI')
  })

  it('the script-tag file defines the global f3Gedcom without needing d3 or f3', () => {
    const f3Gedcom = new Function(
      readFileSync(join(root, 'dist', 'family-chart-gedcom.min.js'), 'utf8') + '\nreturn f3Gedcom',
    )()
    expect(Object.keys(f3Gedcom).sort()).toEqual(['GedcomError', 'exportGedcom', 'importGedcom'])
    expect(() => f3Gedcom.importGedcom('not gedcom')).toThrow(f3Gedcom.GedcomError)
    expect(f3Gedcom.importGedcom(fixture('family-5.5.1.ged')).data).toHaveLength(10)
  })

  it('is not in the chart bundles', () => {
    for (const file of ['family-chart.js', 'family-chart.min.js']) {
      expect(readFileSync(join(root, 'dist', file), 'utf8')).not.toContain('importGedcom')
    }
  })
})
