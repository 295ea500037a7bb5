// The Performance page's data: the summary follows the committed benchmark results, and bad files fail clearly.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchmarkSummary } from '../components/BenchmarkReport/types'

// CommonJS modules shared with the Docusaurus plugin.
const {
  summarizeBenchmark,
  parseBenchmarkResults,
  timeLimitMs,
  limitedFigure,
  BenchmarkResultsError,
} = require('./benchmark-summary')
const plugin = require('./benchmark-results')

const siteDir = join(__dirname, '..', '..')
const resultsPath = join(siteDir, 'bench', 'results', 'latest.json')
const text = readFileSync(resultsPath, 'utf8')
const raw = JSON.parse(text)
const summary: BenchmarkSummary = summarizeBenchmark(raw)

/** A deep copy of the real results to break or change in one place. */
const copy = () => JSON.parse(text)

function errorOf(fn: () => unknown): Error {
  try {
    fn()
  } catch (err) {
    return err as Error
  }
  throw new Error('expected an error')
}

describe('summary of bench/results/latest.json', () => {
  it('keeps the run, machine and library versions', () => {
    expect(summary.date).toBe(raw.date)
    expect(summary.durationSeconds).toBe(raw.durationSeconds)
    for (const key of ['os', 'cpu', 'cores', 'memoryGB', 'node', 'chromium']) {
      expect(summary.machine[key as keyof BenchmarkSummary['machine']]).toBe(raw.machine[key])
    }
    expect(summary.libraries.ours).toBe(raw.libraries.ours.version)
    expect(summary.libraries.published).toBe(raw.libraries.published.version)
    expect(summary.sizes).toEqual(raw.sizes)
  })

  it('has every calculateTree case with its medians, card count and speed-up', () => {
    expect(summary.node).toHaveLength(raw.node.length)
    for (const r of raw.node) {
      const row = summary.node.find((n) => n.size === r.size && n.main === r.main)!
      expect(row).toBeDefined()
      expect(row.cards).toBe(r.ours.nodes)
      for (const lib of ['ours', 'published'] as const) {
        expect(row[lib].ms).toBe(r[lib].skipped ? null : r[lib].medianMs)
        expect(row[lib].skipped).toBe(r[lib].skipped ?? null)
      }
      if (r.ours.medianMs != null && r.published.medianMs != null)
        expect(row.speedUp).toBeCloseTo(r.published.medianMs / r.ours.medianMs, 9)
      else expect(row.speedUp).toBeNull()
    }
  })

  it('has the Chromium figures of both libraries per size', () => {
    expect(summary.browser.map((b) => b.size)).toEqual(raw.browser.map((b: { size: number }) => b.size))
    for (const [i, r] of raw.browser.entries()) {
      for (const lib of ['ours', 'published'] as const) {
        for (const [key, value] of Object.entries(r[lib].figures)) {
          expect(
            summary.browser[i][lib].figures[key as keyof BenchmarkSummary['browser'][number]['ours']['figures']],
          ).toBe(value ?? null)
        }
        expect(summary.browser[i][lib].skipped).toBe(r[lib].skipped ?? null)
      }
    }
  })

  it('has the bundle comparisons and the targets', () => {
    expect(summary.bundle!.comparisons).toEqual(
      raw.bundle.comparisons.map((c: { figure: string; ours: number; published: number }) => ({
        figure: c.figure,
        oursBytes: c.ours,
        publishedBytes: c.published,
      })),
    )
    expect(summary.targets.map((t) => [t.target, t.measured])).toEqual(
      raw.targets.map((t: { target: string; measured: string }) => [t.target, t.measured]),
    )
    expect(summary.targets.map((t) => t.status)).toEqual(
      raw.targets.map((t: { status: string }) => (t.status === '—' ? 'not measured' : t.status)),
    )
  })

  it('has the exportSvg figures per size, and names a broken export row', () => {
    expect(summary.export.map((r) => r.size)).toEqual(raw.export.rows.map((r: any) => r.size))
    const row = summary.export.find((r) => r.size === 10000)!
    expect(row.medianMs).toBe(raw.export.rows.find((r: any) => r.size === 10000).medianMs)
    expect(row.cards).toBeGreaterThan(1000)
    const broken = copy()
    broken.export.rows[0].medianMs = 'fast'
    expect(errorOf(() => summarizeBenchmark(broken)).message).toContain(
      '"export.rows[0].medianMs" should be a number or null',
    )
  })

  it('says which parts were kept from an earlier run, in the older single-group form', () => {
    const partial = copy()
    partial.carriedOver = { parts: ['node', 'browser'], from: '2026-01-02T03:04:05.000Z' }
    expect(summarizeBenchmark(partial).carriedOver).toEqual([
      { parts: ['node', 'browser'], from: '2026-01-02T03:04:05.000Z' },
    ])
    partial.carriedOver.parts = [3]
    expect(errorOf(() => summarizeBenchmark(partial)).message).toContain(
      '"carriedOver.parts[0]" should be a non-empty string',
    )
  })

  it('says which parts were kept from which earlier run, one group per run', () => {
    const partial = copy()
    partial.carriedOver = [
      { parts: ['export', 'gedcom'], from: '2026-01-02T03:04:05.000Z' },
      { parts: ['node', 'browser'], from: '2026-01-03T03:04:05.000Z' },
    ]
    expect(summarizeBenchmark(partial).carriedOver.map((g: { from: string }) => g.from)).toEqual([
      '2026-01-02T03:04:05.000Z',
      '2026-01-03T03:04:05.000Z',
    ])
    partial.carriedOver[1].from = 7
    expect(errorOf(() => summarizeBenchmark(partial)).message).toContain('"carriedOver[1].from"')
    delete partial.carriedOver
    expect(summarizeBenchmark(partial).carriedOver).toEqual([])
  })

  it('computes the growth exponent from the first and last finished size', () => {
    const founder = raw.node.filter((r: { main: string }) => r.main === 'founder')
    const first = founder[0]
    const last = founder[founder.length - 1]
    const ours = summary.growth.find((g) => g.lib === 'ours' && g.main === 'founder')!
    expect(ours.exponent).toBeCloseTo(
      Math.log(last.ours.medianMs / first.ours.medianMs) / Math.log(last.size / first.size),
      9,
    )
    expect([ours.fromSize, ours.toSize]).toEqual([first.size, last.size])
  })

  it('has the GEDCOM import rows, with their own date and Node version, and no raw runs', () => {
    expect(summary.gedcom!.date).toBe(raw.gedcom.date)
    expect(summary.gedcom!.node).toBe(raw.gedcom.node)
    expect(summary.gedcom!.rows.map((r) => [r.size, r.importMs, r.exportMs])).toEqual(
      raw.gedcom.rows.map((r: { size: number; importMs: number; exportMs: number }) => [
        r.size,
        r.importMs,
        r.exportMs,
      ]),
    )
    // The rows run from small files up to the 100,000 people of the targets.
    expect(summary.gedcom!.rows.map((r) => r.size)).toEqual(
      [...summary.gedcom!.rows.map((r) => r.size)].sort((a, b) => a - b),
    )
    expect(summary.gedcom!.rows.at(-1)!.size).toBe(100000)
    expect(summary.targets.some((t) => t.target.startsWith('GEDCOM import 100k people'))).toBe(true)
  })

  it('leaves the raw runs out', () => {
    const json = JSON.stringify(summary)
    expect(json).not.toContain('runsMs')
    expect(json).not.toContain('details')
    expect(json.length).toBeLessThan(text.length / 5)
  })
})

describe('the Lighthouse part', () => {
  // A part as bench/lighthouse.mjs writes it (one page without a finished run), on top of the real results.
  const part = JSON.parse(readFileSync(join(__dirname, '__fixtures__', 'lighthouse-part.json'), 'utf8'))
  const withPart = () => ({ ...copy(), lighthouse: JSON.parse(JSON.stringify(part)) })

  it('has the medians of every page type, the goal and the site bundle sizes, without the runs', () => {
    const lh = (summarizeBenchmark(withPart()) as BenchmarkSummary).lighthouse!
    expect(lh.date).toBe(part.date)
    expect(lh.pages.map((p) => p.path)).toEqual(['/', '/docs/intro', '/examples/v2/1-basic-tree', '/create-tree'])
    expect(lh.pages[1]).toMatchObject({
      score: 91,
      tbtMs: 1234,
      cls: 0.004,
      transferBytes: 420000,
      scriptTransferBytes: 250000,
    })
    expect(lh.pages[3]).toMatchObject({ runs: 0, score: null, tbtMs: null })
    expect(lh.targets).toEqual({ score: 95, cls: 0.02, tbtMs: 150 })
    expect(lh.bundle.js).toEqual({ files: 145, rawBytes: 4426010, gzipBytes: 1352341 })
    expect(lh.bundle.entry).toEqual({ rawBytes: 477508, gzipBytes: 148100 })
    expect(lh.bundle.largest.map((f) => f.name)).toEqual(['assets/js/main.js', 'assets/js/family-chart.js'])
    expect(lh.bundle.duplicates).toBe(1)
    expect(JSON.stringify(lh)).not.toContain('NO_FCP')
  })

  it('names a wrong Lighthouse field', () => {
    const changed = withPart()
    changed.lighthouse.pages[2].figures.tbtMs = 'slow'
    expect(errorOf(() => summarizeBenchmark(changed)).message).toContain(
      '"lighthouse.pages[2].figures.tbtMs" should be a number or null, found "slow"',
    )
    delete changed.lighthouse.bundle
    expect(errorOf(() => summarizeBenchmark(changed)).message).toContain(
      '"lighthouse.bundle" should be an object, it is missing',
    )
  })

  it('is null when the results have no Lighthouse part', () => {
    const without = copy()
    delete without.lighthouse
    expect(summarizeBenchmark(without).lighthouse).toBeNull()
  })
})

describe('skipped cases', () => {
  it('are skipped in the summary wherever the results skipped them, with the time limit', () => {
    for (const r of raw.node) {
      for (const lib of ['ours', 'published'] as const) {
        if (!r[lib].skipped) continue
        const side = summary.node.find((n) => n.size === r.size && n.main === r.main)![lib]
        expect(side).toEqual({ ms: null, skipped: r[lib].skipped, limitMs: timeLimitMs(r[lib].skipped) })
      }
    }
  })

  it('have no figure even when a partial median was written', () => {
    const changed = copy()
    changed.node[0].published = { ...changed.node[0].published, skipped: 'skipped (>60s)', medianMs: 123 }
    const row = summarizeBenchmark(changed).node[0]
    expect(row.published).toEqual({ ms: null, skipped: 'skipped (>60s)', limitMs: 60000 })
    expect(row.speedUp).toBeNull()
  })

  it('are kept for Chromium sizes, with null figures', () => {
    const changed = copy()
    const last = changed.browser.length - 1
    changed.browser[last].published.skipped = 'create: skipped (>120s)'
    for (const key of Object.keys(changed.browser[last].published.figures))
      changed.browser[last].published.figures[key] = null
    const side = summarizeBenchmark(changed).browser[last].published
    expect(side.skipped).toBe('create: skipped (>120s)')
    expect(side.limitMs).toBe(120000)
    expect(side.limitedFigure).toBe('createMs')
    expect(Object.values(side.figures).every((v) => v === null)).toBe(true)
  })

  it('read the time limit and the step from the reason, and none from an error', () => {
    expect(timeLimitMs('skipped (>60s)')).toBe(60000)
    expect(timeLimitMs('switch to leaf: skipped (>120s)')).toBe(120000)
    expect(limitedFigure('switch to leaf: skipped (>120s)')).toBe('switchToLeafMs')
    expect(limitedFigure('pan step: skipped (>15s)')).toBe('panMs')
    expect(limitedFigure('load data: skipped (>120s)')).toBeNull()
    expect(timeLimitMs('error: worker exited with code 1')).toBeNull()
    expect(limitedFigure('error: worker exited with code 1')).toBeNull()
    expect(timeLimitMs(null)).toBeNull()
  })
})

describe('bad results files', () => {
  it('names the file and the JSON problem', () => {
    const err = errorOf(() => parseBenchmarkResults('{"date": ', 'bench/results/latest.json'))
    expect(err).toBeInstanceOf(BenchmarkResultsError)
    expect(err.message).toMatch(/^bench\/results\/latest\.json: not valid JSON \(/)
  })

  it('names the field that has the wrong type', () => {
    const changed = copy()
    changed.node[2].ours.medianMs = 'fast'
    const err = errorOf(() => summarizeBenchmark(changed))
    expect(err.message).toContain('bench/results/latest.json: "node[2].ours.medianMs" should be a number or null')
    expect(err.message).toContain('"fast"')
    // The message is the whole report: no stack trace of the summary code after it.
    expect(err.stack).toBe(`BenchmarkResultsError: ${err.message}`)
  })

  it('names a missing part and an unknown target status', () => {
    const noMachine = copy()
    delete noMachine.machine
    expect(errorOf(() => summarizeBenchmark(noMachine)).message).toContain(
      '"machine" should be an object, it is missing',
    )
    const badStatus = copy()
    badStatus.targets[0].status = 'almost'
    expect(errorOf(() => summarizeBenchmark(badStatus)).message).toContain(
      '"targets[0].status" should be one of "met", "not met", "—"',
    )
    expect(errorOf(() => summarizeBenchmark([])).message).toContain('"(top level)" should be an object')
  })

  it('names a wrong GEDCOM field', () => {
    const changed = copy()
    changed.gedcom.rows[1].importMs = null
    expect(errorOf(() => summarizeBenchmark(changed)).message).toContain(
      '"gedcom.rows[1].importMs" should be a number, found null',
    )
  })

  it('accepts a run without the Chromium, bundle and GEDCOM parts', () => {
    const nodeOnly = copy()
    delete nodeOnly.browser
    delete nodeOnly.bundle
    delete nodeOnly.export
    delete nodeOnly.gedcom
    delete nodeOnly.lighthouse
    const s = summarizeBenchmark(nodeOnly)
    expect(s.browser).toEqual([])
    expect(s.bundle).toBeNull()
    expect(s.export).toEqual([])
    expect(s.gedcom).toBeNull()
    expect(s.lighthouse).toBeNull()
    expect(s.node).toHaveLength(raw.node.length)
  })
})

describe('the Docusaurus plugin', () => {
  it('loads the summary, watches the file and writes it as a generated module', async () => {
    const instance = plugin({ siteDir })
    expect(instance.getPathsToWatch()).toEqual([resultsPath])
    const content = await instance.loadContent()
    expect(content).toEqual(summary)
    const createData = jest.fn()
    await instance.contentLoaded({ content, actions: { createData } })
    expect(createData).toHaveBeenCalledWith('summary.json', JSON.stringify(summary))
  })

  it('fails with the file name when the file is missing or broken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-results-'))
    await expect(plugin({ siteDir: dir }).loadContent()).rejects.toThrow(
      'bench/results/latest.json: the file is missing',
    )
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, '[1, 2')
    expect(errorOf(() => plugin.readBenchmarkSummary(broken)).message).toContain(
      'bench/results/latest.json: not valid JSON',
    )
  })
})
