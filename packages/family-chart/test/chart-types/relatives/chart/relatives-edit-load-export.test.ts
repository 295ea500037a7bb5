/**
 * @jest-environment jsdom
 */
// The relatives chart with editing (add a relative from any card), a data source (the people within the chart's
// steps are loaded) and export (the whole graph, every person once, with the links' bends).
import { createChart } from '../../../../src/compat/full-chart'
import type { Datum } from '../../../../src/data/types'
import { manualSource } from '../../../features/data-source/fake-family'
import { exportedCards, parse } from '../../../export/helpers'
import { wideFamily, WIDE_IDS } from './wide-family'
import { cardIds, relativesChartOf } from './setup'
import { Family } from '../helpers'
import { loadLazyParts } from '../../../support/lazy-parts'

const sorted = (ids: string[]) => [...ids].sort()

// The relatives layout loads on first use; these tests draw as it is drawn once it is there.
beforeAll(loadLazyParts)

describe('adding a relative on the relatives chart', () => {
  it("from a card that is not main: the placeholders appear on the person's row and the row below", () => {
    let editTree: ReturnType<ReturnType<typeof createChart>['editTree']> | null = null
    const chart = relativesChartOf(wideFamily(), (c) => {
      const card = c.setCardHtml()
      editTree = c.editTree().setFields(['first name', 'last name']).setEditFirst(false).setCardClickOpen(card)
      return card
    })
    editTree!.open(chart.store.getDatum('kid')!)
    document.querySelector<HTMLButtonElement>('#c .f3-form .f3-add-relative-toggle')!.click()
    const tree = chart.store.getTree()!
    const kid = tree.data.find((d) => d.data.id === 'kid')!
    const adding = tree.data.filter((d) => d.data.to_add)
    const rowOf = (label: string) => adding.filter((d) => d.data._new_rel_data?.label === label).map((d) => d.y)
    expect(rowOf('Add Spouse')).toEqual([kid.y])
    expect(rowOf('Add Son').length).toBeGreaterThan(0)
    for (const y of [...rowOf('Add Son'), ...rowOf('Add Daughter')]) expect(y).toBeGreaterThan(kid.y)
    // Everyone is still drawn once, beside the placeholders.
    expect(sorted(cardIds().filter((id) => WIDE_IDS.includes(id)))).toEqual(sorted(WIDE_IDS))
  })
})

describe('a data source behind the relatives chart', () => {
  /** A line of people, each the child of the one before: p0 is main, p<n> is n steps away. */
  function line(length: number): Map<string, Datum> {
    const family = new Family()
    family.person('p0', 'M', 'Person 0')
    for (let n = 1; n < length; n++) family.child(`p${n}`, n % 2 ? 'F' : 'M', [`p${n - 1}`])
    return new Map(family.data().map((d) => [d.id, d]))
  }

  function setup(depth: number | null) {
    document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
    const source = manualSource(line(12))
    const chart = createChart('#c', []).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name']])
    chart.setChartType('relatives')
    if (depth !== null) chart.setRelativesDepth(depth)
    chart.setDataSource(source)
    chart.updateMainId('p0').updateTree({ initial: true })
    return { chart, source }
  }

  it('loads the people within the depth set, and the ring just past it, and draws those within', async () => {
    const { source } = setup(2)
    await source.releaseAll()
    expect(sorted(source.calls.flat())).toEqual(sorted(['p0', 'p1', 'p2', 'p3']))
    expect(sorted(cardIds())).toEqual(sorted(['p0', 'p1', 'p2']))
  })

  it("without a depth of its own the chart draws the source's depth plus one steps, not the whole source", async () => {
    const { chart, source } = setup(null)
    await source.releaseAll()
    expect(chart.getRelativesDepth()).toBe(4)
    expect(sorted(cardIds())).toEqual(sorted(['p0', 'p1', 'p2', 'p3', 'p4']))
    expect(source.calls.flat()).not.toContain('p6')
  })

  it('a new main person loads what their view needs', async () => {
    const { chart, source } = setup(2)
    await source.releaseAll()
    chart.updateMainId('p3').updateTree({})
    await source.releaseAll()
    expect(sorted(cardIds())).toEqual(sorted(['p1', 'p2', 'p3', 'p4', 'p5']))
  })
})

describe('export of the relatives chart', () => {
  it('the SVG holds every person of the graph once, drawn or not on screen', async () => {
    const chart = relativesChartOf(wideFamily())
    const doc = parse(await chart.exportSvg({ images: 'none' }))
    const texts = exportedCards(doc).map((c) => c.texts.join(' '))
    expect(texts).toHaveLength(WIDE_IDS.length)
    for (const name of ['Sam Reed', 'Olaf Wide', 'Wes Wide', 'Ned Wide', 'Abe Reed'])
      expect(texts.filter((t) => t.includes(name))).toHaveLength(1)
  })

  it("a link that passes a generation bends through the layout's channel in the chart and in the export", async () => {
    // An uncle who marries his niece: the link from his parents passes the row between.
    const data = new Family()
      .person('g', 'M', 'Gustav')
      .person('h', 'F', 'Hilda')
      .marry('g', 'h')
      .child('u', 'M', ['g', 'h'])
      .child('s', 'F', ['g', 'h'])
      .person('t', 'M', 'Tomas')
      .marry('t', 's')
      .child('n', 'F', ['t', 's'])
      .marry('u', 'n')
      .data()
    const chart = relativesChartOf(data, (c) => c.setCardHtml(), 'n')
    const bent = chart.store.getTree()!.links.find((l) => l.via?.length)!
    expect(bent).toBeDefined()
    const [vx, vy] = bent.via![0]
    const path = [...document.querySelectorAll('#c path.f3-link')].find(
      (p) => p.getAttribute('data-link-id') === bent.id,
    )
    const drawn = path!.getAttribute('d')!
    expect(drawn).toContain(`${vx},${vy}`)
    expect(drawn.match(/C/g)).toHaveLength(2)
    const svg = await chart.exportSvg({ images: 'none' })
    expect(svg).toContain(`${vx},${vy}`)
    // Animated, every frame of the link's tween is bent too (before it is painted).
    chart.setTransitionTime(500)
    chart.updateMainId('u').updateTree({})
    const moved = chart.store.getTree()!.links.find((l) => l.id === bent.id)!
    path!.setAttribute('d', `M${moved.source[0]},${moved.source[1]}L${moved.target[0]},${moved.target[1]}`)
    await Promise.resolve()
    expect(path!.getAttribute('d')).toContain(`${moved.via![0][0]},${moved.via![0][1]}`)
  })
})
