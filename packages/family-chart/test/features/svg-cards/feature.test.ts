/**
 * @jest-environment jsdom
 */
// The SVG cards feature on a fake host: it fills no slot; setCardSvg hands the chart's setCard the SVG card factory and
// returns the card it made.
import { svgCards } from '../../../src/features/svg-cards/feature'
import { cardSvg, CardSvg } from '../../../src/cards/card-svg'
import { createFakeHost, methodsOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

describe('the SVG cards feature', () => {
  it('plugs in nothing until setCardSvg, which sets the SVG card on the chart and returns it', () => {
    host = createFakeHost(smallFamily())
    const part = svgCards.setup(host)
    expect(host.leftovers()).toEqual([])
    const card = methodsOf(svgCards, part).setCardSvg()
    expect(host.chart.setCard).toHaveBeenCalledWith(cardSvg)
    expect(card).toBeInstanceOf(CardSvg)
    expect(host.chart.card).toBe(card)
    part.destroy()
    expect(host.leftovers()).toEqual([])
  })
})
