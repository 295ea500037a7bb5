import { IdTable } from '../../src/data/id-table'

describe('IdTable', () => {
  it('numbers ids in the order they are added and finds each one', () => {
    const table = new IdTable(1000)
    const ids = Array.from({ length: 1000 }, (_, i) => `I${(i * 7919) % 1000}@${i % 3 ? 'x' : ''}`)
    ids.forEach((id) => expect(table.add(id)).toBe(-1))
    ids.forEach((id, p) => expect(table.get(id)).toBe(p))
    expect(table.ids).toEqual(ids)
    expect(table.usesMap).toBe(false)
  })

  it('keeps the first position of a repeated id and adds nothing for it', () => {
    const table = new IdTable(4)
    table.add('a')
    table.add('b')
    expect(table.add('a')).toBe(0)
    expect(table.size).toBe(2)
    expect(table.get('a')).toBe(0)
  })

  it('answers -1 for unknown ids and for anything that is not a string', () => {
    const table = new IdTable(4)
    table.add('1')
    expect(table.get('2')).toBe(-1)
    expect(table.get(1 as unknown as string)).toBe(-1)
    expect(table.get(undefined as unknown as string)).toBe(-1)
    expect(table.get('')).toBe(-1)
  })

  it('takes more ids than it was sized for, finding old and new ones', () => {
    const table = new IdTable(2)
    for (let i = 0; i < 100; i++) table.add(`p${i}`)
    expect(table.usesMap).toBe(true)
    for (let i = 0; i < 100; i++) expect(table.get(`p${i}`)).toBe(i)
    expect(table.add('p5')).toBe(5)
    expect(table.size).toBe(100)
  })

  it('gives way to a Map when ids collide (untrusted ids must not make it quadratic), staying correct', () => {
    const table = new IdTable(5000, () => 42)
    for (let i = 0; i < 5000; i++) expect(table.add(`c${i}`)).toBe(-1)
    expect(table.usesMap).toBe(true)
    for (let i = 0; i < 5000; i += 7) expect(table.get(`c${i}`)).toBe(i)
    expect(table.add('c10')).toBe(10)
    expect(table.get('c5000')).toBe(-1)
  })

  it('finds ids whose hashes share a bucket while probing stays short', () => {
    // Two hash values only: long runs of neighbours, still under the probe allowance for 40 ids.
    const table = new IdTable(40, (id) => id.length % 2)
    const ids = Array.from({ length: 6 }, (_, i) => 'x'.repeat(i + 1))
    ids.forEach((id) => table.add(id))
    expect(table.usesMap).toBe(false)
    ids.forEach((id, p) => expect(table.get(id)).toBe(p))
    expect(table.get('xxxxxxx')).toBe(-1)
  })
})
