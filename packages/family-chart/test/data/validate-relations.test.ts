// validateData on relations that cannot be right: self relations, parent genders, repeated ids, missing rels.
import { validateData, type DataProblem } from '../../src/data/validate'

const types = (problems: DataProblem[]) => problems.map((p) => `${p.type}:${p.id ?? ''}`)

describe('validateData relation checks', () => {
  it('reports a person who is their own spouse, once, with no one-sided noise', () => {
    const out = validateData([{ id: 'a', data: { gender: 'M' }, rels: { spouses: ['a'] } }])
    expect(types(out)).toEqual(['self-relation:a'])
    expect(out[0].message).toMatch(/own spouse/)
  })

  it('reports a father of gender F and a mother of gender M', () => {
    const out = validateData([
      { id: 'w', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'm', data: { gender: 'M' }, rels: { children: ['c'] } },
      { id: 'c', data: { gender: 'M' }, rels: { father: 'w', mother: 'm' } },
    ])
    expect(types(out)).toEqual(['parent-gender:c', 'parent-gender:c'])
    expect(out.map((p) => p.message).join(' ')).toMatch(
      /"w" as father, but "w" has gender "F".*"m" as mother, but "m" has gender "M"/,
    )
  })

  it('accepts two parents of the same gender, the only way the 0.8 shape can hold them', () => {
    const out = validateData([
      { id: 'm1', data: { gender: 'M' }, rels: { spouses: ['m2'], children: ['c'] } },
      { id: 'm2', data: { gender: 'M' }, rels: { spouses: ['m1'], children: ['c'] } },
      { id: 'c', data: { gender: 'F' }, rels: { father: 'm1', mother: 'm2' } },
    ])
    expect(out).toEqual([])
  })

  it('reports the same person as father and mother', () => {
    const out = validateData([
      { id: 'p', data: { gender: 'M' }, rels: { children: ['c'] } },
      { id: 'c', data: { gender: 'M' }, rels: { father: 'p', mother: 'p' } },
    ])
    expect(types(out)).toContain('same-parent-twice:c')
  })

  it('reports an id listed twice in children or spouses', () => {
    const out = validateData([
      { id: 'p', data: { gender: 'M' }, rels: { children: ['c', 'c'], spouses: ['s', 's'] } },
      { id: 's', data: { gender: 'F' }, rels: { spouses: ['p'] } },
      { id: 'c', data: { gender: 'M' }, rels: { father: 'p' } },
    ])
    expect(types(out)).toEqual(['duplicate-relation:p', 'duplicate-relation:p'])
    expect(out.map((p) => p.message).join(' ')).toMatch(/"c" more than once in rels.children/)
  })

  it('reports missing and null rels as the docs say (bad-person), and still checks the rest', () => {
    const out = validateData([
      { id: 'a', data: { gender: 'M' } },
      { id: 'b', data: { gender: 'F' }, rels: null },
      { id: 'c', data: { gender: 'X' }, rels: [] },
    ])
    expect(types(out)).toEqual(['bad-person:a', 'bad-person:b', 'bad-person:c', 'bad-gender:c'])
    expect(out[0].message).toMatch(/no rels object/)
  })

  it('reports null and other non-object entries by position', () => {
    const out = validateData([null, 5, 'x', [], { id: 'a', data: { gender: 'M' }, rels: {} }])
    expect(out.map((p) => p.message)).toEqual(
      [0, 1, 2, 3].map((i) => `Entry ${i} is not a person: it needs a string id and a data object.`),
    )
  })
})
