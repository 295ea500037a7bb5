// Tests of the data copy made for saving.
import type { Data, Datum } from '../../src/data/types'
import { addRelativePlaceholders } from '../../src/edit/add-relative'
import { cleanData } from '../../src/edit/clean-data'
import { expectConsistent, frozen, get } from './helpers'
import { deletePerson } from '../../src/edit/delete-person'
import { isUnknownPerson } from '../../src/data/markers'

function withFlags(): Data {
  return [
    {
      id: 'a',
      data: { gender: 'M', 'first name': 'Al', _main: true, _toggle: 1, avatar: 'a.png' },
      rels: { spouses: ['b'], children: ['c'] },
      _hide_rels: true,
      _tgdp: { x: 1 },
    },
    { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'], children: ['c'] } },
    { id: 'c', data: { gender: 'F', nested: { keep: [1, 2] } }, rels: { father: 'a', mother: 'b' } },
  ]
}

describe('cleanData', () => {
  it('removes placeholders with their references', () => {
    const input = frozen(addRelativePlaceholders(withFlags(), 'a'))
    const out = cleanData(input.data)
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    expect(out.map((d) => d.id)).toEqual(['a', 'b', 'c'])
    expect(get(out, 'a').rels).toEqual({ spouses: ['b'], children: ['c'] })
  })

  it('keeps an unknown person (deleted, holding the family together) as the blank person, without any flag', () => {
    const line: Data = [
      { id: 'gran', data: { gender: 'F', 'first name': 'Gran' }, rels: { children: ['mum'] } },
      {
        id: 'mum',
        data: { gender: 'F', 'first name': 'Mum', _source: 'census' },
        rels: { mother: 'gran', children: ['kid'] },
        _meta: 1,
      },
      { id: 'kid', data: { gender: 'M', 'first name': 'Kid' }, rels: { mother: 'mum' } },
    ]
    const { data, removed } = deletePerson(line, 'mum')
    expect(removed).toBe(false)
    expect(isUnknownPerson(get(data, 'mum'))).toBe(true)
    const out = cleanData(data)
    expect(get(out, 'mum')).toEqual({
      id: 'mum',
      data: { gender: 'F' },
      rels: { mother: 'gran', children: ['kid'] },
      _meta: 1,
    })
    expect(isUnknownPerson(get(out, 'mum'))).toBe(false)
    expect(JSON.stringify(out)).not.toContain('unknown')
  })

  it('keeps every user field: _ keys at both levels', () => {
    const out = cleanData(withFlags())
    expect(get(out, 'a')).toEqual(withFlags()[0])
  })

  it("keeps fields named like the library's marks, at the top level and in data, whatever their value", () => {
    const input: Data = [
      {
        id: 'a',
        data: { gender: 'M', to_add: 'a field of mine', _new_rel_data: 'mine too', unknown: 0, _source: 'census' },
        rels: { spouses: ['b'] },
        _meta: { v: 2 },
        to_add: true,
        _new_rel_data: { rel_type: 'son', label: 'not a placeholder', rel_id: 'b' },
        unknown: true,
      },
      {
        id: 'b',
        data: { gender: 'F' },
        rels: { spouses: ['a'] },
        to_add: 'x',
        _new_rel_data: null,
        unknown: 'who knows',
      } as unknown as Datum,
    ]
    const json = JSON.stringify(input)
    const out = cleanData(input)
    expect(JSON.stringify(out)).toBe(json)
    expect(out).toEqual(JSON.parse(json))
  })

  it('keeps an own __proto__ key as data, at both levels, without touching prototypes', () => {
    const input = JSON.parse(
      '[{"id":"a","__proto__":{"polluted":1},"data":{"gender":"F","__proto__":{"x":1}},"rels":{}}]',
    ) as Data
    const out = cleanData(input)
    // assigning "__proto__" would have made {polluted: 1} the prototype: nothing is inherited from it
    expect((out[0] as any).polluted).toBeUndefined()
    expect(out[0].data.x).toBeUndefined()
    expect(Object.prototype.hasOwnProperty.call(out[0], '__proto__')).toBe(true)
    expect(Object.prototype.hasOwnProperty.call(out[0].data, '__proto__')).toBe(true)
    expect(JSON.stringify(out)).toBe(JSON.stringify(input))
    expect(({} as any).polluted).toBeUndefined()
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
