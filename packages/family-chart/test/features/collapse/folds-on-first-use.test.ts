/**
 * @jest-environment jsdom
 */
// The folds' working half (controls, badges, folding in place, the words said) on first use, as the ES module of
// the drop-in loads it: a fold asked for before the first drawing folds that drawing, the page hears of it when the
// half arrives, controls asked for appear on the cards then, and a fold of a drawn tree is made then. Each test starts
// from a fresh module registry, so the half is not loaded (test/support/preload-parts.ts loads it for the others).
import type { FullChart } from '../../../src/compat/full-chart'
import type { LazyPart } from '../../../src/schedule/on-first-use'
import { freshChart } from '../../support/lazy-parts'

let chart: FullChart
let body: LazyPart<unknown>

beforeEach(() => {
  ;({ chart, part: body } = freshChart('features/collapse/load-body', 'foldBody'))
  chart.updateMainId('me')
})
afterEach(() => chart.destroy())

const cardCount = () => document.querySelectorAll('#c .f3-card').length
const drawn = (id: string) => chart.store.getTree()!.data.some((d) => d.data.id === id)

describe('the folds before their working half arrives', () => {
  it('fold the first drawing at once, and tell the page of the fold when the half arrives', async () => {
    const onCollapse = jest.fn()
    chart.setOnCollapse(onCollapse).setCollapsible(true).collapse('dad', 'ancestry')
    chart.updateTree({ initial: true })
    expect(body.ready()).toBeUndefined()
    expect(chart.isCollapsed('dad', 'ancestry')).toBe(true)
    expect(drawn('dad')).toBe(true)
    expect(drawn('gf')).toBe(false)
    expect(onCollapse).not.toHaveBeenCalled()
    expect(document.querySelector('#c .f3-fold-ancestry')).toBeNull()

    await body.load()
    expect(onCollapse).toHaveBeenCalledWith({ id: 'dad', side: 'ancestry', collapsed: true, hiddenCount: 2 })
    // The cards drawn meanwhile were drawn again with their controls: Tom's badge says how many are hidden.
    const badge = document.querySelector('#c .f3-fold-ancestry[aria-label^="Show 2 ancestors of Tom Reed"]')
    expect(badge?.textContent).toBe('+2')
    expect(document.querySelector('#c .f3-fold-ancestry[aria-label^="Hide 2 ancestors of Sam Reed"]')).not.toBeNull()
    expect(drawn('gf')).toBe(false)
  })

  it('make a fold of a drawn tree when the half arrives; toggleCollapse says null until then', async () => {
    chart.updateTree({ initial: true })
    expect(drawn('gf')).toBe(true)
    expect(chart.toggleCollapse('dad', 'ancestry')).toBeNull()
    expect(drawn('gf')).toBe(true)
    await body.load()
    expect(chart.isCollapsed('dad', 'ancestry')).toBe(true)
    expect(drawn('gf')).toBe(false)
    // Once there, a fold is made at once and returns its event.
    expect(chart.toggleCollapse('dad', 'ancestry')).toMatchObject({ id: 'dad', collapsed: false, hiddenCount: 2 })
    expect(drawn('gf')).toBe(true)
  })

  it('leaves a chart destroyed before the half arrived alone', async () => {
    const onCollapse = jest.fn()
    chart.setOnCollapse(onCollapse).setCollapsible(true).updateTree({ initial: true })
    chart.collapse('dad', 'ancestry')
    const cards = cardCount()
    chart.destroy()
    await body.load()
    expect(onCollapse).not.toHaveBeenCalled()
    expect(cards).toBeGreaterThan(0)
    expect(document.querySelector('#c .f3-fold-ancestry')).toBeNull()
  })

  it('export folds recorded without the feature as badges, loading the half for it', async () => {
    chart.updateTree({ initial: true })
    // The published card actions record folds in the store themselves.
    chart.store.state.hidden_rels = { parents: ['dad'], children: [] }
    chart.updateTree({ tree_position: 'inherit' })
    const svg = await chart.exportSvg({ images: 'none' })
    expect(body.ready()).toBeDefined()
    expect(svg).toContain('+2')
  })
})
