// Running axe-core in a page and saying what it found in a form a person can act on: page, theme, rule, impact and
// the selectors of the offending elements.
import type { Page } from 'puppeteer-core'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { waitForQuietNetwork } from './network-quiet'

/** WCAG 2.0 / 2.1 / 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export type Theme = 'light' | 'dark'
export const THEMES: Theme[] = ['light', 'dark']

export interface Finding {
  route: string
  theme: Theme
  state?: string
  rule: string
  impact: string
  help: string
  targets: string[]
  /** The elements are inside a family chart (the library's cards, links, form and controls). */
  inChart: boolean
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** Stores the theme Docusaurus reads at startup (its `theme` localStorage key), before any page script runs. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluateOnNewDocument((t) => {
    try {
      localStorage.setItem('theme', t)
    } catch {
      /* storage off */
    }
  }, theme)
}

/** Fails when the page is not in `theme` (the stored choice was not applied). */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  const shown = await page.evaluate(() => document.documentElement.getAttribute('data-theme'))
  if (shown !== theme) throw new Error(`${page.url()} shows the ${shown} theme, expected ${theme}`)
}

/**
 * Waits until the page is still: no request for 300 ms, fonts loaded, no DOM change for half a second (charts drawn,
 * data shown) and no chart element fading, so colour contrast is measured on what a visitor reads. The page must be
 * tracked with trackRequests from before it navigates.
 */
export async function waitUntilStill(page: Page, timeout = 30000): Promise<void> {
  await waitForQuietNetwork(page, { idleTime: 300, timeout })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.evaluate(
    (limit) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 500)
        const end = setTimeout(done, limit)
        const observer = new MutationObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(done, 500)
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
        function done() {
          observer.disconnect()
          clearTimeout(timer)
          clearTimeout(end)
          resolve()
        }
      }),
    timeout,
  )
  // Fades: the chart's inline opacities have stopped changing (two samples 300 ms apart agree).
  await page.evaluate(
    (limit) =>
      new Promise<void>((resolve) => {
        const sample = () =>
          [...document.querySelectorAll<HTMLElement>('.f3 [style*="opacity"]')]
            .map((e) => getComputedStyle(e).opacity)
            .join()
        const end = Date.now() + limit
        let last = sample()
        const tick = () => {
          const now = sample()
          if (now === last || Date.now() > end) return resolve()
          last = now
          setTimeout(tick, 300)
        }
        setTimeout(tick, 300)
      }),
    timeout,
  )
}

/** Runs axe over the whole document and returns its violations as findings. */
export async function axeFindings(page: Page, route: string, theme: Theme, state?: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async (tags) => {
    type Node = { target: unknown[]; element?: Element }
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: Node[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      elementRef: true,
    })
    const where = (n: Node) => n.target.map(String).join(' >>> ')
    const inChart = (n: Node) => !!n.element?.closest('.f3')
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.filter((n) => !inChart(n)).map(where),
      chartTargets: v.nodes.filter(inChart).map(where),
    }))
  }, AXE_TAGS)
  return violations.flatMap((v) => [
    ...(v.targets.length
      ? [{ route, theme, state, rule: v.id, impact: v.impact, help: v.help, targets: v.targets, inChart: false }]
      : []),
    ...(v.chartTargets.length
      ? [{ route, theme, state, rule: v.id, impact: v.impact, help: v.help, targets: v.chartTargets, inChart: true }]
      : []),
  ])
}

/** One paragraph per page and rule: where, which rule and how bad, and the first selectors to look at. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => {
      const where = `${f.route}${f.state ? ` (${f.state})` : ''} [${f.theme}]${f.inChart ? ' inside the chart:' : ''}`
      const shown = f.targets
        .slice(0, 6)
        .map((t) => `      ${t}`)
        .join('\n')
      const more = f.targets.length > 6 ? `\n      … and ${f.targets.length - 6} more` : ''
      return `${where} ${f.rule} (${f.impact}, ${f.targets.length} element${f.targets.length === 1 ? '' : 's'}): ${f.help}\n${shown}${more}`
    })
    .join('\n')
}

/** The build's page routes: every URL of build/sitemap.xml, and the 404 page. */
export function builtRoutes(buildDir = join(__dirname, '..', '..', 'build')): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...new Set([...paths, '/404'])].sort()
}
