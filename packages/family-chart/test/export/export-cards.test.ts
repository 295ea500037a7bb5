/**
 * @jest-environment jsdom
 */
// exportSvg draws each card kind as the chart does: SVG cards, every HTML card style, private and empty cards, both
// orientations; editing placeholders stay out.
import { createChart } from '../../src/compat/full-chart'
import { smallFamily } from '../fixtures/small-family'
import { chartOf, exportedCards, parse } from './helpers'

describe('exportSvg of each card kind and layout', () => {
  it('draws SVG cards with their own size and rows', async () => {
    const chart = chartOf(smallFamily(), (c) => c.setCardSvg().setCardDisplay([['first name'], ['birthday']]))
    const doc = parse(await chart.exportSvg())
    const cards = exportedCards(doc)
    expect(cards).toHaveLength(chart.store.getTree()!.data.length)
    for (const c of cards) {
      const body = c.group.querySelector('rect')!
      expect([body.getAttribute('width'), body.getAttribute('height')]).toEqual(['220', '70'])
    }
    const sam = cards.find((c) => c.texts[0] === 'Sam')!
    expect(sam.texts).toEqual(['Sam', '1980'])
    // SVG cards mark the main person with a stroke on the body, and do not bold the first row.
    expect(sam.group.querySelector('rect')!.getAttribute('stroke-width')).toBe('2')
    expect(sam.group.querySelector('text')!.hasAttribute('font-weight')).toBe(false)
  })

  it.each(['imageRect', 'imageCircleRect', 'imageCircle', 'rect'] as const)(
    'draws the %s style of HTML cards',
    async (style) => {
      const chart = chartOf(smallFamily(), (c) => (c.card as any).setStyle(style))
      const doc = parse(await chart.exportSvg())
      const cards = exportedCards(doc)
      expect(cards.map((c) => c.texts[0]).sort()).toEqual([
        'Abe Reed',
        'Ana Reed',
        'Eve Reed',
        'Ida Reed',
        'Lia Reed',
        'Sam Reed',
        'Tom Reed',
      ])
      const sam = cards.find((c) => c.texts[0] === 'Sam Reed')!.group
      // rect cards have no image box; the others show the person icon; imageCircle has no card body.
      expect(!!sam.querySelector('use')).toBe(style !== 'rect')
      expect(!!sam.querySelector('ellipse')).toBe(style === 'imageCircle' || style === 'imageCircleRect')
      const body = sam.querySelector('rect')!
      expect(body.getAttribute('fill') === '#3d6b7a').toBe(style !== 'imageCircle')
    },
  )

  it('keeps imageCircle cards their size: circles centred on the person, the label below, whatever its length', async () => {
    const data = smallFamily()
    data.find((d) => d.id === 'wife')!.data['first name'] = 'Anastasia Maximiliana Josephine'
    const chart = chartOf(data, (c) => (c.card as any).setStyle('imageCircle'))
    const doc = parse(await chart.exportSvg())
    const centre = (name: string) => {
      const group = exportedCards(doc).find((c) => c.texts.join(' ').startsWith(name))!.group
      const [x0, y0] = /translate\(([-\d.]+),([-\d.]+)\)/.exec(group.getAttribute('transform')!)!.slice(1).map(Number)
      const circle = group.querySelector('ellipse')!
      const firstLine = Number(group.querySelector('text')!.getAttribute('y'))
      return { x: x0 + Number(circle.getAttribute('cx')), y: y0 + Number(circle.getAttribute('cy')), firstLine }
    }
    const tree = chart.store.getTree()!
    for (const [name, id] of [
      ['Sam', 'me'],
      ['Anastasia', 'wife'],
    ]) {
      const person = tree.data.find((d) => d.data.id === id)!
      expect(centre(name)).toMatchObject({ x: expect.closeTo(person.x, 5), y: expect.closeTo(person.y, 5) })
      // The 12 px glyphs of the first line start below the 90 px box (its top is the group's origin).
      expect(centre(name).firstLine - 12).toBeGreaterThanOrEqual(90)
    }
  })

  it('lays out a horizontal tree: generations left to right, the curves bending across', async () => {
    const chart = chartOf(smallFamily(), (c) => c.setOrientationHorizontal())
    const doc = parse(await chart.exportSvg({ padding: 0 }))
    const [, , width, height] = doc.documentElement.getAttribute('viewBox')!.split(' ').map(Number)
    expect(width).toBeGreaterThan(height)
    const x = (name: string) => {
      const g = exportedCards(doc).find((c) => c.texts[0] === name)!.group
      return Number(/translate\(([-\d.]+),/.exec(g.getAttribute('transform')!)![1])
    }
    expect(x('Abe Reed')).toBeLessThan(x('Tom Reed'))
    expect(x('Tom Reed')).toBeLessThan(x('Sam Reed'))
    expect(x('Sam Reed')).toBeLessThan(x('Lia Reed'))
    // A horizontal link bends at half its length in x: its control points share that x.
    const curves = [...doc.querySelectorAll('g.f3-export-links path')]
      .map((p) => p.getAttribute('d')!)
      .filter((d) => d.includes('C'))
    expect(curves.length).toBeGreaterThan(0)
    for (const d of curves) {
      const [, sx, , c1x, , c2x, , tx] = /M([-\d.]+),([-\d.]+)C([-\d.]+),([-\d.]+) ([-\d.]+),([-\d.]+) ([-\d.]+),/
        .exec(d)!
        .map(Number)
      expect(c1x).toBeCloseTo((sx + tx) / 2, 5)
      expect(c2x).toBeCloseTo(c1x, 5)
    }
  })

  it('greys out private cards, labels unknown parents, and writes spouse texts', async () => {
    const data = smallFamily().filter((d) => d.id !== 'mom')
    for (const d of data) if (d.id === 'dad') d.rels.spouses = []
    for (const d of data) if (d.rels.mother === 'mom') delete d.rels.mother
    const chart = chartOf(data, (c) => {
      c.setPrivateCardsConfig({ condition: (d) => d.data['first name'] === 'Lia' })
      c.setSingleParentEmptyCard(true, { label: 'Unknown' })
      c.setLinkSpouseText((a, b) => `${a.data.data['first name']} & ${b.data.data['first name']}`)
    })
    const doc = parse(await chart.exportSvg())
    const cards = exportedCards(doc)
    const priv = cards.find((c) => c.texts[0] === 'Private')!
    expect(priv.group.querySelector('rect')!.getAttribute('fill')).toBe('#696969')
    const unknown = cards.filter((c) => c.texts[0] === 'Unknown')
    expect(unknown.length).toBeGreaterThan(0)
    for (const u of unknown) expect(u.group.querySelector('rect')!.getAttribute('fill')).toBe('#464646')
    const spouseTexts = [...doc.querySelectorAll('g.f3-export-link-texts text')].map((t) => t.textContent)
    expect(spouseTexts).toContain('Sam & Ana')
  })

  it('leaves out the placeholders of add-relative mode', async () => {
    const chart = chartOf(smallFamily())
    const before = exportedCards(parse(await chart.exportSvg())).length
    chart.editTree().addRelative(chart.getMainDatum())
    expect(chart.store.getTree()!.data.some((d) => d.data.to_add)).toBe(true)
    const during = exportedCards(parse(await chart.exportSvg()))
    expect(during).toHaveLength(before)
    expect(during.flatMap((c) => c.texts).some((t) => t.startsWith('Add '))).toBe(false)
  })

  it('rejects with a clear message before the chart has drawn', async () => {
    document.body.innerHTML = '<div id="c"></div>'
    const chart = createChart('#c', smallFamily())
    await expect(chart.exportSvg()).rejects.toThrow('call chart.updateTree() first')
  })
})
