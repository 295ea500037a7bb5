// Our layout places every card where the published family-chart (0.8.0 and 0.9.0, their CommonJS builds) places it:
// the same seeded families laid out by both packages with the same settings, over a matrix of orientations,
// spacings, empty cards, siblings of main, depths, child and spouse sorting, private cards and branch toggles. Each
// person is compared by id (x and y); the placeholder cards (empty cards) by where they are, as a set of positions.
import { calculateTree } from '../../src/layout/calculate-tree'
import type { CalculateTreeOptions } from '../../src/layout/types'
import type { Data, Datum } from '../../src/data/types'
import { randomFamily } from '../fixtures/random-families'
import { PUBLISHED, published } from '../compat/published'

const SEEDS_PER_SETTING = 6

type Settings = Record<string, unknown>

const byBirthday = (a: Datum, b: Datum) => Number(a.data.birthday) - Number(b.data.birthday)
const byIdDescending = (a: Datum, b: Datum) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
/**
 * Sorts a person's spouses in place (a sortSpousesFunction works on the data it gets), the youngest first; spouses
 * without a birth year (the published package's placeholder for an unknown co-parent) stay last.
 */
const youngestSpouseFirst = (d: Datum, data: Data) => {
  const year = (id: string) => Number(data.find((p) => p.id === id)?.data.birthday ?? -Infinity)
  d.rels.spouses?.sort((a, b) => year(b) - year(a))
}

/** Every combination of the listed values of each setting (a setting left out keeps the package default). */
function matrix(axes: Record<string, unknown[]>): Settings[] {
  let out: Settings[] = [{}]
  for (const [key, values] of Object.entries(axes)) {
    out = out.flatMap((s) => values.map((v) => (v === undefined ? { ...s } : { ...s, [key]: v })))
  }
  return out
}

const SETTINGS: Settings[] = [
  ...matrix({
    is_horizontal: [false, true],
    node_separation: [undefined, 170, 310],
    level_separation: [undefined, 70, 200],
    single_parent_empty_card: [false, true],
    show_siblings_of_main: [false, true],
  }),
  ...matrix({
    is_horizontal: [false, true],
    single_parent_empty_card: [false, true],
    ancestry_depth: [undefined, 1, 2],
    progeny_depth: [0, 1, 2],
  }),
  ...matrix({
    is_horizontal: [false, true],
    single_parent_empty_card: [false, true],
    show_siblings_of_main: [false, true],
    sortChildrenFunction: [byBirthday, byIdDescending],
    sortSpousesFunction: [undefined, youngestSpouseFirst],
  }),
  ...matrix({
    is_horizontal: [false, true],
    private_cards_config: [{ condition: (d: Datum) => Number(d.data.birthday) > 1980 }],
    duplicate_branch_toggle: [false, true],
    show_siblings_of_main: [false, true],
  }),
]

const copy = (data: Data): Data => JSON.parse(JSON.stringify(data))
const isPlaceholder = (n: any) => !!n.data.to_add || String(n.data.id).startsWith('__empty__')
const round = (v: number) => Math.round(v * 1000) / 1000

/** Positions of the people, by id, and the sorted positions of the placeholder cards. */
function positions(nodes: any[]): { people: Record<string, [number, number]>; placeholders: string[] } {
  const people: Record<string, [number, number]> = {}
  const placeholders: string[] = []
  for (const n of nodes) {
    if (isPlaceholder(n)) placeholders.push(`${round(n.x)},${round(n.y)}`)
    else people[n.data.id] = [round(n.x), round(n.y)]
  }
  return { people, placeholders: placeholders.sort() }
}

function describeSettings(s: Settings): string {
  return (
    Object.entries(s)
      .map(([k, v]) => `${k}=${typeof v === 'function' ? v.name : typeof v === 'object' ? 'set' : v}`)
      .join(' ') || 'defaults'
  )
}

describe.each(PUBLISHED)('card positions of the published %s', (version, pkg) => {
  const theirs = published(pkg)
  /** 0.9.0 reads the parents-list shape, which it makes itself from the legacy one. */
  const theirData = (data: Data) => (version === '0.8.0' ? copy(data) : theirs.formatData(copy(data)))

  it('are those of our layout for every person, over the matrix of settings', () => {
    const failures: string[] = []
    let compared = 0
    SETTINGS.forEach((settings, i) => {
      for (let k = 0; k < SEEDS_PER_SETTING; k++) {
        const seed = 1 + i * SEEDS_PER_SETTING + k
        const data = randomFamily(seed)
        const expected = positions(theirs.calculateTree(theirData(data), { ...settings }).data)
        const actual = positions(calculateTree(copy(data), { ...settings } as CalculateTreeOptions).data)
        compared += Object.keys(expected.people).length
        const wrong = Object.keys(expected.people).filter(
          (id) => String(actual.people[id]) !== String(expected.people[id]),
        )
        if (
          wrong.length ||
          Object.keys(actual.people).length !== Object.keys(expected.people).length ||
          String(actual.placeholders) !== String(expected.placeholders)
        ) {
          const where = wrong
            .slice(0, 3)
            .map((id) => `${id} ours ${actual.people[id]} theirs ${expected.people[id]}`)
            .join('; ')
          failures.push(
            `seed ${seed}, ${describeSettings(settings)}: ${where || `placeholders ours ${actual.placeholders} theirs ${expected.placeholders}`}`,
          )
        }
      }
    })
    expect(failures).toEqual([])
    // The families are not trivial: several thousand people compared in all.
    expect(compared).toBeGreaterThan(5000)
  })

  it('puts the parents of a man with a wife above the couple, 125 px either side of its middle', () => {
    const data: Data = [
      { id: 'me', data: { gender: 'M' }, rels: { father: 'dad', mother: 'mum', spouses: ['wife'] } },
      { id: 'wife', data: { gender: 'F' }, rels: { spouses: ['me'] } },
      { id: 'dad', data: { gender: 'M' }, rels: { spouses: ['mum'], children: ['me'] } },
      { id: 'mum', data: { gender: 'F' }, rels: { spouses: ['dad'], children: ['me'] } },
    ]
    const expected = positions(theirs.calculateTree(theirData(data), {}).data).people
    const actual = positions(calculateTree(copy(data), {}).data).people
    expect(actual).toEqual(expected)
    expect(actual).toEqual({ me: [-125, 0], wife: [125, 0], dad: [-125, -150], mum: [125, -150] })
  })

  it('keeps the X spacing horizontal when the tree is: generations 250 px apart, neighbours 150 px', () => {
    const data: Data = [
      { id: 'me', data: { gender: 'F' }, rels: { father: 'dad', children: ['kid'] } },
      { id: 'dad', data: { gender: 'M' }, rels: { children: ['me'] } },
      { id: 'kid', data: { gender: 'M' }, rels: { mother: 'me' } },
    ]
    const options = { is_horizontal: true, single_parent_empty_card: true }
    const expected = positions(theirs.calculateTree(theirData(data), options).data)
    const actual = positions(calculateTree(copy(data), options).data)
    expect(actual).toEqual(expected)
    expect(actual.people.dad[0]).toBe(-250)
    expect(actual.people.kid[0]).toBe(250)
    // The empty card for the unknown mother sits beside dad, one Y spacing away.
    const mother = actual.placeholders.map((p) => p.split(',').map(Number)).find(([x]) => x === -250)!
    expect(Math.abs(mother[1] - actual.people.dad[1])).toBe(150)
  })
})
