/**
 * @jest-environment jsdom
 */
// An imageCircle card is a box of the style's size with the circle in it and the name hanging below, as in 0.8.0:
// its text never grows the box, so the circles of a row line up and the layout, fit, culling and focus ring (which
// use the box) match what is drawn. Other styles still grow with their text (height_auto).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'
import { smallFamily } from '../fixtures/small-family'

/** The small family, one of them with a name long enough to wrap, drawn with the stylesheet in the page. */
function draw(configure: (card: any) => void) {
  document.head.innerHTML = `<style>${readFileSync(join(__dirname, '../../src/styles/family-chart.css'), 'utf8')}</style>`
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const data: Data = smallFamily()
  data.find((d) => d.id === 'wife')!.data['first name'] = 'Anastasia Maximiliana Josephine'
  const chart = createChart('#c', data).setTransitionTime(0)
  configure(chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']]))
  chart.updateTree({ initial: true })
  const cards = [...document.querySelectorAll<HTMLElement>('#c div.f3-card')]
  return { chart, cards, card: (text: string) => cards.find((c) => c.textContent!.includes(text))! }
}

describe('imageCircle cards', () => {
  it('are a fixed box of the style size, 90 × 90, whatever their lines', () => {
    const { chart, cards, card } = draw((c) => c.setStyle('imageCircle'))
    expect(cards.length).toBeGreaterThan(5)
    for (const c of cards) expect([c.style.width, c.style.height, c.style.minHeight]).toEqual(['90px', '90px', ''])
    expect(card('Anastasia').textContent).toContain('Anastasia Maximiliana Josephine Reed')
    expect(chart.cardSize()).toEqual({ w: 90, h: 90 })
  })

  it('keep a size setCardDim gives, still fixed', () => {
    const { chart, cards } = draw((c) =>
      c.setStyle('imageCircle').setCardDim({ w: 120, h: 120, img_w: 100, img_h: 100 }),
    )
    for (const c of cards) expect([c.style.width, c.style.height, c.style.minHeight]).toEqual(['120px', '120px', ''])
    expect(chart.cardSize()).toEqual({ w: 120, h: 120 })
  })

  it('hang the name below the box, out of its flow, and centre the circle in it', () => {
    const { card } = draw((c) => c.setStyle('imageCircle'))
    const label = getComputedStyle(card('Anastasia').querySelector('.f3-card-label')!)
    expect([label.position, label.top, label.left]).toEqual(['absolute', 'calc(100% + 2px)', '50%'])
    const inner = getComputedStyle(card('Anastasia').querySelector('.f3-card-inner')!)
    expect([inner.flexDirection, inner.justifyContent, inner.alignItems]).toEqual(['column', 'center', 'center'])
  })
})

it('cards of the other styles still grow with their text (a minimum height)', () => {
  for (const style of ['imageRect', 'imageCircleRect', 'rect']) {
    const { cards } = draw((c) => c.setStyle(style))
    for (const c of cards) expect([c.style.minHeight, c.style.height]).toEqual(['70px', ''])
  }
})
