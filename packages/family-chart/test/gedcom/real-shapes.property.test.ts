// Property: random GEDCOM files of the shapes real programs write (repeated events and names, custom tags at every
// level, lines under HUSB / WIFE / CHIL / FAMC / FAMS, unknown records, several families per child, divorces, 7.0's
// @VOID@ and SNOTE) survive import → export → import: the same data, and the same multiset of lines in every record.
import * as fc from 'fast-check'
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { gedcomProblems } from './helpers'
import { recordLineSets } from './record-lines'
import { fileArb, writeFile } from './real-shapes'

const SEED = 20261126

describe.each(['5.5.1', '7.0'] as const)('random files of real shapes, GEDCOM %s', (version) => {
  it('import → export → import keeps the data and every record line; the export is valid and stable', () => {
    fc.assert(
      fc.property(fileArb, (file) => {
        const text = writeFile(file, version)
        const first = importGedcom(text)
        const written = exportGedcom(first.data, { version, records: first.records })
        expect(gedcomProblems(written, version)).toEqual([])
        const second = importGedcom(written)
        expect(second.data).toEqual(first.data)
        const before = recordLineSets(first.data, first.records, text)
        const after = recordLineSets(second.data, second.records, written)
        for (const [id, lines] of before) expect([id, after.get(id)]).toEqual([id, lines])
        expect(exportGedcom(second.data, { version, records: second.records })).toBe(written)
        expect(exportGedcom(structuredClone(first.data), { version, records: first.records })).toBe(written)
      }),
      { seed: SEED, numRuns: 120 },
    )
  })
})
