// What the library draws inside a chart, checked in Chromium: axe-core finds no WCAG 2.2 A/AA or best-practice
// violation inside the chart container (HTML cards, SVG cards, the open edit form; dark and light site theme), and
// each card's own controls sit on or beside their card, at least 24 × 24 px and not covered by it.
import { createRequire } from 'node:module'
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CHART = '#FamilyChart'
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const AXE = createRequire(__filename).resolve('axe-core/axe.min.js')

async function openSettled(
  path: string,
  theme: 'dark' | 'light',
  chart = CHART,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const opened = await browser.newPage()
  await opened.setViewport(viewport)
  // The site keeps the chosen colour mode in localStorage, read before the first paint.
  await opened.evaluateOnNewDocument((t) => localStorage.setItem('theme', t), theme)
  await opened.goto(baseUrl() + path, { waitUntil: 'networkidle0' })
  await opened.waitForFunction((t) => document.documentElement.getAttribute('data-theme') === t, {}, theme)
  await opened.waitForSelector(`${chart} .f3-card`)
  // Cards and links have finished fading in (axe reads colours, and half-faded text has too little contrast).
  await opened.waitForFunction(
    (c) => [...document.querySelectorAll<HTMLElement>(`${c} .f3-card-cont`)].every((e) => e.style.opacity === '1'),
    { timeout: 15000 },
    chart,
  )
  return opened
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const result = await page.evaluate(
    async (c, tags) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: string,
              opts: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>
          }
        }
      ).axe
      return axe.run(c, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    },
    CHART,
    TAGS,
  )
  return result.violations.flatMap((v) =>
    v.nodes.slice(0, 3).map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  )
}

describe.each(['dark', 'light'] as const)('axe-core inside the chart (%s theme)', (theme) => {
  it('finds nothing on HTML cards', async () => {
    const page = await openSettled('/examples/v2/1-basic-tree', theme)
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it('finds nothing on SVG cards', async () => {
    const page = await openSettled('/examples/v2/6-svg-cards', theme)
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it('finds nothing with the edit form open', async () => {
    const page = await openSettled('/examples/v2/17-edit-tree', theme)
    await page.waitForSelector(`${CHART} .f3-form`)
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})

interface ControlGeometry {
  control: string
  card: string
  gap: number
  width: number
  height: number
  covered: boolean
}

/**
 * Every card control (mini tree, duplicate badge, branch toggle) with its distance to its own card's box. Sizes are in
 * the chart's own pixels (at zoom 1): the fit zoom shrinks cards and controls alike.
 */
async function controlGeometry(page: Page, chart = CHART): Promise<ControlGeometry[]> {
  // Read once the chart holds still: a card still moving into place can pass over a neighbour's control.
  let last = ''
  for (let i = 0; i < 50; i++) {
    const now = await readControlGeometry(page, chart)
    const text = JSON.stringify(now)
    if (text === last) return now
    last = text
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  }
  throw new Error('the card controls did not hold still')
}

async function readControlGeometry(page: Page, chart: string): Promise<ControlGeometry[]> {
  return page.$$eval(`${chart} .f3-card-cont`, (conts) =>
    conts.flatMap((cont) => {
      const card = cont.querySelector('.f3-card')
      if (!card) return []
      const c = card.getBoundingClientRect()
      const unscaled = card instanceof HTMLElement ? card.offsetWidth : (card as SVGGraphicsElement).getBBox().width
      const k = c.width / unscaled
      return [...cont.querySelectorAll('.f3-mini-tree, .f3-duplicate, .f3-branch-toggle')].map((el) => {
        const b = el.getBoundingClientRect()
        // 0 when the boxes touch or overlap; else the distance between them.
        const gap = Math.max(0, c.left - b.right, b.left - c.right, c.top - b.bottom, b.top - c.bottom)
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)
        return {
          control: el.getAttribute('class') ?? '',
          card: (card.textContent ?? '').trim().slice(0, 30),
          gap: Math.round(gap / k),
          width: Math.round(b.width / k),
          height: Math.round(b.height / k),
          covered: !!hit && !el.contains(hit),
        }
      })
    }),
  )
}

describe('card controls belong to their card', () => {
  it.each(['/examples/v2/6-svg-cards', '/examples/v2/7-svg-cards-edit', '/examples/v2/1-basic-tree'])(
    'on %s: mini-tree buttons on the card edge, 24 px and uncovered',
    async (path) => {
      const page = await openSettled(path, 'dark')
      const controls = await controlGeometry(page)
      expect(controls.filter((c) => c.control.includes('f3-mini-tree')).length).toBeGreaterThan(0)
      for (const c of controls) {
        expect({ ...c, ok: c.gap <= 6 && c.width >= 24 && c.height >= 24 && !c.covered }).toEqual({ ...c, ok: true })
      }
      await page.close()
    },
  )

  it('on the duplicate branch toggle demo: the toggles and the ×2 badges are 24 px, beside their card and not clipped', async () => {
    const page = await openSettled('/examples/additional/3-duplicate-branch-toggle', 'dark', '[data-demo]')
    const controls = await controlGeometry(page, '[data-demo]')
    expect(controls.filter((c) => c.control.includes('f3-duplicate')).length).toBeGreaterThan(0)
    expect(controls.filter((c) => c.control.includes('f3-branch-toggle')).length).toBeGreaterThan(0)
    for (const c of controls) {
      expect({ ...c, ok: c.gap <= 6 && c.width >= 24 && c.height >= 24 && !c.covered }).toEqual({ ...c, ok: true })
    }
    await page.close()
  })
})
