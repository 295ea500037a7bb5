// The Performance page: built from bench/results/latest.json, with the plots and tables of every size, fitting a phone.
import type { Browser, Page } from 'puppeteer-core'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baseUrl, launch, open, texts } from './helpers/browser'

const PATH = '/docs/next/performance'
const results = JSON.parse(readFileSync(join(__dirname, '..', 'bench', 'results', 'latest.json'), 'utf8'))
const sizes: number[] = results.sizes
const grouped = (n: number) => n.toLocaleString('en-US')

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launch()
  page = await open(browser, PATH)
})
afterAll(async () => {
  await browser?.close()
})

describe('Performance page', () => {
  it('is in the static HTML, plots included', async () => {
    const html = await (await fetch(baseUrl() + PATH)).text()
    expect(html).toContain('data-panel="node-founder"')
    expect(html).toContain('data-testid="benchmark-node"')
  })

  it('names the run: date, machine and both library versions', async () => {
    const line = await page.$eval('[data-testid="benchmark-run"]', (p) => (p as HTMLElement).innerText)
    for (const part of [
      results.machine.os,
      results.machine.cpu,
      `${results.machine.cores} cores`,
      results.machine.node,
      results.machine.chromium,
    ]) {
      expect(line).toContain(part)
    }
    expect(line).toContain(`family-chart ${results.libraries.ours.version}`)
    expect(line).toContain(`family-chart ${results.libraries.published.version}`)
    expect(line).toContain(String(new Date(results.date).getUTCFullYear()))
  })

  it('lists every target with a badge that says met or not met', async () => {
    const rows = await page.$$eval('[data-testid="benchmark-targets"] tbody tr', (trs) =>
      trs.map((tr) => [
        tr.querySelector('th')!.textContent,
        tr.querySelector('[data-status]')!.getAttribute('data-status'),
        (tr.querySelector('[data-status]') as HTMLElement).innerText,
      ]),
    )
    expect(rows.map(([target]) => target)).toEqual(results.targets.map((t: { target: string }) => t.target))
    for (const [i, t] of results.targets.entries()) {
      expect(rows[i][1]).toBe(t.status)
      expect(rows[i][2]).toContain(t.status)
    }
  })

  it('plots calculateTree and first paint as ours and published lines, with an accessible description', async () => {
    for (const panel of ['node-founder', 'browser-create']) {
      const svg = `[data-panel="${panel}"] svg[role="img"]`
      for (const lib of ['ours', 'published']) {
        const d = await page.$eval(`${svg} [data-series="${lib}"] path`, (p) => p.getAttribute('d') ?? '')
        expect(d).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/)
      }
      const label = await page.$eval(
        svg,
        (s) => document.getElementById(s.getAttribute('aria-labelledby')!)?.textContent ?? '',
      )
      expect(label).toMatch(/log scale/)
      const description = await page.$eval(
        svg,
        (s) => document.getElementById(s.getAttribute('aria-describedby')!)?.textContent ?? '',
      )
      expect(description).toContain('ours:')
      expect(description).toContain('published:')
    }
  })

  it('marks skipped published layouts with their time limit instead of a point', async () => {
    const skipped = results.node.filter(
      (r: { main: string; published: { skipped?: string } }) => r.main === 'founder' && r.published.skipped,
    )
    const marks = await page.$$eval('[data-panel="node-founder"] [data-series="published"] [data-skipped]', (gs) =>
      gs.map((g) => [g.getAttribute('data-skipped'), g.textContent]),
    )
    expect(marks.map(([people]) => Number(people))).toEqual(skipped.map((r: { size: number }) => r.size))
    for (const [, text] of marks) expect(text).toMatch(/^> \d+ s$/)
  })

  it('has a calculateTree row for every size and main person, and a Chromium group for every size', async () => {
    const nodeRows = await page.$$eval('[data-testid="benchmark-node"] tbody tr', (trs) =>
      trs.map((tr) => [tr.getAttribute('data-size'), (tr.children[1] as HTMLElement).innerText]),
    )
    expect(nodeRows.map(([size, main]) => `${size} ${main}`).sort()).toEqual(
      results.node.map((r: { size: number; main: string }) => `${r.size} ${r.main}`).sort(),
    )
    expect(new Set(nodeRows.map(([size]) => Number(size)))).toEqual(new Set(sizes))
    const groups = await page.$$eval('[data-testid="benchmark-browser"] tbody', (tbs) =>
      tbs.map((tb) => [Number(tb.getAttribute('data-size')), tb.querySelectorAll('tr').length]),
    )
    expect(groups.map(([size]) => size)).toEqual(results.browser.map((b: { size: number }) => b.size))
    // Eight timing and size figures, then the two longest-task rows.
    for (const [, rows] of groups) expect(rows).toBe(10)
    const people = await texts(page, '[data-testid="benchmark-browser"] tbody th[scope="rowgroup"]')
    expect(people).toEqual(results.browser.map((b: { size: number }) => grouped(b.size)))
    expect(new Set(groups.map(([size]) => size))).toEqual(new Set(sizes))
  })

  it('shows the bundle comparisons', async () => {
    const figures = await texts(page, '[data-testid="benchmark-bundle"] tbody th')
    expect(figures).toEqual(results.bundle.comparisons.map((c: { figure: string }) => c.figure))
  })

  it('does not scroll sideways at 375 px: the wide tables scroll in their own box', async () => {
    const phone = await open(browser, PATH, { width: 375, height: 740 })
    const widths = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: innerWidth }))
    expect(widths.page).toBeLessThanOrEqual(widths.viewport)
    const box = await phone.$eval('[data-testid="benchmark-browser"] [role="region"]', (el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      overflow: getComputedStyle(el).overflowX,
    }))
    expect(box.overflow).toBe('auto')
    expect(box.client).toBeLessThanOrEqual(widths.viewport)
    const plot = await phone.$eval('[data-panel="node-founder"] svg', (s) => s.getBoundingClientRect().width)
    expect(plot).toBeLessThanOrEqual(widths.viewport)
    expect(plot).toBeGreaterThan(300)
    await phone.close()
  })
})
