/**
 * @jest-environment jsdom
 */
// Seeded property tests of hostile and malformed data (fixed seeds and run counts, so every run tests the same cases):
// nothing throws, validateData reports, every user field round-trips, and rendered cards hold no markup from the data.
import * as fc from 'fast-check'
import { createChart } from '../../src/compat/full-chart'
import { calculateTree } from '../../src/layout/calculate-tree'
import { validateData } from '../../src/data/validate'
import { cleanData } from '../../src/edit/clean-data'
import { calculateKinships } from '../../src/data/kinship/calculate-kinships'
import { personOptions } from '../../src/features/person-search/person-options'
import type { Data } from '../../src/data/types'

const SEED = 20261124
const IDS = ['a', 'b', 'c', 'd', 'e', '__proto__', 'constructor', 'hasOwnProperty', 'toString', '']
const HOSTILE_STRINGS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  'javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  '\u0001javascript:x',
  'vbscript:x',
  '{{constructor}}',
  '\u202eevil',
  '\ud800',
  '😀',
  '&amp;&lt;',
  '[object Object]',
  '',
  ' ',
]
const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 12 }))
const idLike = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...IDS) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }) },
)
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>({ toString: 'x' }, [{ toString: 1 }], null, 12, true, { valueOf: 1 }),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
)
/** Own keys only: '__proto__' becomes a key as JSON.parse makes it. */
const record = <T>(keys: fc.Arbitrary<string>, value: fc.Arbitrary<T>) =>
  fc.array(fc.tuple(keys, value), { maxLength: 5 }).map((entries) => {
    const out: Record<string, T> = {}
    for (const [k, v] of entries)
      Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true })
    return out
  })
const fieldName = fc.constantFrom(
  'first name',
  'last name',
  'birthday',
  'avatar',
  'label',
  '_source',
  'to_add',
  '__proto__',
  'constructor',
)
const rels = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        father: idLike,
        mother: idLike,
        spouses: fc.oneof(fc.array(idLike, { maxLength: 3 }), idLike),
        children: fc.array(idLike, { maxLength: 4 }),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ parents: fc.array(idLike, { maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, [], 'rels', 3) },
)
const person = fc.record(
  {
    id: idLike,
    data: fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .tuple(fc.constantFrom<unknown>('M', 'F', 'X', undefined, null, {}), record(fieldName, fieldValue))
          .map(([gender, fields]) => ({ ...fields, gender })),
      },
      { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }) },
    ),
    rels,
  },
  { requiredKeys: [] },
)
const entry = fc.oneof(
  { weight: 10, arbitrary: person },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, 0, 'person', [], true) },
)
const family = fc.array(entry, { minLength: 0, maxLength: 12 }) as fc.Arbitrary<Data>

describe('malformed families (seeded)', () => {
  it('never make the pure functions throw, and validateData always reports in plain words', () => {
    fc.assert(
      fc.property(family, (data) => {
        const problems = validateData(data)
        for (const p of problems) expect(typeof p.message === 'string' && p.message.length > 0).toBe(true)
        const usable = data.filter((d) => d && typeof d === 'object' && typeof (d as any).id === 'string')
        const main = usable[0]?.id
        calculateTree(data, { main_id: main })
        if (main !== undefined) calculateKinships(main, data)
        personOptions(data, main ?? '', (d) => d.data?.['first name'])
        cleanData(
          data.filter(
            (d) => d && typeof d === 'object' && (d as any).rels && typeof (d as any).rels === 'object',
          ) as Data,
        )
      }),
      { seed: SEED, numRuns: 300 },
    )
  })

  it('never make the chart throw, and cards hold no markup or script address from the data', () => {
    fc.assert(
      fc.property(family, fc.boolean(), (data, svg) => {
        document.body.innerHTML = '<div id="c"></div>'
        const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
        try {
          const chart = createChart('#c', data).setTransitionTime(0)
          if (svg) chart.setCardSvg()
          else chart.setCardHtml().setCardImageField('avatar')
          chart.setPersonDropdown((d) => d.data?.['first name'])
          chart.updateTree({ initial: true })
          if (chart.store.getData().some((d) => typeof d.id === 'string' && d.data && typeof d.data === 'object')) {
            chart.editTree().open(chart.getMainDatum())
          }
          const cont = document.getElementById('c')!
          expect(cont.querySelector('script, b, [onerror], [onload]')).toBeNull()
          for (const el of cont.querySelectorAll('img, image')) {
            const src = el.getAttribute('src') ?? el.getAttribute('href') ?? ''
            expect(/script:|^[\u0000-\u0020]/i.test(src)).toBe(false)
          }
          expect((window as any).__pwned).toBeUndefined()
          chart.destroy()
        } finally {
          warn.mockRestore()
        }
      }),
      { seed: SEED, numRuns: 60 },
    )
  })
})

describe('user fields round-trip (seeded)', () => {
  /** A well-formed family of people whose data and top level hold fields of any name, '__proto__' and '_x' included. */
  const wellFormed = fc
    .array(
      fc.tuple(
        record(fieldName, fc.jsonValue({ maxDepth: 2 })),
        record(fc.constantFrom('_meta', '_x', 'note', '__proto__'), fc.jsonValue({ maxDepth: 1 })),
        fc.constantFrom('M', 'F'),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map(
      (people) =>
        people.map(([fields, top, gender], i) => {
          const d: any = { ...top, id: `p${i}`, data: { ...fields, gender }, rels: {} }
          return d
        }) as Data,
    )

  it('getStoreDataCopy and getDataJson give back exactly what came in', () => {
    fc.assert(
      fc.property(wellFormed, (data) => {
        document.body.innerHTML = '<div id="c"></div>'
        const json = JSON.stringify(data)
        const chart = createChart('#c', JSON.parse(json)).setTransitionTime(0)
        chart.setCardHtml()
        chart.updateTree({ initial: true })
        const et = chart.editTree()
        expect(JSON.stringify(et.getStoreDataCopy())).toBe(json)
        expect(JSON.stringify(JSON.parse(et.getDataJson()))).toBe(json)
        chart.destroy()
      }),
      { seed: SEED, numRuns: 60 },
    )
  })
})
