import royals from './__fixtures__/wbgetentities-royals.json'
import { buildChartData } from './build-chart-data'
import { parseEntities } from './parse-entity'
import type { ChartPerson, WbGetEntitiesAnswer, WikiPerson } from './types'

const all = parseEntities(royals as WbGetEntitiesAnswer)
const index = (data: ChartPerson[]) => Object.fromEntries(data.map((datum) => [datum.id, datum]))

function person(wiki_id: string, gender: 'M' | 'F', claims: [string, string][] = []): WikiPerson {
  return {
    wiki_id,
    label: wiki_id,
    desc: '',
    avatar: '',
    claims: [
      { property: 'P21', value: gender === 'M' ? 'Q6581097' : 'Q6581072' },
      ...claims.map(([property, value]) => ({ property, value })),
    ],
  }
}

describe('buildChartData', () => {
  it('maps gender and fields, joining claim labels with commas', () => {
    const data = index(
      buildChartData(
        all,
        new Map([
          ['Q82955', 'politician'],
          ['Q145', 'United Kingdom'],
        ]),
      ),
    )
    expect(data.Q43274.data).toMatchObject({
      gender: 'M',
      label: 'Charles III',
      occupation: 'politician',
      'country of citizenship': 'United Kingdom',
    })
    expect(data.Q9682.data.gender).toBe('F')
  })

  it('keeps only relatives present in the loaded set', () => {
    const data = index(buildChartData(all.filter((p) => p.wiki_id !== 'Q152316')))
    expect(data.Q43274.rels.children).toEqual(['Q36812'])
    expect(data.Q152316).toBeUndefined()
  })

  it('removes duplicate persons and duplicate spouses and children', () => {
    const data = buildChartData([...all, all[1]])
    expect(data.filter((d) => d.id === 'Q9682')).toHaveLength(1)
    const philip = index(data).Q80976
    expect(philip.rels.children).toEqual(['Q43274'])
    expect(philip.rels.spouses).toEqual(['Q9682'])
  })

  it("makes a child's two parents spouses of each other", () => {
    const data = index(
      buildChartData([
        person('A', 'M'),
        person('B', 'F'),
        person('C', 'M', [
          ['P22', 'A'],
          ['P25', 'B'],
        ]),
      ]),
    )
    expect(data.A.rels.spouses).toEqual(['B'])
    expect(data.B.rels.spouses).toEqual(['A'])
    expect(data.A.rels.children).toEqual(['C'])
  })

  it("infers a parent from a child by the parent's gender", () => {
    // Elizabeth II and Philip list Charles as child; Charles's own claims name them too. Here the child names no one.
    const data = index(
      buildChartData([person('M1', 'F', [['P40', 'K']]), person('F1', 'M', [['P40', 'K']]), person('K', 'M')]),
    )
    expect(data.K.rels.mother).toBe('M1')
    expect(data.K.rels.father).toBe('F1')
  })

  it('drops a child whose parent of the same kind is someone else', () => {
    const data = index(
      buildChartData([person('X', 'M', [['P40', 'K']]), person('Y', 'M'), person('K', 'F', [['P22', 'Y']])]),
    )
    expect(data.K.rels.father).toBe('Y')
    expect(data.X.rels.children).toEqual([])
    expect(data.Y.rels.children).toEqual(['K'])
  })

  it('stores every relation on both sides', () => {
    const data = buildChartData(all)
    const byId = index(data)
    for (const datum of data) {
      for (const child of datum.rels.children ?? [])
        expect([byId[child].rels.father, byId[child].rels.mother]).toContain(datum.id)
      for (const spouse of datum.rels.spouses ?? []) expect(byId[spouse].rels.spouses).toContain(datum.id)
      if (datum.rels.father) expect(byId[datum.rels.father].rels.children).toContain(datum.id)
    }
  })
})
