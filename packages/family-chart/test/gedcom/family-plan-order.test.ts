// The export's short cuts over the people (families-from-data.ts, family-plan-order.ts, ref-fields.ts, record-copy.ts):
// the file order of families worked out from each kept family's holder, the ref fields and the fields of records to
// copy read in the plan's first walk,
// checked against the general way on random files of real shapes, imported and then edited (people reordered, a
// child moved to other parents, a new spouse, a person deleted, ref fields added, a name, date or gender changed).
import * as fc from 'fast-check'
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { familiesFromData, type FamilyPlan } from '../../src/gedcom/families-from-data'
import { ranksByHolder, ranksByMap } from '../../src/gedcom/family-plan-order'
import { MARRIAGE_ENDS, PARENT_TYPES } from '../../src/gedcom/ref-fields'
import type { Data, Datum } from '../../src/data/types'
import { fileArb, writeFile } from './real-shapes'

const SEED = 20261127

/** The families' indices in the order a stable sort by `ranks` gives. */
const sortedBy = (ranks: number[]) => ranks.map((_, i) => i).sort((a, b) => ranks[a] - ranks[b])

const editArb = fc.record({
  order: fc.array(fc.nat(), { maxLength: 12 }),
  moved: fc.option(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { nil: undefined }),
  spouse: fc.option(fc.tuple(fc.nat(), fc.nat()), { nil: undefined }),
  deleted: fc.option(fc.nat(), { nil: undefined }),
  typed: fc.option(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('parent_type', 'marriage_end')), { nil: undefined }),
  families: fc.array(fc.nat(), { maxLength: 8 }),
  renamed: fc.option(
    fc.tuple(fc.nat(), fc.constantFrom('first name', 'birthday', 'gender'), fc.constantFrom('Ada', 'F', '1901', '')),
    {
      nil: undefined,
    },
  ),
})
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never

/** The imported data with the edit made, as a user of the chart would make it (in place). */
function edited(data: Data, edit: Edit): Data {
  const people = data.slice()
  const at = (k: number) => people[k % people.length]
  // People reordered: swaps by the generated positions.
  for (let i = 0; i + 1 < edit.order.length; i += 2) {
    const a = edit.order[i] % people.length
    const b = edit.order[i + 1] % people.length
    ;[people[a], people[b]] = [people[b], people[a]]
  }
  if (edit.moved) {
    const [c, f, m] = edit.moved.map(at)
    const child = c as Datum
    for (const p of people) if (p.rels.children) p.rels.children = p.rels.children.filter((x) => x !== child.id)
    child.rels.father = f.id
    child.rels.mother = m.id
    for (const parent of [f, m]) (parent.rels.children ??= []).push(child.id)
  }
  if (edit.spouse) {
    const [a, b] = edit.spouse.map(at)
    ;(a.rels.spouses ??= []).push(b.id)
    ;(b.rels.spouses ??= []).push(a.id)
  }
  if (edit.typed) {
    const [a, b, kind] = edit.typed
    ;(at(a).data as Record<string, unknown>)[`${kind}__ref__${at(b).id}`] =
      kind === 'parent_type' ? 'adopted' : 'divorced'
  }
  if (edit.renamed) {
    const [k, key, value] = edit.renamed
    ;(at(k).data as Record<string, unknown>)[key] = value
  }
  if (edit.deleted !== undefined && people.length > 1) people.splice(edit.deleted % people.length, 1)
  return people
}

/** The plan's families shuffled by the generated positions (keepFileOrder's input is in the order families were made). */
function shuffled(plan: FamilyPlan, swaps: number[]): void {
  const f = plan.families
  if (!f.length) return
  for (let i = 0; i + 1 < swaps.length; i += 2) {
    const a = swaps[i] % f.length
    const b = swaps[i + 1] % f.length
    ;[f[a], f[b]] = [f[b], f[a]]
  }
}

/** The kinds of ref field of a person, read the plain way. */
function kindsOf(d: Datum): { kinds: number; dates: string[] } {
  const keys = Object.keys(d.data ?? {})
  let kinds = 0
  if (keys.some((k) => k.startsWith('parent_type__ref__'))) kinds |= PARENT_TYPES
  if (keys.some((k) => k.startsWith('marriage_end__ref__'))) kinds |= MARRIAGE_ENDS
  return { kinds, dates: keys.filter((k) => k.startsWith('marriage_date__ref__')) }
}

describe.each(['5.5.1', '7.0'] as const)('the plan’s short cuts on edited imports, GEDCOM %s', (version) => {
  it('orders families by holders as the map does, notes every ref field, and copies records as it writes them anew', () => {
    let byHolder = 0
    fc.assert(
      fc.property(fileArb, editArb, (file, edit) => {
        const { data: imported, records } = importGedcom(writeFile(file, version))
        const data = edited(imported, edit)
        // Records copied from the file (their fields read in the plan's first walk) and every record written anew
        // (a clone has no record text): the same file. The clone reads the kept structures, so it comes second.
        const copied = exportGedcom(data, { version, records })
        expect(exportGedcom(structuredClone(data), { version, records })).toBe(copied)
        const plan = familiesFromData(data)
        for (const person of plan.people) {
          const { kinds, dates } = kindsOf(person.d)
          const noted = person.dateKeys
          const keys = noted === null ? [] : typeof noted === 'string' ? [noted] : noted
          expect([person.id, person.refKinds, keys]).toEqual([person.id, kinds, dates])
        }
        shuffled(plan, edit.families)
        const holder = plan.strangerHeld ? null : ranksByHolder(plan)
        if (holder === null) return
        byHolder++
        expect(sortedBy(holder)).toEqual(sortedBy(ranksByMap(plan)))
      }),
      { seed: SEED, numRuns: 150 },
    )
    // The short cut is taken on many of these files (not on files with a family without partners) (else this test would check nothing).
    expect(byHolder).toBeGreaterThan(50)
  })
})

describe('file order of families', () => {
  const person = (id: string, gender: 'M' | 'F', rels: Datum['rels'], families: object[] = []): Datum => ({
    id,
    data: { gender, 'first name': id },
    rels,
    gedcom: { families },
  })

  it('puts a kept family made early (from its later holder’s wife) where its holder lists it', () => {
    const f1 = { xref: 'F1', husband: 'h1', wife: 'w1' }
    const f2 = { xref: 'F2', husband: 'h2', wife: 'w2' }
    const data: Data = [
      person('w1', 'F', { spouses: ['h1'] }),
      person('h2', 'M', { spouses: ['w2'] }, [f2]),
      person('w2', 'F', { spouses: ['h2'] }),
      person('h1', 'M', { spouses: ['w1'] }, [f1]),
    ]
    const plan = familiesFromData(data)
    expect(plan.strangerHeld).toBe(false)
    expect(plan.families.map((f) => f.kept?.xref)).toEqual(['F2', 'F1'])
  })

  it('takes the map by kept family when someone holds a family of others', () => {
    const f1 = { xref: 'F1', husband: 'h1', wife: 'w1' }
    const f2 = { xref: 'F2', husband: 'h2', wife: 'w2' }
    const data: Data = [
      person('w1', 'F', { spouses: ['h1'] }),
      person('x', 'M', {}, [f1]),
      person('h2', 'M', { spouses: ['w2'] }, [f2]),
      person('w2', 'F', { spouses: ['h2'] }),
      person('h1', 'M', { spouses: ['w1'] }, [f1]),
    ]
    const plan = familiesFromData(data)
    expect(plan.strangerHeld).toBe(true)
    // x (a stranger to F1) names it first: F1 before F2, as the map by kept family says.
    expect(plan.families.map((f) => f.kept?.xref)).toEqual(['F1', 'F2'])
  })
})
