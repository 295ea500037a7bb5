// Tests of the data copy made for saving.
import type { Data } from '../../src/data/types'
import { addRelativePlaceholders } from '../../src/edit/add-relative'
import { cleanData } from '../../src/edit/clean-data'
import { expectConsistent, frozen, get } from './helpers'

function withFlags(): Data {
  return [
    {
      id: 'a',
      data: { gender: 'M', 'first name': 'Al', _main: true, _toggle: 1, avatar: 'a.png' },
      rels: { spouses: ['b'], children: ['c'] },
      _hide_rels: true,
      _tgdp: { x: 1 },
    },
    { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'], children: ['c'] }, unknown: true },
    { id: 'c', data: { gender: 'F', nested: { keep: [1, 2] } }, rels: { father: 'a', mother: 'b' } },
  ]
}

describe('cleanData', () => {
  it('removes placeholders with their references and keeps unknown people', () => {
    const input = frozen(addRelativePlaceholders(withFlags(), 'a'))
    const out = cleanData(input.data)
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    expect(out.map((d) => d.id)).toEqual(['a', 'b', 'c'])
    expect(get(out, 'a').rels).toEqual({ spouses: ['b'], children: ['c'] })
    expect(get(out, 'b').unknown).toBe(true)
  })

  it('removes to_add, _new_rel_data and every _ key from datums and their data', () => {
    const out = cleanData(withFlags())
    expect(get(out, 'a')).toEqual({ id: 'a', data: { gender: 'M', 'first name': 'Al', avatar: 'a.png' }, rels: { spouses: ['b'], children: ['c'] } })
    for (const d of out) {
      expect(Object.keys(d).filter((k) => k.startsWith('_') || k === 'to_add')).toEqual([])
      expect(Object.keys(d.data).filter((k) => k.startsWith('_'))).toEqual([])
    }
  })

  it('returns a deep copy', () => {
    const input = withFlags()
    const out = cleanData(input)
    get(out, 'a').rels.children!.push('z')
    get(out, 'c').data.nested.keep.push(3)
    expect(input[0].rels.children).toEqual(['c'])
    expect(input[2].data.nested.keep).toEqual([1, 2])
    expect(get(out, 'b')).not.toBe(input[1])
  })

  it('round-trips through JSON as the saved file would', () => {
    const out = cleanData(withFlags())
    expect(JSON.parse(JSON.stringify(out))).toEqual(out)
  })
})
