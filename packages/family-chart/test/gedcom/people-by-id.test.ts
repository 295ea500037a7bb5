// The export plan's table of people by id (people-by-id.ts): one position per id, the first person added with it; a
// look-up finds each id added and nothing else, however many ids share the table's slots.
import { PeopleById } from '../../src/gedcom/people-by-id'

const people = (ids: string[]) => ids.map((id, at) => ({ id, at }))

describe('PeopleById', () => {
  it('keeps the first person with an id and tells when an id was added before', () => {
    const list = people(['a', 'b', 'a'])
    const byId = new PeopleById(list, list.length)
    expect(byId.add('a', 0)).toBe(true)
    expect(byId.add('b', 1)).toBe(true)
    expect(byId.add('a', 2)).toBe(false)
    expect(byId.get('a')).toBe(list[0])
    expect(byId.get('b')).toBe(list[1])
    expect(byId.size).toBe(2)
  })

  it('finds every id of a full table and none of the ids not added', () => {
    // Many more ids than the table's first slots: lots of them probe past each other.
    const ids = Array.from({ length: 5000 }, (_, i) =>
      i % 3 ? `I${i}` : `@${String.fromCharCode(0xd800 + (i % 7))}${i}`,
    )
    const list = people(ids)
    const byId = new PeopleById(list, list.length)
    list.forEach((p, at) => expect(byId.add(p.id, at)).toBe(true))
    for (const p of list) expect(byId.get(p.id)).toBe(p)
    for (const missing of ['', 'I0', 'I5000', 'i1', 'I1 ']) expect(byId.has(missing)).toBe(false)
    expect(byId.has('I1')).toBe(true)
  })

  it('answers for an empty list', () => {
    const byId = new PeopleById([], 0)
    expect(byId.get('x')).toBeUndefined()
    expect(byId.size).toBe(0)
  })
})
