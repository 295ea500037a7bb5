// The 0.9 data shape (rels.parents): detection and conversion, and that every entry point takes it.
import { detectDataShape, toDataShape, toLegacyShape, toParentsShape } from '../../src/data/data-shape'
import { validateData } from '../../src/data/validate'
import { calculateTree } from '../../src/layout/calculate-tree'
import { createStore } from '../../src/store/create-store'
import { cleanData } from '../../src/edit/clean-data'
import type { Data } from '../../src/data/types'
import { smallFamily } from '../fixtures/small-family'
import { deepFreeze } from '../edit/helpers'

/** smallFamily in the 0.9 shape, written out by hand (parents listed mother first for Sam, father first elsewhere). */
function smallFamily09(): Data {
  return [
    {
      id: 'me',
      data: { gender: 'M', 'first name': 'Sam', 'last name': 'Reed', birthday: '1980' },
      rels: { parents: ['mom', 'dad'], spouses: ['wife'], children: ['kid'] },
    },
    {
      id: 'wife',
      data: { gender: 'F', 'first name': 'Ana', 'last name': 'Reed' },
      rels: { parents: [], spouses: ['me'], children: ['kid'] },
    },
    {
      id: 'kid',
      data: { gender: 'F', 'first name': 'Lia', 'last name': 'Reed' },
      rels: { parents: ['me', 'wife'], spouses: [], children: [] },
    },
    {
      id: 'dad',
      data: { gender: 'M', 'first name': 'Tom', 'last name': 'Reed' },
      rels: { parents: ['gf', 'gm'], spouses: ['mom'], children: ['me', 'sis'] },
    },
    {
      id: 'mom',
      data: { gender: 'F', 'first name': 'Eve', 'last name': 'Reed' },
      rels: { parents: [], spouses: ['dad'], children: ['me', 'sis'] },
    },
    {
      id: 'sis',
      data: { gender: 'F', 'first name': 'Mia', 'last name': 'Reed', birthday: '1975' },
      rels: { parents: ['dad', 'mom'] },
    },
    {
      id: 'gf',
      data: { gender: 'M', 'first name': 'Abe', 'last name': 'Reed' },
      rels: { parents: [], spouses: ['gm'], children: ['dad'] },
    },
    {
      id: 'gm',
      data: { gender: 'F', 'first name': 'Ida', 'last name': 'Reed' },
      rels: { parents: [], spouses: ['gf'], children: ['dad'] },
    },
  ]
}

const parentsOf = (data: Data) => Object.fromEntries(data.map((d) => [d.id, [d.rels.father, d.rels.mother]]))

describe('data shapes', () => {
  it('detects the shape: rels.parents anywhere means 0.9; empty data and father/mother mean 0.8', () => {
    expect(detectDataShape(smallFamily09())).toBe('0.9')
    expect(detectDataShape(smallFamily())).toBe('0.8')
    expect(detectDataShape([])).toBe('0.8')
    expect(detectDataShape('nonsense')).toBe('0.8')
    expect(detectDataShape([null, { id: 'a', data: { gender: 'M' }, rels: { parents: [] } }])).toBe('0.9')
  })

  it('converts 0.9 to 0.8 by gender, without touching the input', () => {
    const input = deepFreeze(smallFamily09())
    const legacy = toLegacyShape(input)
    expect(parentsOf(legacy)).toEqual(parentsOf(smallFamily()))
    expect(legacy.every((d) => !('parents' in d.rels))).toBe(true)
    expect(legacy.find((d) => d.id === 'me')!.data).toBe(input[0].data) // shallow: data objects are shared
  })

  it('returns 0.8 data as the same array (no copy for the common case)', () => {
    const data = smallFamily()
    expect(toLegacyShape(data)).toBe(data)
  })

  it('puts two parents of one gender in both slots, an unknown parent in the free slot, and puts a third in other_parents', () => {
    const data: Data = [
      { id: 'c', data: { gender: 'F' }, rels: { parents: ['m1', 'm2', 'x'] } },
      { id: 'm1', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'm2', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'x', data: { gender: 'M' }, rels: { children: ['c'] } },
      { id: 'd', data: { gender: 'M' }, rels: { parents: ['ghost'], father: 'x' } },
    ]
    const legacy = toLegacyShape(data)
    expect(legacy[0].rels).toEqual({ mother: 'm1', father: 'm2', other_parents: ['x'] })
    expect(legacy[4].rels).toEqual({ father: 'x', mother: 'ghost' })
  })

  it('converts 0.8 to 0.9 with the father first, and back again to the same data', () => {
    const input = deepFreeze(smallFamily())
    const parents = toParentsShape(input)
    expect(parents[0].rels).toEqual({ parents: ['dad', 'mom'], spouses: ['wife'], children: ['kid'] })
    expect(parents[1].rels).toEqual({ parents: [], spouses: ['me'], children: ['kid'] })
    expect(toLegacyShape(parents)).toEqual(smallFamily())
    expect(toDataShape(input, '0.8')).toBe(input)
    expect(toDataShape(input, '0.9')).toEqual(parents)
  })
})

describe('entry points take the 0.9 shape', () => {
  it('validateData: clean 0.9 data has no problems; broken parents are reported as parents', () => {
    expect(validateData(smallFamily09())).toEqual([])
    const broken = smallFamily09()
    broken[2].rels.parents = ['me', 'wife', 'gm']
    broken[5].rels.parents = ['dad', 'nobody']
    const types = validateData(broken).map((p) => `${p.type} ${p.id}`)
    expect(types).toContain('too-many-parents kid')
    expect(validateData(broken).find((p) => p.type === 'missing-reference')!.message).toBe(
      'Person "sis" names "nobody" as parent but no such person exists.',
    )
  })

  it('calculateTree lays out 0.9 data exactly like the same data in 0.8', () => {
    const strip = (t: ReturnType<typeof calculateTree>) => t.data.map((n) => [n.data.id, n.x, n.y, n.depth])
    for (const main_id of ['me', 'kid', 'gf']) {
      expect(strip(calculateTree(smallFamily09(), { main_id }))).toEqual(
        strip(calculateTree(smallFamily(), { main_id })),
      )
    }
  })

  it('createStore keeps father / mother inside and remembers the shape; edits passing 0.8 data do not change it', () => {
    const store = createStore({ data: smallFamily09() })
    expect(store.state.data_shape).toBe('0.9')
    expect(parentsOf(store.getData())).toEqual(parentsOf(smallFamily()))
    store.updateData(smallFamily())
    expect(store.state.data_shape).toBe('0.9')
    expect(createStore({ data: smallFamily() }).state.data_shape).toBe('0.8')
  })

  it('cleanData gives saved data back in the shape asked for', () => {
    expect(cleanData(smallFamily(), '0.9')[0].rels.parents).toEqual(['dad', 'mom'])
    expect(cleanData(smallFamily())[0].rels).toEqual(smallFamily()[0].rels)
  })
})
