// Ids that are also names of Object.prototype members are people like any other for the kinship labels.
import * as fc from 'fast-check'
import { calculateKinships } from '../../../src/data/kinship/calculate-kinships'
import type { Data, Datum } from '../../../src/data/types'

const HOSTILE = [
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
]

/** A family of `n` people with ids from `ids`, and parent/spouse links chosen by `links`. */
function family(ids: string[], links: [number, number, number][]): Data {
  const people: Datum[] = ids.map((id, i) => ({
    id,
    data: { gender: i % 2 ? 'F' : 'M' },
    rels: { spouses: [], children: [] },
  }))
  for (const [child, f, m] of links) {
    if (child <= f || child <= m) continue // parents come before their children: no cycles here
    const father = people[f].data.gender === 'M' ? people[f] : undefined
    const mother = people[m].data.gender === 'F' ? people[m] : undefined
    if (father && !people[child].rels.father) {
      people[child].rels.father = father.id
      father.rels.children!.push(people[child].id)
    }
    if (mother && !people[child].rels.mother) {
      people[child].rels.mother = mother.id
      mother.rels.children!.push(people[child].id)
    }
  }
  return people
}

describe('kinships with prototype-named ids', () => {
  it('labels a father called "constructor" and a child called "__proto__", and main "hasOwnProperty" is self', () => {
    const data: Data = [
      { id: 'hasOwnProperty', data: { gender: 'M' }, rels: { father: 'constructor', children: ['__proto__'] } },
      { id: 'constructor', data: { gender: 'M' }, rels: { children: ['hasOwnProperty'] } },
      { id: '__proto__', data: { gender: 'F' }, rels: { father: 'hasOwnProperty' } },
      { id: 'toString', data: { gender: 'M' }, rels: {} },
    ]
    const k = calculateKinships('hasOwnProperty', data)
    expect(k.hasOwnProperty).toBe('self')
    expect(k.constructor).toBe('father')
    expect(Object.getOwnPropertyDescriptor(k, '__proto__')?.value).toBe('daughter')
    expect(Object.keys(k).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty'])
    expect(k.toString).toBeUndefined()
    expect(JSON.parse(JSON.stringify(k))).toEqual({
      hasOwnProperty: 'self',
      constructor: 'father',
      ['__proto__']: 'daughter',
    })
  })

  it('gives the same labels as the same family with ordinary ids (seeded)', () => {
    const arb = fc
      .integer({ min: 3, max: HOSTILE.length + 4 })
      .chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 2 * n }),
          fc.nat(n - 1),
        ),
      )
    fc.assert(
      fc.property(arb, ([n, links, main]) => {
        const hostileIds = Array.from({ length: n }, (_, i) => HOSTILE[i] ?? `p${i}`)
        const plainIds = Array.from({ length: n }, (_, i) => `id${i}`)
        const hostile = calculateKinships(hostileIds[main], family(hostileIds, links), { show_in_law: true })
        const plain = calculateKinships(plainIds[main], family(plainIds, links), { show_in_law: true })
        const renamed = Object.fromEntries(
          Object.keys(hostile).map((id) => [plainIds[hostileIds.indexOf(id)], hostile[id]]),
        )
        expect(renamed).toEqual({ ...plain })
        for (const v of Object.values(hostile)) expect(typeof v).toBe('string')
      }),
      { numRuns: 200, seed: 17 },
    )
  })
})
