// The fan's colour schemes as data: each place's colour (a custom property, so themes decide the actual colour) and
// the legend, for sex, the father's and mother's line, generation and surname.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fanColouring, SURNAME_COLOURS } from '../../../src/chart-types/fan/fan-colours'
import { FAN_FILL_NAMES, fanFillClass } from '../../../src/chart-types/fan/fan-fill'
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import { pedigree } from '../../fixtures/pedigree'

const layout = fanLayout(pedigree(4, { missing: [7] }), { main_id: 'p1', ancestry_depth: 3 })
const byKey = new Map(layout.places.map((p) => [p.key, p]))
const legend = (scheme: Parameters<typeof fanColouring>[1]) =>
  fanColouring(layout.places, scheme).legend.map((e) => [e.label, e.colour, e.count])

describe('colours of the fan', () => {
  it('by sex, unknown ancestors last with their own colour', () => {
    const colouring = fanColouring(layout.places, 'sex')
    expect(colouring.title).toBe('Colours by sex')
    expect(colouring.colourOf(byKey.get('a2')!)).toBe('var(--f3-male)')
    expect(colouring.colourOf(byKey.get('a3')!)).toBe('var(--f3-female)')
    // 13 places (15 slots, the mother's mother a7 unknown and her parents not drawn): 7 men, 5 women, 1 unknown.
    expect(legend('sex')).toEqual([
      ['Male', 'var(--f3-male)', 7],
      ['Female', 'var(--f3-female)', 5],
      ['Unknown', 'var(--f3-empty)', 1],
    ])
  })

  it("by the father's and the mother's line", () => {
    expect(legend('line')).toEqual([
      ['Main person', 'var(--f3-fan-main)', 1],
      ["Father's line", 'var(--f3-fan-paternal)', 7],
      ["Mother's line", 'var(--f3-fan-maternal)', 4],
      ['Unknown', 'var(--f3-empty)', 1],
    ])
  })

  it('by generation, the colours repeating after six', () => {
    expect(legend('generation')).toEqual([
      ['Main person', 'var(--f3-fan-generation-0)', 1],
      ['Parents', 'var(--f3-fan-generation-1)', 2],
      ['Grandparents', 'var(--f3-fan-generation-2)', 3],
      ['Great-grandparents', 'var(--f3-fan-generation-3)', 6],
      ['Unknown', 'var(--f3-empty)', 1],
    ])
    const deep = fanLayout(pedigree(8), { main_id: 'p1', ancestry_depth: 7 })
    const ring7 = deep.places.find((p) => p.generation === 7)!
    expect(fanColouring(deep.places, 'generation').colourOf(ring7)).toBe('var(--f3-fan-generation-1)')
  })

  it(`by surname: the ${SURNAME_COLOURS} most frequent have a colour each, the rest share one`, () => {
    // Surnames passed down the father's line: everyone takes the surname of their topmost paternal ancestor.
    const data = pedigree(6)
    for (const d of data) {
      let n = Number(d.id.slice(1))
      while (n * 2 < 64) n *= 2
      d.data['last name'] = `House${n}`
    }
    const many = fanLayout(data, { main_id: 'p1', ancestry_depth: 5 })
    const entries = fanColouring(many.places, 'surname').legend
    expect(entries).toHaveLength(SURNAME_COLOURS + 1)
    // The main person's line (p1, p2, p4, p8, p16, p32) is the largest, so it has the first colour.
    expect(entries[0]).toEqual({ label: 'House32', colour: 'var(--f3-fan-surname-0)', count: 6 })
    const rest = entries.find((e) => e.label === 'Other surnames')!
    expect(rest.colour).toBe('var(--f3-fan-surname-other)')
    expect(entries.reduce((sum, e) => sum + e.count, 0)).toBe(many.places.length)
  })

  it('colours private people alike under every scheme, their surname unused', () => {
    const data = pedigree(3)
    const hidden = fanLayout(data, {
      main_id: 'p1',
      ancestry_depth: 2,
      private_cards_config: { condition: (d) => d.id === 'p2' },
    })
    const father = hidden.places.find((p) => p.key === 'a2')!
    expect(father.private).toBe(true)
    expect(father.name).toBe('Private')
    expect(father.surname).toBe('')
    for (const scheme of ['sex', 'line', 'generation', 'surname'] as const)
      expect(fanColouring(hidden.places, scheme).colourOf(father)).toBe('var(--f3-private)')
  })
})

describe('colours as classes of the stylesheet', () => {
  const css = readFileSync(join(__dirname, '../../../src/styles/family-chart.css'), 'utf8')
  const schemes = ['sex', 'line', 'generation', 'surname'] as const

  it('has a class with a rule in family-chart.css for every colour every scheme gives', () => {
    const big = fanLayout(pedigree(8), { main_id: 'p1', ancestry_depth: 7 })
    const colours = new Set(schemes.flatMap((s) => big.places.map((p) => fanColouring(big.places, s).colourOf(p))))
    colours.add('var(--f3-empty)').add('var(--f3-private)').add('var(--f3-fan-add)').add('var(--f3-fan-surname-other)')
    for (let i = 0; i < SURNAME_COLOURS; i++) colours.add(`var(--f3-fan-surname-${i})`)
    for (const colour of colours) {
      const cls = fanFillClass(colour)
      const name = colour.slice('var(--f3-'.length, -1)
      expect(cls).toBe(`f3-fan-fill-${name}`)
      expect(css).toContain(`.f3 .${cls} > .f3-fan-arc {\n  fill: var(--f3-${name});\n}`)
    }
    expect(FAN_FILL_NAMES.every((n) => css.includes(`.f3-fan-fill-${n} > .f3-fan-arc`))).toBe(true)
  })

  it('has no class for a colour outside the set, which then stays an inline fill', () => {
    expect(fanFillClass('var(--f3-fan-surname-9)')).toBeNull()
    expect(fanFillClass('red')).toBeNull()
    expect(fanFillClass('var(--f3-male);fill:red')).toBeNull()
  })
})
