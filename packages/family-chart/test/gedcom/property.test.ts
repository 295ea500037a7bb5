// Seeded property test: on generated trees, export writes a valid file and import gives the same people back,
// and a second export writes the same text.
import * as fc from 'fast-check'
import { exportGedcom, importGedcom } from '../../src/gedcom'
import type { Data, Datum, Gender } from '../../src/data/types'
import { gedcomProblems } from './helpers'
import { growFamily, type GrowStep } from '../fixtures/grow-family'

const SEED = 20240611
const MAPPED = ['NAME', 'SEX', 'BIRT', 'DEAT', 'FAMC', 'FAMS']

// Names: letters of several scripts, inner spaces, apostrophes, hyphens and @ signs; never a slash or a line break.
const nameChar = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüßçøłŁÆ李明Иван '-@".split(''),
)
const nameArb = fc.array(nameChar, { maxLength: 14 }).map((cs) => cs.join('').replace(/\s+/g, ' ').trim())
const dateArb = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 1000, max: 2025 }).map(String),
  fc
    .tuple(
      fc.integer({ min: 1, max: 28 }),
      fc.constantFrom('JAN', 'MAR', 'OCT', 'DEC'),
      fc.integer({ min: 1500, max: 2025 }),
    )
    .map(([d, m, y]) => `${d} ${m} ${y}`),
  fc.integer({ min: 1500, max: 2025 }).map((y) => `ABT ${y}`),
  fc.constant('@#DJULIAN@ 1700'),
)
// Notes: any text with line breaks, @ signs and runs long enough to need CONC.
const noteArb = fc.oneof(
  fc.constant(undefined),
  fc
    .string({ unit: fc.constantFrom('a', 'b', ' ', '@', '\n', 'é', '😀', '#'), maxLength: 600 })
    .filter((s) => s.length > 0 && s.trim() === s && !/\n[ @]|[ ]\n|\n\n|^@/.test(s)),
)

interface Step extends GrowStep {
  first: string
  last: string
  birthday?: string
  death?: string
  note?: string
}
const stepArb: fc.Arbitrary<Step> = fc.record(
  {
    kind: fc.constantFrom<Step['kind'][]>('child', 'spouse', 'parent'),
    anchor: fc.nat(),
    gender: fc.constantFrom<Gender>('M', 'F'),
    pick: fc.nat(),
    first: nameArb,
    last: nameArb,
    birthday: dateArb,
    death: dateArb,
    note: noteArb,
  },
  { requiredKeys: ['kind', 'anchor', 'gender', 'pick', 'first', 'last'] },
)

/** A person of the generated family, with names, dates and a kept note from their step. */
function personOf(step: Step, index: number): Datum {
  const d: Datum = {
    id: `P${index}`,
    data: { gender: step.gender, 'first name': step.first, 'last name': step.last },
    rels: {},
  }
  if (step.birthday) d.data.birthday = step.birthday
  if (step.death) d.data.death = step.death
  if (step.note) d.gedcom = { nodes: [{ tag: 'NOTE', value: step.note }] }
  return d
}

/** A family grown from the first step's person (see growFamily), every relation on both sides. */
const grow = ([first, ...rest]: Step[]): Data => growFamily(personOf(first, 0), rest, personOf)

const treeArb = fc.array(stepArb, { minLength: 1, maxLength: 14 }).map(grow)
const sorted = (ids: string[] | undefined) => [...(ids ?? [])].sort()

/**
 * The same people, names, dates, genders, parents and children. Spouses keep their order; two parents of a child
 * who were not spouses come back as spouses after them (a GEDCOM family makes its two partners a couple).
 */
function expectSamePeople(before: Data, after: Data): void {
  expect(after.map((d) => d.id)).toEqual(before.map((d) => d.id))
  const byId = new Map(before.map((d) => [d.id, d]))
  after.forEach((d, i) => {
    const b = before[i]
    expect(d.data).toEqual(b.data)
    expect([d.rels.father, d.rels.mother]).toEqual([b.rels.father, b.rels.mother])
    const spouses = b.rels.spouses ?? []
    const coParents = new Set<string>()
    for (const c of b.rels.children ?? []) {
      const child = byId.get(c)!.rels
      const other = child.father === b.id ? child.mother : child.father
      if (other !== undefined && !spouses.includes(other)) coParents.add(other)
    }
    expect((d.rels.spouses ?? []).slice(0, spouses.length)).toEqual(spouses)
    expect(sorted((d.rels.spouses ?? []).slice(spouses.length))).toEqual(sorted([...coParents]))
    expect(sorted(d.rels.children)).toEqual(sorted(b.rels.children))
    // The kept structures other than those the fields and links give (import keeps a whole record, in order).
    const own = (x: Datum) => (x.gedcom?.nodes ?? []).filter((n: { tag: string }) => !MAPPED.includes(n.tag))
    expect(own(d)).toEqual(own(b))
  })
}

describe.each(['5.5.1', '7.0'] as const)('import ∘ export on generated trees, GEDCOM %s', (version) => {
  it('writes a valid file that imports to the same people without warnings; from then on the text is stable', () => {
    fc.assert(
      fc.property(treeArb, (data) => {
        const text = exportGedcom(data, { version })
        expect(gedcomProblems(text, version)).toEqual([])
        const back = importGedcom(text)
        expect(back.warnings).toEqual([])
        expectSamePeople(data, back.data)
        // The imported data (co-parents now spouses, a person's children grouped by family) exports to a text that
        // survives import and export unchanged.
        const again = exportGedcom(back.data, { version })
        expect(gedcomProblems(again, version)).toEqual([])
        const third = importGedcom(again)
        expectSamePeople(back.data, third.data)
        expect(exportGedcom(third.data, { version })).toBe(again)
      }),
      { seed: SEED, numRuns: 150 },
    )
  })
})
