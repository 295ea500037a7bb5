import { IdTable } from '../../src/data/id-table'
import { runSteps } from '../../src/schedule/steps'

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

describe('IdTable.addAllSteps', () => {
  const addOneByOne = (table: IdTable, list: string[]) => list.map((id) => (table.add(id) >= 0 ? 1 : 0))
  // A copy: the table may keep the list it is given as its own.
  const addAll = (table: IdTable, list: string[]) => Array.from(runSteps(table.addAllSteps([...list])))

  /** Ids from a small alphabet, so lists repeat ids often, some many times. */
  function randomIds(seed: number, n: number): string[] {
    let s = seed
    const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0)
    return Array.from({ length: n }, () => `i${next() % Math.max(1, n >> (next() % 3))}`)
  }

  it('numbers a list as adding its ids one by one does: same positions, same repeats, found by get', () => {
    for (let seed = 1; seed <= 30; seed++) {
      // Odd seeds: every id once (the table keeps the list), even seeds: ids repeated.
      const list = seed % 2 ? [...new Set(randomIds(seed, 50 + seed * 400))] : randomIds(seed, 50 + seed * 400)
      const one = new IdTable(list.length)
      const bulk = new IdTable(list.length)
      expect(addAll(bulk, list)).toEqual(addOneByOne(one, list))
      expect(bulk.ids).toEqual(one.ids)
      expect(bulk.usesMap).toBe(false)
      for (const id of list) expect(bulk.get(id)).toBe(one.get(id))
      expect(bulk.get('not-there')).toBe(-1)
      // Later single additions go on from where the list ended.
      expect(bulk.add('new')).toBe(-1)
      expect(bulk.get('new')).toBe(one.ids.length)
    }
  })

  it('gives way to a Map when the ids collide, with the same answers', () => {
    const list = Array.from({ length: 3000 }, (_, i) => `c${i % 2500}`)
    const bulk = new IdTable(list.length, () => 7)
    const repeated = addAll(bulk, list)
    expect(bulk.usesMap).toBe(true)
    expect(repeated.slice(0, 2500).every((r) => r === 0)).toBe(true)
    expect(repeated.slice(2500).every((r) => r === 1)).toBe(true)
    for (let i = 0; i < 2500; i += 13) expect(bulk.get(`c${i}`)).toBe(i)
  })

  it('adds one by one into a table that already has ids or was sized for fewer', () => {
    const table = new IdTable(4)
    table.add('b')
    expect(addAll(table, ['a', 'b', 'c', 'a', 'd', 'e', 'f'])).toEqual([0, 1, 0, 1, 0, 0, 0])
    expect(table.ids).toEqual(['b', 'a', 'c', 'd', 'e', 'f'])
    expect(table.get('f')).toBe(5)
  })
})
