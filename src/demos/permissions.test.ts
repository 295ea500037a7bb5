import { canAddAtLevel, canEditAtLevel, parseLevel, type AddPermission } from './permissions'
import { loadDemoData, namedIds } from './test-data'
import type { Data } from 'family-chart'

const data = loadDemoData('data-permissions.json')
const idOf = namedIds(data)
const SARA = idOf('Sara Holm')

// 'P S C' = may add parent, spouse, child; '-' = nothing. Edit is 'E' or '.'.
type Row = [name: string, l1: string, l2: string, l3: string]
const N = '-'
// person            level 1      level 2      level 3       (You = Sara Holm; level 4 allows everything, 0 nothing)
const TABLE: Row[] = [
  ['Sara Holm', 'E  S C', 'E P S C', 'E P S C'],
  ['Mikael Lund', 'E    C', 'E    C', 'E    C'],
  ['Felix Lund', 'E P S C', 'E P S C', 'E P S C'],
  ['Tove Ek', 'E    C', 'E    C', 'E    C'],
  ['Liv Lund', 'E P S C', 'E P S C', 'E P S C'],
  ['Bo Lund', '. ' + N, '. ' + N, '. ' + N],
  ['Erik Holm', '. ' + N, 'E  S C', 'E P S C'],
  ['Ingrid Holm', '. ' + N, 'E  S C', 'E P S C'],
  ['Jonas Holm', '. ' + N, 'E P S C', 'E P S C'],
  ['Elin Berg', '. ' + N, 'E    C', 'E    C'],
  ['Alva Holm', '. ' + N, 'E P S C', 'E P S C'],
  ['Nils Holm', '. ' + N, '. ' + N, 'E  S C'],
  ['Astrid Holm', '. ' + N, '. ' + N, 'E  S C'],
  ['Lars Holm', '. ' + N, '. ' + N, 'E P S C'],
  ['Maja Holm', '. ' + N, '. ' + N, 'E    C'],
  ['Oskar Holm', '. ' + N, '. ' + N, 'E P S C'],
  ['Karin Dahl', '. ' + N, '. ' + N, 'E  S C'],
]

function parseCell(cell: string): { edit: boolean; add: AddPermission } {
  const [edit, ...rest] = cell.split(' ')
  const flags = rest.join(' ')
  return {
    edit: edit === 'E',
    add: { parent: flags.includes('P'), spouse: flags.includes('S'), child: flags.includes('C') },
  }
}

describe('permissions by family radius around Sara Holm', () => {
  it('covers every person of the demo data', () => {
    expect(TABLE.map((r) => r[0]).sort()).toEqual(
      data.map((d) => `${d.data['first name']} ${d.data['last name']}`).sort(),
    )
  })

  describe.each(TABLE)('%s', (name, ...cells) => {
    it.each([1, 2, 3])('level %i', (level) => {
      const expected = parseCell(cells[level - 1])
      expect(canEditAtLevel(level, data, SARA, idOf(name))).toBe(expected.edit)
      expect(canAddAtLevel(level, data, SARA, idOf(name))).toEqual(expected.add)
    })
    it('level 0 allows nothing and level 4 everything', () => {
      expect(canEditAtLevel(0, data, SARA, idOf(name))).toBe(false)
      expect(canAddAtLevel(0, data, SARA, idOf(name))).toEqual({ parent: false, spouse: false, child: false })
      expect(canEditAtLevel(4, data, SARA, idOf(name))).toBe(true)
      expect(canAddAtLevel(4, data, SARA, idOf(name))).toEqual({ parent: true, spouse: true, child: true })
    })
  })

  it.each([5, -1, 1.5, NaN, Infinity])('treats level %p as no permission', (level) => {
    expect(canEditAtLevel(level, data, SARA, SARA)).toBe(false)
    expect(canAddAtLevel(level, data, SARA, SARA)).toEqual({ parent: false, spouse: false, child: false })
  })

  it('starts level 2 and 3 from You when You has no parents', () => {
    const nils = idOf('Nils Holm')
    expect(canAddAtLevel(1, data, nils, nils)).toEqual({ parent: false, spouse: true, child: true })
    expect(canAddAtLevel(2, data, nils, nils)).toEqual({ parent: true, spouse: true, child: true })
    expect(canEditAtLevel(2, data, nils, idOf('Oskar Holm'))).toBe(true)
    expect(canEditAtLevel(2, data, nils, idOf('Karin Dahl'))).toBe(false)
    expect(canEditAtLevel(3, data, nils, idOf('Karin Dahl'))).toBe(false)
  })

  it('ignores placeholder relatives the edit tree adds while adding', () => {
    const placeholderFather = {
      id: 'ph-father',
      to_add: true,
      data: { gender: 'M' as const },
      rels: { children: [idOf('Nils Holm')] },
    }
    const withPlaceholder: Data = data.map((d) =>
      d.id === idOf('Nils Holm') ? { ...d, rels: { ...d.rels, father: 'ph-father' } } : d,
    )
    withPlaceholder.push(placeholderFather)
    const nils = idOf('Nils Holm')
    // Nils still counts as having no parents: level 2 starts from Nils himself.
    expect(canAddAtLevel(2, withPlaceholder, nils, nils).parent).toBe(true)
    expect(canEditAtLevel(4, withPlaceholder, nils, 'ph-father')).toBe(false)
  })

  it('returns nothing for unknown people', () => {
    expect(canEditAtLevel(4, data, 'nobody', SARA)).toBe(false)
    expect(canAddAtLevel(2, data, SARA, 'nobody')).toEqual({ parent: false, spouse: false, child: false })
  })

  it('reads typed levels', () => {
    expect(parseLevel('3')).toBe(3)
    expect(parseLevel(' ')).toBeNaN()
    expect(parseLevel('abc')).toBeNaN()
  })
})
