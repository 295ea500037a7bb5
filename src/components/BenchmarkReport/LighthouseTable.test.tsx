// The Performance page's Lighthouse and site-bundle tables, rendered from the committed benchmark results.
import React from 'react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const { summarizeBenchmark } = require('../../plugins/benchmark-summary')
// The real results with the Lighthouse part of the fixture (one page without a finished run).
const raw = {
  ...JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'bench', 'results', 'latest.json'), 'utf8')),
  lighthouse: JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'plugins', '__fixtures__', 'lighthouse-part.json'), 'utf8'),
  ),
}
const mockSummary = summarizeBenchmark(raw)

jest.mock('./data', () => ({ benchmark: mockSummary }))
jest.mock('./tables.module.css', () => ({}), { virtual: true })
jest.mock('./ScrollTable', () => ({
  __esModule: true,
  default: ({ caption, testId, children }: { caption: string; testId: string; children: React.ReactNode }) => (
    <div data-testid={testId}>
      <p>{caption}</p>
      <table>{children}</table>
    </div>
  ),
}))

const { renderToStaticMarkup } = require('react-dom/server') as {
  renderToStaticMarkup: (node: React.ReactNode) => string
}
const LighthouseTable = require('./LighthouseTable').default
const SiteBundleTable = require('./SiteBundleTable').default

const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...m[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1].replace(/<[^>]+>/g, '')),
  )

describe('the Lighthouse table', () => {
  it('has a row per page type with its score, paints, TBT, CLS and bytes, and dashes for a page without a run', () => {
    const rows = rowsOf(renderToStaticMarkup(<LighthouseTable />))
    expect(rows.map((r) => r[0])).toEqual([
      'landing /',
      'docs page /docs/intro',
      'example /examples/v2/1-basic-tree',
      'builder /create-tree',
    ])
    expect(rows[1]).toEqual([
      'docs page /docs/intro',
      '91',
      '1,400 ms',
      '2,600 ms',
      '1,234 ms',
      '0.004',
      '410.2 KB',
      '244.1 KB',
    ])
    expect(rows[3]).toEqual(['builder /create-tree', '—', '—', '—', '—', '—', '—', '—'])
  })

  it('names the settings and the goal in its caption', () => {
    const html = renderToStaticMarkup(<LighthouseTable />)
    expect(html).toContain('mobile preset, simulated throttling')
    expect(html).toContain('score 95 or more')
  })
})

describe('the site bundle table', () => {
  it('gives all JavaScript, the entry scripts and the largest chunks, and says whether chunks repeat', () => {
    const html = renderToStaticMarkup(<SiteBundleTable />)
    const rows = rowsOf(html)
    expect(rows[0][0]).toBe('All JavaScript (build/assets/js)')
    expect(rows[0].slice(1)).toEqual(['145', '4322.3 KB', '1320.6 KB'])
    expect(rows[1]).toEqual(['Loaded by every page (entry scripts)', '', '466.3 KB', '144.6 KB'])
    expect(rows.map((r) => r[0]).slice(3)).toEqual(['assets/js/main.js', 'assets/js/family-chart.js'])
    expect(html).toContain('1 group(s) of chunks have the same content')
  })
})
