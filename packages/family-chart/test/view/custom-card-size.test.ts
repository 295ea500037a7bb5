/**
 * @jest-environment jsdom
 */
// A card made with setCardInnerHtmlCreator is the size of its markup: the card adds no width, height or colour of its
// own (which showed as a strip beside the markup), unless setCardDim asks for a size.
import { createChart } from '../../src/compat/full-chart'
import { smallFamily } from '../fixtures/small-family'

function draw(configure: (card: any) => void) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  configure(chart.setCardHtml())
  chart.updateTree({ initial: true })
  return [...document.querySelectorAll<HTMLElement>('#c div.f3-card')]
}

describe('cards of your own markup', () => {
  it('take the size of the markup', () => {
    const cards = draw((card) => card.setCardInnerHtmlCreator((d: any) => `<div class="mine">${d.data.id}</div>`))
    const custom = cards.filter((c) => c.querySelector('.mine'))
    expect(custom.length).toBeGreaterThan(0)
    for (const c of custom) {
      expect(c.classList.contains('f3-card-custom')).toBe(true)
      expect(c.style.width).toBe('')
      expect(c.style.minHeight).toBe('')
      expect(c.style.height).toBe('')
    }
  })

  it('keep a size setCardDim gives', () => {
    const cards = draw((card) =>
      card.setCardDim({ w: 230, h: 90 }).setCardInnerHtmlCreator(() => '<div class="mine">x</div>'),
    )
    const c = cards.find((el) => el.querySelector('.mine'))!
    expect(c.style.width).toBe('230px')
    expect(c.style.minHeight).toBe('90px')
  })

  it('leave built-in cards their size', () => {
    const cards = draw(() => {})
    for (const c of cards) {
      expect(c.classList.contains('f3-card-custom')).toBe(false)
      expect(c.style.width).toBe('200px')
    }
  })
})
