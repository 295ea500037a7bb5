/**
 * @jest-environment jsdom
 */
// Ended marriages in the image export (issue 35.5): each kind (divorced, separated, annulled, ended) has the chart's
// own sign across the line and its own dashes, with its words as the mark's title; the export and the chart take the
// geometry from the same place (layout/relation-mark.ts), and the dashes are the stylesheet's.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Data } from '../../src/data/types'
import { END_DASHES } from '../../src/layout/relation-mark'
import { chartOf, parse } from './helpers'

const KINDS = ['divorced', 'separated', 'annulled', 'ended'] as const

/** Ada married four men; each marriage ended in its own way (the last without a date). */
function family(): Data {
  const men = KINDS.map((kind, i) => ({
    id: `m${i}`,
    data: { gender: 'M', 'first name': `Man${i}`, 'last name': 'Berg', marriage_end__ref__ada: kind },
    rels: { spouses: ['ada'], children: [] },
  }))
  const ada = {
    id: 'ada',
    data: { gender: 'F', 'first name': 'Ada', 'last name': 'Lund' } as Record<string, string>,
    rels: { spouses: men.map((m) => m.id), children: [] },
  }
  KINDS.forEach((kind, i) => {
    ada.data[`marriage_end__ref__m${i}`] = kind
    if (i < 3) ada.data[`marriage_end_date__ref__m${i}`] = String(1960 + i)
  })
  return [ada, ...men] as unknown as Data
}

/** A path's commands with its points relative to its first point: the same sign anywhere gives the same shape. */
function shapeOf(d: string): string {
  const numbers = (d.match(/-?[\d.]+/g) ?? []).map(Number)
  return d.replace(/[^ML]/g, '') + numbers.map((n, i) => n - numbers[i % 2]).join(',')
}

describe.each([false, true])('exportSvg of ended marriages (horizontal: %s)', (horizontal) => {
  const exported = async () => {
    const chart = chartOf(family(), (c) => {
      if (horizontal) c.setOrientationHorizontal()
    })
    return { chart, doc: parse(await chart.exportSvg()) }
  }

  it("draws each kind's own sign, the chart's, titled with its words", async () => {
    const { doc } = await exported()
    const signs = new Map<string, string>()
    for (const [i, kind] of KINDS.entries()) {
      const mark = doc.querySelector(`g.f3-export-link-mark.f3-export-link-end-${kind}`)!
      expect(mark).toBeTruthy()
      expect(mark.querySelector('title')!.textContent).toBe(i < 3 ? `${kind} ${1960 + i}` : kind)
      const path = mark.querySelector(`path.f3-export-link-end-mark-${kind}`)!
      signs.set(kind, shapeOf(path.getAttribute('d')!))
      // The same sign the chart draws on the page for that kind.
      const onPage = document.querySelector(`g.f3-link-end-${kind} path.f3-link-end-mark`)!
      expect(signs.get(kind)).toBe(shapeOf(onPage.getAttribute('d')!))
    }
    // Four different signs, not the one double slash for all.
    expect(new Set(signs.values()).size).toBe(4)
  })

  it("draws each kind's line with the dashes the chart's stylesheet gives it", async () => {
    const { doc } = await exported()
    const css = readFileSync(join(__dirname, '../../src/styles/family-chart.css'), 'utf8')
    const dashes = new Set<string>()
    for (const kind of KINDS) {
      const line = doc.querySelector(`g.f3-export-links path.f3-export-link-end-${kind}`)!
      const dash = line.getAttribute('stroke-dasharray')!
      expect(dash).toBe(END_DASHES[kind])
      dashes.add(dash)
      const rule = kind === 'divorced' ? '.f3-link.f3-link-ended' : `.f3-link.f3-link-end-${kind}`
      expect(css).toContain(`${rule} {\n  stroke-dasharray: ${dash};`)
    }
    expect(dashes.size).toBe(4)
  })
})

it("tells nothing of a private person's marriage in the export, as the chart does", async () => {
  const chart = chartOf(family(), (c) => c.setPrivateCardsConfig({ condition: (d) => d.id === 'm0' }))
  const doc = parse(await chart.exportSvg())
  expect(doc.querySelector('.f3-export-link-end-divorced')).toBeNull()
  expect(doc.documentElement.textContent).not.toContain('divorced')
  expect(doc.querySelector('g.f3-export-link-end-separated title')!.textContent).toBe('separated 1961')
})
