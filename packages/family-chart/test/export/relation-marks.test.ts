/**
 * @jest-environment jsdom
 */
// The exported SVG (the source of PNG and PDF too) draws a parent family beside the tree and an ended marriage as the
// chart does: dashed links, the family's word on its link, the double slash and words of a divorce.
import type { Data } from '../../src/data/types'
import { chartOf, parse } from './helpers'

const p = (
  id: string,
  first: string,
  gender: 'M' | 'F',
  rels: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) => ({
  id,
  data: { gender, 'first name': first, 'last name': 'Moss', birthday: '', ...data },
  rels: { spouses: [], children: [], ...rels },
})

function family(): Data {
  return [
    p(
      'anna',
      'Anna',
      'F',
      { father: 'bert', mother: 'cara', other_parents: ['dan', 'eve'] },
      { parent_type__ref__dan: 'adopted', parent_type__ref__eve: 'adopted' },
    ),
    p(
      'bert',
      'Bert',
      'M',
      { spouses: ['cara'], children: ['anna'] },
      { marriage_end__ref__cara: 'divorced', marriage_end_date__ref__cara: '1990' },
    ),
    p(
      'cara',
      'Cara',
      'F',
      { spouses: ['bert'], children: ['anna'] },
      { marriage_end__ref__bert: 'divorced', marriage_end_date__ref__bert: '1990' },
    ),
    p('dan', 'Dan', 'M', { spouses: ['eve'], children: ['anna'] }),
    p('eve', 'Eve', 'F', { spouses: ['dan'], children: ['anna'] }),
  ] as unknown as Data
}

/** The link paths of the export, with their dashes. */
const linkPaths = (doc: Document) => [...doc.querySelectorAll('g.f3-export-links path')]
/** The relationship marks: each one's title and its visible words (the halo copy and the words say the same). */
const marks = (doc: Document) =>
  [...doc.querySelectorAll('g.f3-export-link-mark')].map((g) => ({
    g,
    title: g.querySelector('title')!.textContent,
    words: [...new Set([...g.querySelectorAll('text')].map((t) => t.textContent))],
  }))

describe.each([false, true])('exportSvg draws relationship marks (horizontal: %s)', (horizontal) => {
  const exported = async () => {
    const chart = chartOf(family(), (c) => {
      if (horizontal) c.setOrientationHorizontal()
    })
    return { chart, doc: parse(await chart.exportSvg()) }
  }

  it('draws the adoptive family link dashed, as many dashed links as the chart has, with "adoptive" on it', async () => {
    const { chart, doc } = await exported()
    const familyLinks = chart.store.getTree()!.links.filter((l) => l.kind === 'parent-family')
    expect(familyLinks.length).toBeGreaterThan(0)
    const dashed = linkPaths(doc).filter((path) => path.getAttribute('stroke-dasharray') === '6 4')
    expect(dashed).toHaveLength(familyLinks.length)
    const adoptive = marks(doc).find((m) => m.title === 'Adoptive family of Anna Moss')!
    expect(adoptive.words).toEqual(['adoptive'])
    // The word sits on the middle of its link.
    const link = familyLinks[0]
    const text = adoptive.g.querySelector('text:last-of-type')!
    expect(Number(text.getAttribute('x'))).toBeCloseTo((link.source[0] + link.target[0]) / 2, 3)
    expect(text.getAttribute('font-style')).toBe('italic')
  })

  it('draws the divorce: the spouse link dotted, a double slash across it, and its words with the date', async () => {
    const { chart, doc } = await exported()
    const spouseLinks = chart.store.getTree()!.links.filter((l) => l.kind === 'spouse')
    const ended = linkPaths(doc).filter((path) => path.getAttribute('stroke-dasharray') === '2 4')
    expect(ended).toHaveLength(spouseLinks.filter((l) => l.spouses!.some((s) => s.data.id === 'bert')).length)
    expect(ended.length).toBeGreaterThan(0)
    const divorce = marks(doc).find((m) => m.title === 'divorced 1990')!
    expect(divorce.words).toEqual(['divorced 1990'])
    expect(divorce.g.querySelector('path')!.getAttribute('d')).toMatch(/^M[-\d.]+,[-\d.]+L[-\d.]+,[-\d.]+M/)
    // The couple of the adoptive family did not divorce: no other mark, and their link is solid.
    expect(
      marks(doc)
        .map((m) => m.title)
        .sort(),
    ).toEqual(['Adoptive family of Anna Moss', 'divorced 1990'])
  })

  it('keeps the marks inside the document', async () => {
    const { doc } = await exported()
    const [x, y, w, h] = doc.documentElement.getAttribute('viewBox')!.split(' ').map(Number)
    for (const { g } of marks(doc)) {
      const text = g.querySelector('text:last-of-type')!
      const tx = Number(text.getAttribute('x'))
      const ty = Number(text.getAttribute('y'))
      expect(tx).toBeGreaterThanOrEqual(x)
      expect(tx).toBeLessThanOrEqual(x + w)
      expect(ty).toBeGreaterThanOrEqual(y)
      expect(ty).toBeLessThanOrEqual(y + h)
    }
  })
})

it('draws no dashes and no marks for a family without adoptions or divorces', async () => {
  const plain = family()
    .filter((d) => d.id !== 'dan' && d.id !== 'eve')
    .map((d) => ({
      ...d,
      data: Object.fromEntries(Object.entries(d.data).filter(([k]) => !k.includes('__ref__'))),
      rels: { ...d.rels, other_parents: [] },
    })) as unknown as Data
  const doc = parse(await chartOf(plain).exportSvg())
  expect(linkPaths(doc).filter((path) => path.hasAttribute('stroke-dasharray'))).toHaveLength(0)
  expect(marks(doc)).toHaveLength(0)
})
