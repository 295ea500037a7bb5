/**
 * @jest-environment jsdom
 */
// Right to left: the laid-out tree mirrored (cards, links, box), with a Hebrew locale or in a right-to-left page, and
// what reads positions follows (the arrow keys, a fold's card kept in place).
import { calculateTree } from '../../../src/layout/calculate-tree'
import { mirrorTree } from '../../../src/features/locale/mirror'
import { createChart } from '../../../src/compat/full-chart'
import { createChart as createCoreChart } from '../../../src/chart/chart'
import { locale } from '../../../src/features/locale/feature'
import { collapse } from '../../../src/features/collapse/feature'
import he from '../../../src/locales/he'
import de from '../../../src/locales/de'
import { smallFamily } from '../../fixtures/small-family'
import type { Tree } from '../../../src/layout/types'

const box = (tree: Tree) => [-tree.dim.x_off, tree.dim.width - tree.dim.x_off]
const xs = (tree: Tree) => Object.fromEntries(tree.data.map((d) => [d.data.id, d.x]))

describe('mirrorTree', () => {
  it.each([false, true])('turns every card and link point x into -x, the box with them (horizontal %s)', (h) => {
    const plain = calculateTree(smallFamily(), { main_id: 'me', is_horizontal: h })
    const mirrored = calculateTree(smallFamily(), { main_id: 'me', is_horizontal: h })
    mirrorTree(mirrored)
    for (const d of mirrored.data) {
      const before = plain.data.find((p) => p.tid === d.tid)!
      expect([d.x, d.y]).toEqual([-before.x || 0, before.y])
    }
    mirrored.links.forEach((l, i) => {
      expect(l.source).toEqual([-plain.links[i].source[0] || 0, plain.links[i].source[1]])
      expect(l.target).toEqual([-plain.links[i].target[0] || 0, plain.links[i].target[1]])
    })
    const [left, right] = box(plain)
    expect(box(mirrored)).toEqual([-right, -left])
  })
})

function chartIn(html: string, setup: (chart: ReturnType<typeof createChart>) => void = () => {}) {
  document.body.innerHTML = html
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  setup(chart)
  chart.updateTree({ initial: true })
  return chart
}
const cardNamed = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('#c .f3-card')].find((c) => c.textContent === name)!
const focusedName = () => document.activeElement?.textContent
const press = (key: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

describe('a right-to-left chart', () => {
  it('draws a Hebrew tree mirrored: the spouse left of the person, the region written right to left', () => {
    const ltr = xs(chartIn('<div id="c"></div>').store.getTree()!)
    expect(ltr.wife).toBeGreaterThan(ltr.me)
    const chart = chartIn('<div id="c"></div>', (c) => c.setLocale(he))
    const rtl = xs(chart.store.getTree()!)
    expect(rtl.wife).toBeLessThan(rtl.me)
    expect(rtl.wife).toBe(-ltr.wife)
    const canvas = document.querySelector('#c .f3-canvas')!
    expect(canvas.getAttribute('dir')).toBe('rtl')
    expect([document.getElementById('c')!.dir, document.getElementById('c')!.lang]).toEqual(['rtl', 'he'])
  })

  it('mirrors in a container whose page is right to left, whatever the language', () => {
    const chart = chartIn('<div dir="rtl"><div id="c"></div></div>', (c) => c.setLocale(de))
    const rtl = xs(chart.store.getTree()!)
    expect(rtl.wife).toBeLessThan(rtl.me)
    expect(document.querySelector('#c .f3-canvas')!.getAttribute('dir')).toBe('rtl')
    chart.setLocale(null).updateTree({})
    expect(document.getElementById('c')!.hasAttribute('lang')).toBe(false)
    expect(xs(chart.store.getTree()!).wife).toBeLessThan(0)
  })

  it('is left to right again after going back to a left-to-right language', () => {
    const chart = chartIn('<div id="c"></div>', (c) => c.setLocale(he))
    chart.setLocale(de).updateTree({})
    expect(xs(chart.store.getTree()!).wife).toBeGreaterThan(0)
    expect(document.querySelector('#c .f3-canvas')!.hasAttribute('dir')).toBe(false)
  })

  it('moves the arrow keys with the mirror: Left reaches the card on the left on screen', () => {
    chartIn('<div id="c"></div>', (c) => c.setLocale(he))
    cardNamed('Sam Reed').focus()
    press('ArrowLeft')
    expect(focusedName()).toBe('Ana Reed')
    press('ArrowRight')
    expect(focusedName()).toBe('Sam Reed')
    press('ArrowUp')
    // The father is on the right of the mother now: Left from him reaches her.
    expect(focusedName()).toBe('Tom Reed')
    press('ArrowLeft')
    expect(focusedName()).toBe('Eve Reed')
  })

  it.each([
    ['locale before collapse', true],
    ['collapse before locale', false],
  ])('keeps a folded card in place on screen (%s)', (_, localeFirst) => {
    document.body.innerHTML = '<div id="c"></div>'
    const chart = createCoreChart('#c', smallFamily()).setTransitionTime(0)
    const withBoth = localeFirst ? chart.use(locale, collapse) : chart.use(collapse, locale)
    withBoth.setCardHtml()
    withBoth.setLocale(he).setCollapsible(true).updateTree({ initial: true })
    const before = withBoth.store.getTree()!.data.find((d) => d.data.id === 'dad')!
    withBoth.collapse('dad', 'ancestry')
    const tree = withBoth.store.getTree()!
    const after = tree.data.find((d) => d.data.id === 'dad')!
    expect([after.x, after.y]).toEqual([before.x, before.y])
    // The spouses stay mirrored, and a later redraw keeps the same place.
    const me = tree.data.find((d) => d.data.id === 'me')!
    expect(tree.data.find((d) => d.data.id === 'wife')!.x).toBeLessThan(me.x)
    withBoth.updateTree({ tree_position: 'inherit' })
    expect(withBoth.store.getTree()!.data.find((d) => d.data.id === 'dad')!.x).toBe(before.x)
  })
})
