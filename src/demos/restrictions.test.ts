import { bloodRelatives, restrictData, restrictedIds, trimData } from './restrictions'
import { readFamily, personName } from './relations'
import { loadDemoData, namedIds } from './test-data'

const data = loadDemoData('data-restrictions.json')
const idOf = namedIds(data)
const HANNAH = idOf('Hannah Kerr')
const names = (ids: Set<string>) => [...ids].map((id) => personName(data.find((d) => d.id === id))).sort()

describe('tree restrictions around Hannah Kerr (the demo data)', () => {
  const visible = restrictedIds(data, HANNAH)

  it('shows her blood relatives', () => {
    for (const n of [
      'Hannah Kerr',
      'Ian Kerr',
      'Moira Kerr',
      'Callum Kerr',
      'Angus Kerr',
      'Flora Kerr',
      'Isla Kerr',
      'Fiona Dunn',
      'Isaac Reid',
    ]) {
      expect(visible.has(idOf(n))).toBe(true)
    }
  })
  it('shows the spouses of blood relatives', () => {
    for (const n of ['Robert Dunn', 'Leah Grant', 'Owen Reid']) expect(visible.has(idOf(n))).toBe(true)
  })
  it("shows her spouse's blood relatives and their spouses", () => {
    for (const n of ['Neil Reid', 'Carol Reid', 'Kate Reid', 'Hugh Reid', 'Mary Reid', 'Ross Reid', 'Amy Reid'])
      expect(visible.has(idOf(n))).toBe(true)
    for (const n of ['Tom Hale', 'Wendy Reid']) expect(visible.has(idOf(n))).toBe(true)
  })
  it("shows the parents of blood relatives' spouses", () => {
    for (const n of ['George Dunn', 'Edna Dunn', 'Paul Grant', 'Anne Grant']) expect(visible.has(idOf(n))).toBe(true)
  })
  it('hides everyone else', () => {
    expect(names(new Set(data.map((d) => d.id).filter((id) => !visible.has(id))))).toEqual([
      'Frank Hale',
      'Jess Grant',
      'Kyle Dunn',
      'Lorna Price',
      'Stuart Dunn',
    ])
  })

  it('keeps relations on both sides only between visible people', () => {
    const restricted = restrictData(data, HANNAH)
    expect(restricted).toHaveLength(data.length - 5)
    const ids = new Set(restricted.map((d) => d.id))
    for (const d of restricted) {
      for (const id of [d.rels.father, d.rels.mother, ...(d.rels.spouses ?? []), ...(d.rels.children ?? [])]) {
        if (id !== undefined) expect(ids.has(id)).toBe(true)
      }
    }
    const robert = restricted.find((d) => d.id === idOf('Robert Dunn'))!
    expect(robert.rels.spouses).toEqual([idOf('Isla Kerr')])
    expect(robert.rels.children).toEqual([idOf('Fiona Dunn')])
    const tom = restricted.find((d) => d.id === idOf('Tom Hale'))!
    expect(tom.rels.father).toBeUndefined()
    expect(restricted[0].id).toBe(HANNAH)
  })

  it('does not change the input', () => {
    const before = JSON.stringify(data)
    restrictData(data, HANNAH)
    expect(JSON.stringify(data)).toBe(before)
  })
})

describe('each rule on its own', () => {
  // 'you' and sister 'sis' (children of 'dad'); sis married 'bil', who also has a child 'step' with 'bilEx'.
  // 'you' married 'wife', whose brother 'wifeBro' married 'wifeBroWife'. One person per rule, in or out.
  const person = (id: string, rels: Record<string, unknown> = {}) => ({ id, data: { gender: 'M' as const }, rels })
  const family = [
    person('you', { father: 'dad', spouses: ['wife'] }),
    person('dad', { children: ['you', 'sis'] }),
    person('sis', { father: 'dad', spouses: ['bil'] }),
    person('bil', { father: 'bilDad', spouses: ['sis', 'bilEx'], children: ['step'] }),
    person('bilDad', { children: ['bil', 'bilBro'] }),
    person('bilBro', { father: 'bilDad' }),
    person('bilEx', { spouses: ['bil'], children: ['step'] }),
    person('step', { father: 'bil', mother: 'bilEx' }),
    person('wife', { mother: 'wifeMum', spouses: ['you'] }),
    person('wifeMum', { children: ['wife', 'wifeBro'] }),
    person('wifeBro', { mother: 'wifeMum', spouses: ['wifeBroWife'] }),
    person('wifeBroWife', { mother: 'wifeBroWifeMum', spouses: ['wifeBro'] }),
    person('wifeBroWifeMum', { children: ['wifeBroWife'] }),
  ]
  const visible = restrictedIds(family, 'you')
  it.each([
    ['dad', true, 'blood relative (parent)'],
    ['sis', true, 'blood relative (sibling)'],
    ['bil', true, "blood relative's spouse"],
    ['bilDad', true, "parent of a blood relative's spouse"],
    ['bilBro', false, "sibling of a blood relative's spouse"],
    ['bilEx', false, "spouse of a blood relative's spouse"],
    ['step', false, "child of a blood relative's spouse with someone else"],
    ['wife', true, 'spouse'],
    ['wifeMum', true, "spouse's blood relative"],
    ['wifeBro', true, "spouse's blood relative"],
    ['wifeBroWife', true, "spouse of the spouse's blood relative"],
    ['wifeBroWifeMum', false, "parent of the spouse's blood relative's spouse"],
  ])('%s visible: %p (%s)', (id, expected) => {
    expect(visible.has(id)).toBe(expected)
  })

  it('reads relations from either side and gives nothing for an unknown person', () => {
    expect([...bloodRelatives(readFamily(family), 'sis')].sort()).toEqual(['dad', 'sis', 'you'])
    expect(restrictedIds(family, 'nobody').size).toBe(0)
    expect(trimData(family, new Set(['you']))).toEqual([
      { id: 'you', data: { gender: 'M' }, rels: { spouses: [], children: [] } },
    ])
  })
})
