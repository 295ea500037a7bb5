/**
 * @jest-environment jsdom
 */
// chart.exportSvg(): a standalone SVG document of the whole laid-out tree, read back with an XML parser.
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'
import { smallFamily } from '../fixtures/small-family'
import { generateFamily } from '../fixtures/generate-family'
import { chartOf, exportedCards, parse, SVG_NS } from './helpers'

describe('exportSvg', () => {
  it('is a standalone SVG document with xmlns, size and viewBox, and no foreignObject', async () => {
    const svg = await chartOf(smallFamily()).exportSvg({ padding: 40 })
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true)
    const doc = parse(svg)
    const root = doc.documentElement
    expect(root.namespaceURI).toBe(SVG_NS)
    expect(root.getAttribute('xmlns:xlink')).toBe('http://www.w3.org/1999/xlink')
    const width = Number(root.getAttribute('width'))
    const height = Number(root.getAttribute('height'))
    const viewBox = root.getAttribute('viewBox')!.split(' ').map(Number)
    expect(Number.isInteger(width) && Number.isInteger(height)).toBe(true)
    // One tree pixel is one SVG pixel: the viewBox has the document's size.
    expect(viewBox.slice(2)).toEqual([width, height])
    expect(width).toBeGreaterThan(600)
    expect(doc.getElementsByTagName('foreignObject')).toHaveLength(0)
    expect(svg).not.toContain('foreignObject')
    expect(root.querySelector('title')!.textContent).toBe('Family tree of Sam Reed')
  })

  it('draws every card of the layout with its rows as text, the links, and marks the main card', async () => {
    const chart = chartOf(smallFamily())
    const tree = chart.store.getTree()!
    const doc = parse(await chart.exportSvg())
    const cards = exportedCards(doc)
    expect(cards).toHaveLength(tree.data.length)
    const names = cards.map((c) => c.texts[0]).sort()
    expect(names).toEqual(tree.data.map((d) => `${d.data.data['first name']} ${d.data.data['last name']}`).sort())
    const sam = cards.find((c) => c.texts[0] === 'Sam Reed')!
    expect(sam.texts).toEqual(['Sam Reed', '1980'])
    // The first row is bold, as on the live card.
    expect(sam.group.querySelector('text')!.getAttribute('font-weight')).toBe('bold')
    // The main card alone has the outline (an unfilled rounded rectangle around it).
    const outlined = cards.filter((c) => c.group.querySelector('rect[fill="none"][stroke-width="2"]'))
    expect(outlined.map((c) => c.texts[0])).toEqual(['Sam Reed'])
    expect(doc.querySelectorAll('g.f3-export-links path')).toHaveLength(tree.links.length)
  })

  it('uses the colours of the stylesheet: background, gender colours, white links', async () => {
    const doc = parse(await chartOf(smallFamily()).exportSvg())
    expect(doc.querySelector('rect.f3-export-background')!.getAttribute('fill')).toBe('#212121')
    const cards = exportedCards(doc)
    const body = (name: string) =>
      cards
        .find((c) => c.texts[0] === name)!
        .group.querySelector('rect')!
        .getAttribute('fill')
    expect(body('Sam Reed')).toBe('#3d6b7a')
    expect(body('Ana Reed')).toBe('#9a505d')
    expect(doc.querySelector('g.f3-export-links')!.getAttribute('stroke')).toBe('#ffffff')
  })

  it('follows the theme set on the container, and a light background gets dark links', async () => {
    const chart = chartOf(smallFamily())
    chart.cont.style.setProperty('--f3-male', '#123456')
    const doc = parse(await chart.exportSvg({ background: '#ffffff' }))
    const sam = exportedCards(doc).find((c) => c.texts[0] === 'Sam Reed')!
    expect(sam.group.querySelector('rect')!.getAttribute('fill')).toBe('#123456')
    expect(doc.querySelector('rect.f3-export-background')!.getAttribute('fill')).toBe('#ffffff')
    expect(doc.querySelector('g.f3-export-links')!.getAttribute('stroke')).toBe('#333333')
    const transparent = parse(await chart.exportSvg({ background: 'transparent' }))
    expect(transparent.querySelector('rect.f3-export-background')).toBeNull()
  })

  it('exports all 2,000 people of a big tree while only a few cards are in the DOM', async () => {
    const data = generateFamily(2000, 7)
    document.body.innerHTML = '<div id="c"></div>'
    const chart = createChart('#c', data).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name']])
    // The founder is main: the tree is the whole progeny, about every person of the data.
    chart.updateMainId(data[0].id)
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    const tree = chart.store.getTree()!
    const inDom = document.querySelectorAll('#c .f3-card').length
    expect(tree.data.length).toBeGreaterThan(1500)
    expect(inDom).toBeLessThan(tree.data.length / 10)

    const doc = parse(await chart.exportSvg())
    const texts = new Set([...doc.querySelectorAll('g.f3-export-cards text')].map((t) => t.textContent))
    const people = new Set(tree.data.map((d) => d.data.data['first name'] as string))
    expect(people.size).toBeGreaterThan(1500)
    for (const name of people) expect(texts.has(name)).toBe(true)
    expect(exportedCards(doc)).toHaveLength(tree.data.length)
    expect(doc.getElementsByTagName('foreignObject')).toHaveLength(0)
  })

  it('takes rows to show and padding from the options', async () => {
    const chart = chartOf(smallFamily())
    const narrow = parse(await chart.exportSvg({ padding: 0, cardDisplay: [['last name'], ['first name']] }))
    const wide = parse(await chart.exportSvg({ padding: 100 }))
    expect(
      Number(wide.documentElement.getAttribute('width')) - Number(narrow.documentElement.getAttribute('width')),
    ).toBe(200)
    const sam = exportedCards(narrow).find((c) => c.texts[1] === 'Sam')!
    expect(sam.texts).toEqual(['Reed', 'Sam'])
  })
})

describe('exportSvg with hostile data', () => {
  const HOSTILE = '<script>alert(1)</script> & "q" \'a\' ]]> <![CDATA['

  it('keeps every data string as text, strips what XML cannot hold, and drops javascript: images', async () => {
    const data: Data = [
      {
        id: 'a',
        data: {
          gender: 'M',
          'first name': HOSTILE,
          'last name': 'Bad\u0000\u0007Name\uD800',
          avatar: 'javascript:alert(1)',
        },
        rels: { spouses: ['b'] },
      },
      {
        id: 'b',
        data: { gender: 'F', 'first name': '<img src=x onerror=alert(2)>', avatar: '"><script>alert(3)</script>' },
        rels: { spouses: ['a'] },
      },
    ]
    // Wide cards, so each name fits on one line and can be compared whole.
    const chart = chartOf(data, (c) => {
      c.setLinkSpouseText(() => '</text><script>alert(4)</script>')
      ;(c.card as any).setCardDim({ w: 600 })
    })
    const svg = await chart.exportSvg({ images: 'link' })
    const doc = parse(svg)
    expect(doc.getElementsByTagName('script')).toHaveLength(0)
    expect(doc.getElementsByTagName('img')).toHaveLength(0)
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent)
    expect(texts).toContain(`${HOSTILE} Bad\uFFFD\uFFFDName\uFFFD`)
    expect(texts).toContain('<img src=x onerror=alert(2)>')
    expect(texts).toContain('</text><script>alert(4)</script>')
    expect(doc.documentElement.querySelector('title')!.textContent).toBe(
      `Family tree of ${HOSTILE} Bad\uFFFD\uFFFDName\uFFFD`,
    )
    // The javascript: avatar is not drawn; the other one is only ever an attribute value.
    const hrefs = [...doc.getElementsByTagName('image')].map((i) => i.getAttribute('xlink:href'))
    expect(hrefs).toEqual(['"><script>alert(3)</script>'])
    expect(svg).not.toContain('javascript:')
  })
})
