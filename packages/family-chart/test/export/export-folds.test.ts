/**
 * @jest-environment jsdom
 */
// Exports draw the folded state: the folded branch is left out and its card carries the "+N" badge, on HTML and SVG cards.
import { smallFamily } from '../fixtures/small-family'
import { chartOf, exportedCards, parse } from './helpers'

describe.each(['html', 'svg'] as const)('exportSvg of a folded tree with %s cards', (kind) => {
  it('leaves the folded people out and draws the badge on the card that hides them', async () => {
    const chart = chartOf(smallFamily(), (c) => {
      if (kind === 'svg') c.setCardSvg().setCardDisplay([['first name', 'last name']])
    })
    chart.collapse('dad', 'ancestry').collapse('me', 'progeny')
    const doc = parse(await chart.exportSvg())
    const cards = exportedCards(doc)
    const names = cards.map((c) => c.texts[0])
    expect(names).not.toContain('Abe Reed')
    expect(names).not.toContain('Ida Reed')
    expect(names).not.toContain('Lia Reed')
    const tom = cards.find((c) => c.texts[0] === 'Tom Reed')!
    expect(tom.group.querySelector('.f3-fold-badge text')!.textContent).toBe('+2')
    const sam = cards.find((c) => c.texts[0] === 'Sam Reed')!
    expect(sam.group.querySelector('.f3-fold-badge text')!.textContent).toBe('+1')
    // Only folded cards carry a badge.
    expect(doc.querySelectorAll('.f3-fold-badge')).toHaveLength(2)
  })

  it('draws no badge when nothing is folded', async () => {
    const chart = chartOf(smallFamily(), (c) => {
      if (kind === 'svg') c.setCardSvg()
    })
    const svg = await chart.exportSvg()
    expect(svg).not.toContain('f3-fold-badge')
  })
})
