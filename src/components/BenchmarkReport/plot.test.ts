// The Performance plots' maths: series from the summary, the shared log scale, ticks and where marks and labels go.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  browserSeries,
  formatTimeTick,
  layoutPanel,
  nodeSeries,
  PANEL_SIZE,
  timeDomain,
  timeTicks,
  type PanelData,
} from './plot'
import { plotPanels } from './panels'
import type { BenchmarkSummary } from './types'

const { summarizeBenchmark } = require('../../plugins/benchmark-summary')
const text = readFileSync(join(__dirname, '..', '..', '..', 'bench', 'results', 'latest.json'), 'utf8')
const summary: BenchmarkSummary = summarizeBenchmark(JSON.parse(text))

/** The same summary with published's 10,000-people founder case skipped at a 60 s limit. */
function withSkippedPublished(): BenchmarkSummary {
  const changed: BenchmarkSummary = JSON.parse(JSON.stringify(summary))
  const row = changed.node.find((r) => r.size === 10000 && r.main === 'founder')!
  row.published = { ms: null, skipped: 'skipped (>60s)', limitMs: 60000 }
  return changed
}

describe('series', () => {
  it('has one point per finished size and one skipped mark per skipped size, sorted by people', () => {
    for (const main of ['founder', 'leaf'] as const) {
      const rows = summary.node.filter((r) => r.main === main)
      for (const series of nodeSeries(summary.node, main)) {
        const finished = rows.filter((r) => r[series.lib].ms !== null)
        expect(series.points.map((p) => p.people)).toEqual(finished.map((r) => r.size).sort((a, b) => a - b))
        expect(series.points.map((p) => p.ms)).toEqual(
          [...finished].sort((a, b) => a.size - b.size).map((r) => r[series.lib].ms),
        )
        expect(series.skipped.map((k) => k.people)).toEqual(
          rows.filter((r) => r[series.lib].ms === null).map((r) => r.size),
        )
      }
    }
  })

  it('marks a skipped case at its time limit instead of plotting a value', () => {
    const [, published] = nodeSeries(withSkippedPublished().node, 'founder')
    expect(published.points.map((p) => p.people)).not.toContain(10000)
    expect(published.skipped).toContainEqual({ people: 10000, limitMs: 60000, reason: 'skipped (>60s)' })
  })

  it('takes the Chromium figure of each size, and only the timed-out step gets the limit', () => {
    const [ours, published] = browserSeries(summary.browser, 'createMs')
    expect(ours.points.map((p) => [p.people, p.ms])).toEqual(
      summary.browser.map((b) => [b.size, b.ours.figures.createMs]),
    )
    expect(published.points).toHaveLength(summary.browser.filter((b) => b.published.figures.createMs !== null).length)

    const changed: BenchmarkSummary = JSON.parse(JSON.stringify(summary))
    const last = changed.browser[changed.browser.length - 1]
    last.published = { ...last.published, skipped: 'pan step: skipped (>15s)', limitMs: 15000, limitedFigure: 'panMs' }
    last.published.figures = { ...last.published.figures, panMs: null, zoomMs: null }
    // The marks of the changed size (the recorded run may have skipped a step at another size too).
    const skippedAtLast = (figure: 'panMs' | 'zoomMs') =>
      browserSeries(changed.browser, figure)[1].skipped.filter((k) => k.people === last.size)
    expect(skippedAtLast('panMs')).toEqual([{ people: last.size, limitMs: 15000, reason: 'pan step: skipped (>15s)' }])
    expect(skippedAtLast('zoomMs')).toEqual([
      { people: last.size, limitMs: null, reason: 'not reached (pan step: skipped (>15s))' },
    ])
  })

  it('gives the page calculateTree and first paint panels with both libraries', () => {
    const panels = plotPanels(summary)
    expect(panels.map((p) => p.id)).toEqual(expect.arrayContaining(['node-founder', 'browser-create']))
    for (const p of panels) expect(p.series.map((s) => s.lib)).toEqual(['ours', 'published'])
  })
})

describe('time scale', () => {
  const panels = plotPanels(summary)
  const all = panels.flatMap((p) =>
    p.series.flatMap((s) => [
      ...s.points.map((pt) => pt.ms),
      ...s.skipped.flatMap((k) => (k.limitMs ? [k.limitMs] : [])),
    ]),
  )

  it('covers every plotted time and time limit of every panel', () => {
    const [lo, hi] = timeDomain(panels)
    expect(lo).toBeLessThan(Math.min(...all))
    expect(hi).toBeGreaterThan(Math.max(...all))
    const skippedDomain = timeDomain([
      { id: 'x', title: 'x', series: nodeSeries(withSkippedPublished().node, 'founder') },
    ])
    expect(skippedDomain[1]).toBeGreaterThan(60000)
  })

  it('ticks at powers of ten, or at 1-2-5 steps for a narrow range', () => {
    expect(timeTicks([3, 150000])).toEqual([10, 100, 1000, 10000, 100000])
    expect(timeTicks([30, 900])).toEqual([50, 100, 200, 500])
    expect(timeTicks(timeDomain(panels)).length).toBeGreaterThanOrEqual(3)
  })

  it('labels ticks in ms below a second and in s above', () => {
    expect([1, 10, 100, 1000, 10000, 100000].map(formatTimeTick)).toEqual([
      '1 ms',
      '10 ms',
      '100 ms',
      '1 s',
      '10 s',
      '100 s',
    ])
    expect(formatTimeTick(0.5)).toBe('0.5 ms')
  })
})

describe('panel layout', () => {
  const panel = plotPanels(summary)[0]
  const domain = timeDomain(plotPanels(summary))
  const layout = layoutPanel(panel, summary.sizes, domain)
  const { area } = layout

  it('puts an x tick at every tree size, left to right', () => {
    expect(layout.xTicks.map((t) => t.label)).toEqual(
      [...summary.sizes].sort((a, b) => a - b).map((s) => `${s / 1000}k`),
    )
    const xs = layout.xTicks.map((t) => t.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(area.left)
    expect(Math.max(...xs)).toBeLessThanOrEqual(area.right)
  })

  it('draws each series through its points, slower times higher up', () => {
    for (const s of layout.series) {
      const commands = s.path.match(/[ML]/g) ?? []
      expect(commands).toHaveLength(s.points.length)
      for (const p of s.points) {
        expect(p.y).toBeGreaterThanOrEqual(area.top)
        expect(p.y).toBeLessThanOrEqual(area.bottom)
      }
    }
    const [ours, published] = layout.series
    const at = (people: number) => [
      ours.points.find((p) => p.people === people),
      published.points.find((p) => p.people === people),
    ]
    for (const people of summary.sizes) {
      const [o, p] = at(people)
      if (o && p) expect(Math.sign(o.y - p.y)).toBe(Math.sign(p.ms - o.ms))
    }
  })

  it('labels each series once and keeps the two labels apart', () => {
    const labels = layout.series.map((s) => s.label!)
    expect(labels.map((l) => l.text)).toEqual(['ours', 'published'])
    const close: PanelData = {
      id: 'close',
      title: 'close',
      series: [
        {
          lib: 'ours',
          points: [
            { people: 1000, ms: 100 },
            { people: 5000, ms: 100 },
          ],
          skipped: [],
        },
        {
          lib: 'published',
          points: [
            { people: 1000, ms: 100 },
            { people: 5000, ms: 102 },
          ],
          skipped: [],
        },
      ],
    }
    const [a, b] = layoutPanel(close, [1000, 5000], [10, 1000]).series.map((s) => s.label!)
    expect(Math.abs(a.y - b.y)).toBeGreaterThanOrEqual(14)
  })

  it('draws a skipped case as a mark labelled with its limit, not as a point', () => {
    const skippedPanel: PanelData = { id: 's', title: 's', series: nodeSeries(withSkippedPublished().node, 'founder') }
    const published = layoutPanel(skippedPanel, summary.sizes, domain).series[1]
    expect(published.points.map((p) => p.people)).not.toContain(10000)
    const mark = published.skipped.find((k) => k.people === 10000)!
    expect(mark.label.text).toBe('> 60 s')
    expect(mark.x).toBeCloseTo(layout.xTicks.find((t) => t.label === '10k')!.x, 6)
    expect(mark.y).toBeLessThan(published.points[0].y)
  })

  it('fits the viewBox', () => {
    expect(layout.size).toBe(PANEL_SIZE)
    expect(area.right).toBeLessThan(PANEL_SIZE.width)
    expect(area.bottom).toBeLessThan(PANEL_SIZE.height)
  })
})
