// The print frame's document, and where the script-tag build finds the exporter.
import { printDocument } from '../../src/features/export/print'
import { exporterUrl } from '../../src/features/export/load-renderer.iife'

describe('printDocument', () => {
  it('holds only the tree, fitted to the page and turned to its shape', () => {
    const html = printDocument('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'Family tree of <Ann & Bo>', 1600, 900)
    expect(html).toContain('<title>Family tree of &lt;Ann &amp; Bo&gt;</title>')
    expect(html).toContain('@page { size: landscape;')
    expect(html).toContain('<body><svg xmlns="http://www.w3.org/2000/svg"></svg></body>')
    expect(printDocument('<svg/>', 't', 500, 900)).toContain('@page { size: portrait;')
  })
})

describe('exporterUrl', () => {
  it.each([
    [
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/family-chart.min.js',
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/family-chart-export.min.js',
    ],
    [
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0',
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/family-chart-export.min.js',
    ],
    ['https://unpkg.com/family-chart@0.8.0/', 'https://unpkg.com/family-chart@0.8.0/dist/family-chart-export.min.js'],
    ['http://localhost:3000/js/family-chart.min.js?v=2', 'http://localhost:3000/js/family-chart-export.min.js'],
  ])('next to %s', (src, url) => {
    expect(exporterUrl(src)).toBe(url)
  })
})
