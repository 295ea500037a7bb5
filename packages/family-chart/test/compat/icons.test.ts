/**
 * @jest-environment jsdom
 */
// Client code puts the published icons where they fit: `…SvgIcon()` (an <svg> element) in HTML, `…Icon()` (a <g>)
// inside an SVG. Ours follow, and so do the library's own cards, forms and buttons, so what they draw is unchanged.
import { select } from 'd3'
import { smallFamily } from '../fixtures/small-family'
import { container, f3 } from './published'

describe('icons in client code', () => {
  it(".html(f3.icons.userEditSvgIcon()).select('svg').on('click', …) finds the icon and its clicks", () => {
    const cont = container()
    let clicks = 0
    const svg = select(cont)
      .append('div')
      .attr('class', 'edit-btn')
      .html(f3.icons.userEditSvgIcon())
      .select('svg')
      .on('click', () => clicks++)
    expect(svg.empty()).toBe(false)
    ;(svg.node() as SVGSVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(clicks).toBe(1)
    expect((svg.node() as SVGSVGElement).getAttribute('viewBox')).toBe('0 0 24 24')
  })

  it('…Icon() goes inside an SVG card as a group, over a hit area that takes clicks', () => {
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g')
    g.innerHTML = f3.icons.plusIcon()
    expect(g.firstElementChild!.tagName).toBe('g')
    expect(g.querySelector('svg')).toBeNull()
    expect(g.querySelector('[data-icon="plus"] > circle')!.getAttribute('pointer-events')).toBe('all')
  })
})

describe("the library's own icons", () => {
  function chartWith(kind: 'html' | 'svg') {
    const chart = f3.createChart(container(), smallFamily()).setTransitionTime(0)
    const card = kind === 'html' ? chart.setCardHtml() : chart.setCardSvg()
    const editTree = chart.editTree().setCardClickOpen(card)
    chart.updateTree({ initial: true })
    return { chart, editTree }
  }

  it('HTML cards show the person icon and the mini tree as <svg> elements', () => {
    chartWith('html')
    expect(document.querySelector('#c div.card_cont .f3-person-icon > svg[data-icon="person"]')).not.toBeNull()
    expect(document.querySelector('#c div.card_cont button.f3-mini-tree > svg[data-icon="mini-tree"]')).not.toBeNull()
  })

  it('SVG cards hold the shapes as groups, never a nested <svg> (which would size itself to the page)', () => {
    chartWith('svg')
    const cards = document.querySelector('#c svg.main_svg .cards_view')!
    expect(cards.querySelector('.f3-person-icon g[data-icon="person"]')).not.toBeNull()
    expect(cards.querySelector('.f3-mini-tree g[data-icon="mini-tree"]')).not.toBeNull()
    expect(cards.querySelector('svg')).toBeNull()
  })

  it('the form buttons and the undo / redo buttons hold <svg> icons', () => {
    const { chart, editTree } = chartWith('html')
    editTree.open(chart.store.getDatum('me'))
    expect(document.querySelector('#c .f3-form .f3-edit-toggle > svg[data-icon="pencil"]')).not.toBeNull()
    expect(document.querySelector('#c .f3-form .f3-add-relative-toggle > svg[data-icon="user-plus"]')).not.toBeNull()
    expect(document.querySelector('#c .f3-history-controls .f3-back > svg[data-icon="history-back"]')).not.toBeNull()
    expect(
      document.querySelector('#c .f3-history-controls .f3-forward > svg[data-icon="history-forward"]'),
    ).not.toBeNull()
  })
})
