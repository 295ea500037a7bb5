// The relation index reads messy data from both sides. Named cases for each rule, then random messy data against a
// plain Set-based model of the same rules (slow but obviously right), including the order of every list.
import * as fc from 'fast-check'
import type { Data } from '../../src/data/types'
import { buildRelationIndex, type PersonRels } from '../../src/data/relation-index'

const person = (id: string, gender: 'M' | 'F', rels: Record<string, unknown> = {}) =>
  ({ id, data: { gender }, rels }) as Data[number]

describe('buildRelationIndex', () => {
  it('completes one-sided relations: a child naming a parent, a spouse named by one side', () => {
    const index = buildRelationIndex([
      person('dad', 'M', { spouses: ['mum'] }),
      person('mum', 'F'),
      person('kid', 'M', { father: 'dad', mother: 'mum' }),
    ])
    expect(index.rels('dad').children).toEqual(['kid'])
    expect(index.rels('mum').children).toEqual(['kid'])
    expect(index.rels('mum').spouses).toEqual(['dad'])
  })

  it("gives a child listed only by a parent the free slot matching that parent's gender", () => {
    const index = buildRelationIndex([person('mum', 'F', { children: ['kid'] }), person('kid', 'M')])
    expect(index.rels('kid')).toMatchObject({ father: undefined, mother: 'mum' })
  })

  it('drops a child from a third person who lists it when both parent slots are taken', () => {
    const index = buildRelationIndex([
      person('dad', 'M'),
      person('mum', 'F'),
      person('other', 'M', { children: ['kid'] }),
      person('kid', 'F', { father: 'dad', mother: 'mum' }),
    ])
    expect(index.rels('other').children).toEqual([])
    expect(index.rels('kid')).toMatchObject({ father: 'dad', mother: 'mum' })
  })

  it('ignores unknown ids, self references, non-string ids and repeated entries, keeping first-seen order', () => {
    const index = buildRelationIndex([
      person('a', 'M', { spouses: ['c', 'a', 'ghost', 7, 'b', 'c'], children: ['d', 'd'] }),
      person('b', 'F'),
      person('c', 'F'),
      person('d', 'M', { father: 'a', mother: 'a' }),
    ])
    expect(index.rels('a').spouses).toEqual(['c', 'b'])
    expect(index.rels('b').spouses).toEqual(['a'])
    expect(index.rels('a').children).toEqual(['d'])
    expect(index.rels('d')).toMatchObject({ father: 'a', mother: undefined })
  })

  it('removes repeats from long lists too (a person with many children), keeping first-seen order', () => {
    const kids = Array.from({ length: 12 }, (_, i) => person(`k${i}`, 'M', { father: 'dad' }))
    const listed = ['k3', 'k3', 'k0', 'k11', 'k0']
    const index = buildRelationIndex([person('dad', 'M', { children: listed }), ...kids])
    expect(index.rels('dad').children).toEqual([
      'k3',
      'k0',
      'k11',
      ...kids.map((k) => k.id).filter((id) => !listed.includes(id)),
    ])
  })

  it('keeps the first of two people with one id and skips records without an id or data', () => {
    const first = person('x', 'M')
    const index = buildRelationIndex([
      first,
      person('x', 'F'),
      { id: '', data: {} } as never,
      { id: 'y' } as never,
      null as never,
    ])
    expect(index.ids).toEqual(['x'])
    expect(index.get('x')).toBe(first)
    expect(index.has('y')).toBe(false)
    expect(index.rels('y')).toEqual({ spouses: [], children: [] })
  })
})

// ---- the model ------------------------------------------------------------------------------------------------

function modelIndex(data: Data): Map<string, PersonRels> {
  const byId = new Map<string, Data[number]>()
  for (const d of data)
    if (d && typeof d.id === 'string' && d.id && d.data && typeof d.data === 'object' && !byId.has(d.id))
      byId.set(d.id, d)
  const ok = (v: unknown, self: string): v is string => typeof v === 'string' && v !== self && byId.has(v)
  const sets = new Map<string, { father?: string; mother?: string; spouses: Set<string>; children: Set<string> }>()
  for (const [id, d] of byId) {
    const r = d.rels ?? {}
    const entry = {
      father: undefined as string | undefined,
      mother: undefined as string | undefined,
      spouses: new Set<string>(),
      children: new Set<string>(),
    }
    if (ok(r.father, id)) entry.father = r.father
    if (ok(r.mother, id) && r.mother !== entry.father) entry.mother = r.mother
    for (const s of Array.isArray(r.spouses) ? r.spouses : []) if (ok(s, id)) entry.spouses.add(s)
    for (const c of Array.isArray(r.children) ? r.children : []) if (ok(c, id)) entry.children.add(c)
    sets.set(id, entry)
  }
  for (const [id, r] of sets) {
    for (const p of [r.father, r.mother]) if (p) sets.get(p)!.children.add(id)
    for (const s of r.spouses) sets.get(s)!.spouses.add(id)
  }
  for (const [id, r] of sets) {
    for (const c of r.children) {
      const cr = sets.get(c)!
      if (cr.father === id || cr.mother === id) continue
      const female = byId.get(id)!.data.gender === 'F'
      if (female && !cr.mother) cr.mother = id
      else if (!female && !cr.father) cr.father = id
      else if (!cr.father) cr.father = id
      else if (!cr.mother) cr.mother = id
    }
  }
  const out = new Map<string, PersonRels>()
  for (const [id, r] of sets) {
    const children = [...r.children].filter((c) => sets.get(c)!.father === id || sets.get(c)!.mother === id)
    out.set(id, { father: r.father, mother: r.mother, spouses: [...r.spouses], children })
  }
  return out
}

const ID_POOL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
const refArb = fc.oneof(fc.constantFrom(...ID_POOL), fc.constant('nobody'), fc.constant(undefined), fc.integer())
const messyPersonArb = fc.record({
  id: fc.constantFrom(...ID_POOL),
  data: fc.record({ gender: fc.constantFrom('M', 'F', undefined) }),
  rels: fc.record(
    {
      father: refArb,
      mother: refArb,
      spouses: fc.array(refArb, { maxLength: 4 }),
      children: fc.array(refArb, { maxLength: 5 }),
    },
    { requiredKeys: [] },
  ),
})

describe('buildRelationIndex on random messy data', () => {
  it('agrees with the Set-based model on every person, list order included', () => {
    fc.assert(
      fc.property(fc.array(messyPersonArb, { maxLength: 12 }), (people) => {
        const data = people as unknown as Data
        const index = buildRelationIndex(data)
        const model = modelIndex(data)
        expect(index.ids).toEqual([...model.keys()])
        for (const [id, rels] of model) expect(index.rels(id)).toEqual(rels)
      }),
      { numRuns: 400, seed: 20261124 },
    )
  })

  it('agrees with the model on families stated on both sides, children listed in any order, many or few', () => {
    // Consistent data is the common case the index reads children of without id look-ups (child-lists.ts): the
    // k-th listed child is compared first, short lists are scanned, long ones (over 16) go to the id map.
    const familyArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.boolean()), { minLength: 1, maxLength: 4 })
    fc.assert(
      fc.property(familyArb, fc.integer(), (families, seed) => {
        const data: Record<string, unknown>[] = []
        families.forEach(([count, reversed], f) => {
          const kids = Array.from({ length: count }, (_, k) => `k${f}-${k}`)
          const listed = reversed ? [...kids].reverse() : kids.filter((_, k) => (k + seed) % 7 !== 0)
          data.push({ id: `f${f}`, data: { gender: 'M' }, rels: { spouses: [`m${f}`], children: listed } })
          data.push({
            id: `m${f}`,
            data: { gender: 'F' },
            rels: { spouses: [`f${f}`], children: [...listed].reverse() },
          })
          for (const id of kids) data.push({ id, data: {}, rels: { father: `f${f}`, mother: `m${f}` } })
        })
        const index = buildRelationIndex(data as unknown as Data)
        const model = modelIndex(data as unknown as Data)
        for (const [id, rels] of model) expect(index.rels(id)).toEqual(rels)
      }),
      { numRuns: 150, seed: 20261127 },
    )
  })

  it('states every relation on both sides', () => {
    fc.assert(
      fc.property(fc.array(messyPersonArb, { maxLength: 12 }), (people) => {
        const index = buildRelationIndex(people as unknown as Data)
        for (const id of index.ids) {
          const r = index.rels(id)
          for (const p of [r.father, r.mother]) if (p) expect(index.rels(p).children).toContain(id)
          for (const c of r.children) expect([index.rels(c).father, index.rels(c).mother]).toContain(id)
          for (const s of r.spouses) expect(index.rels(s).spouses).toContain(id)
          expect(new Set(r.children).size).toBe(r.children.length)
          expect(new Set(r.spouses).size).toBe(r.spouses.length)
        }
      }),
      { numRuns: 300, seed: 20261124 },
    )
  })
})
