// The relatives chart ("Everyone at once") in Chromium, as a person uses it. On the example page: Prince Bernhard's
// family, everyone on exactly one card (the chart draws the cards the view shows, so the page is panned across the
// whole family and every view is read), no two cards overlapping, children below parents; a click and the keyboard
// make another person main; axe finds nothing in either theme. Through the script-tag bundle: the SVG export holds
// every person. The builder's chart-type choice changes the chart and its code; the explorer's "Everyone" draws the
// family connected to the person.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import { axeFindings, describeFindings, expectTheme, useTheme, waitUntilStill } from './helpers/axe'
import { trackRequests } from './helpers/network-quiet'
import { findCard } from './helpers/person-form'
import { cardTexts, generatedHtml, waitForCode } from './helpers/builder'
import { openWiki, cards as wikiCards, waitForCard } from './helpers/wiki'

const ROOT = join(__dirname, '..')
const ROUTE = '/examples/v2/29-everyone-at-once'
const CHART = '#FamilyChart'
const FAMILY: { id: string; data: { label: string }; rels: Record<string, unknown> }[] = JSON.parse(
  readFileSync(join(ROOT, 'static/data/data-royal-houses.json'), 'utf8'),
)
const BERNHARD = 'Prince Bernhard of Lippe-Biesterfeld'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

interface Seen {
  id: string
  label: string
  box: { x: number; y: number; w: number; h: number }
}

/** The cards in the DOM now, each with its id, visible name and place on screen. */
const cardsNow = (page: Page): Promise<Seen[]> =>
  page.$$eval(`${CHART} .card[data-id]`, (els) =>
    els
      .filter((el) => !el.closest('.f3-exiting'))
      .map((el) => {
        const r = el.getBoundingClientRect()
        return {
          id: el.getAttribute('data-id')!,
          label: (el as HTMLElement).innerText.trim(),
          box: { x: r.x, y: r.y, w: r.width, h: r.height },
        }
      }),
  )

/** Waits until the cards drawn have stopped changing (culling draws new cards over a few frames after a pan). */
async function settled(page: Page): Promise<Seen[]> {
  let last = ''
  for (let i = 0; i < 60; i++) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    const now = await cardsNow(page)
    const key = now.map((c) => `${c.id}@${Math.round(c.box.x)},${Math.round(c.box.y)}`).join()
    if (key === last) return now
    last = key
  }
  throw new Error('the chart did not settle')
}

function overlapping(cards: Seen[]): string[] {
  const out: string[] = []
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++) {
      const [a, b] = [cards[i].box, cards[j].box]
      if (a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1)
        out.push(`${cards[i].label} / ${cards[j].label}`)
    }
  return out
}

function childrenNotBelow(cards: Seen[]): string[] {
  const at = new Map(cards.map((c) => [c.id, c]))
  const out: string[] = []
  for (const person of FAMILY) {
    const child = at.get(person.id)
    for (const parent of [person.rels.father, person.rels.mother].map((p) => at.get(p as string)))
      if (child && parent && child.box.y <= parent.box.y + parent.box.h)
        out.push(`${child.label} under ${parent.label}`)
  }
  return out
}

/** Waits until the chart is no longer busy loading the relatives layout: the relatives chart is what is drawn. */
async function relativesDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    (c) => {
      const cont = document.querySelector(c)
      return !!cont && !cont.closest('[aria-busy="true"]') && !cont.querySelector('[aria-busy="true"]')
    },
    { timeout: 15000 },
    CHART,
  )
}

describe('the example "Everyone at once"', () => {
  // One page load: axe in the light theme on the page as it opens, then clicks and keys, then the family panned
  // across, then the navbar's theme switch and axe in the dark theme.
  let page: Page
  beforeAll(async () => {
    page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    trackRequests(page)
    await useTheme(page, 'light')
    await page.goto(baseUrl() + ROUTE, { waitUntil: 'load' })
    await findCard(page, CHART, BERNHARD)
    // The drop-in draws the hourglass while the relatives layout loads (the chart says it is busy), then everyone.
    await relativesDrawn(page)
  })
  afterAll(async () => {
    await page?.close()
  })

  it('axe finds nothing in the light theme', async () => {
    await expectTheme(page, 'light')
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, ROUTE, 'light'))).toBe('')
  })

  it('a click on a card makes that person main; arrows and Enter do too', async () => {
    const juliana = await findCard(page, CHART, 'Juliana of the Netherlands')
    await juliana.click()
    await page.waitForFunction(
      (c) => document.querySelector(`${c} .f3-card-main`)?.textContent === 'Juliana of the Netherlands',
      {},
      CHART,
    )
    // The keyboard: focus on her card; Up goes to a parent, Enter makes them main.
    await (await findCard(page, CHART, 'Juliana of the Netherlands')).focus()
    await page.keyboard.press('ArrowUp')
    const parent = await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())
    expect(['Wilhelmina of the Netherlands', 'Duke Henry of Mecklenburg-Schwerin']).toContain(parent)
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (c, name) => document.querySelector(`${c} .f3-card-main`)?.textContent === name,
      {},
      CHART,
      parent,
    )
  })

  it("draws everyone of Bernhard's family on exactly one card, none overlapping, children below parents", async () => {
    // Zoomed out (the mouse wheel over the chart) until the generations fit the height; then dragged along the rows.
    // The main person is now Juliana's parent: the same connected family, laid out around them.
    const canvas = (await page.$(`${CHART} .f3-canvas`)) ?? (await page.$(CHART))
    const area = (await canvas!.boundingBox())!
    const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 }
    await page.mouse.move(centre.x, centre.y)
    await page.mouse.wheel({ deltaY: 650 })
    let view = await settled(page)
    const seen = new Map<string, string>()
    const record = (now: Seen[]) => {
      // In any one view, each person has at most one card.
      const ids = now.map((c) => c.id)
      expect(ids.length - new Set(ids).size).toBe(0)
      expect(overlapping(now)).toEqual([])
      expect(childrenNotBelow(now)).toEqual([])
      for (const c of now) seen.set(c.id, c.label)
    }
    // From the far left of the family to its far right.
    const drag = async (dx: number) => {
      await page.mouse.move(centre.x, centre.y)
      await page.mouse.down()
      await page.mouse.move(centre.x + dx, centre.y, { steps: 4 })
      await page.mouse.up()
      return settled(page)
    }
    for (let i = 0; i < 80 && view.length; i++) {
      const before = new Set(view.map((c) => c.id))
      view = await drag(area.width * 0.8)
      if (view.every((c) => before.has(c.id))) break
    }
    for (let i = 0; i < 160; i++) {
      record(view)
      if (seen.size === FAMILY.length) break
      const before = new Set(view.map((c) => c.id))
      view = await drag(-area.width * 0.8)
      if (view.every((c) => before.has(c.id)) && i > 0) break
    }
    expect([...seen.keys()].sort()).toEqual(FAMILY.map((d) => d.id).sort())
    // The card shows the name as the page lays text out (runs of spaces read as one).
    for (const d of FAMILY) expect(seen.get(d.id)).toBe(d.data.label.replace(/\s+/g, ' ').trim())
  })

  it('axe finds nothing in the dark theme (switched in the navbar)', async () => {
    const toggle = 'button[aria-label*="Switch between dark and light mode"]'
    // The switch goes round system, light and dark.
    for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark'; i++) {
      const label = await page.$eval(toggle, (el) => el.getAttribute('aria-label'))
      await page.click(toggle)
      await page.waitForFunction(
        (sel, b) => document.querySelector(sel)?.getAttribute('aria-label') !== b,
        {},
        toggle,
        label,
      )
    }
    await expectTheme(page, 'dark')
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, ROUTE, 'dark'))).toBe('')
  })
})

it("the SVG export of Bernhard's family holds every person once", async () => {
  const lib = (file: string) => join(ROOT, 'packages/family-chart/dist', file)
  const page = await browser.newPage()
  await page.setContent(
    '<!DOCTYPE html><html><body><div id="FamilyChart" style="width:900px;height:600px"></div></body></html>',
  )
  for (const script of [
    join(ROOT, 'node_modules/d3/dist/d3.min.js'),
    lib('family-chart.min.js'),
    lib('family-chart-export.min.js'),
  ])
    await page.addScriptTag({ path: script })
  const svg: string = await page.evaluate(async (data) => {
    const chart = (window as any).f3.createChart('#FamilyChart', data).setTransitionTime(0).setChartType('relatives')
    chart.setCardHtml().setCardDisplay([['label']])
    chart.updateMainId('Q57304')
    chart.updateTree({ initial: true })
    return chart.exportSvg({ images: 'none' })
  }, FAMILY)
  // Each card a group; a long name wraps onto lines of its own (text elements or tspans), read back joined by spaces.
  const exported: string[] = await page.evaluate((text) => {
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml')
    return [...parsed.querySelectorAll('g.f3-export-cards > g')].map((g) =>
      [...g.querySelectorAll('text, tspan')]
        .filter((t) => !t.querySelector('tspan'))
        .map((t) => t.textContent!.trim())
        .filter(Boolean)
        .join(' ')
        .replace(/\s+/g, ' '),
    )
  }, svg)
  // Every person once: each card's text is a name, or the start of a long one cut with "…" as on the chart.
  const left = FAMILY.map((d) => d.data.label.replace(/\s+/g, ' ').trim())
  const take = (match: (label: string) => boolean) => {
    const i = left.findIndex(match)
    if (i >= 0) left.splice(i, 1)
    return i >= 0
  }
  const cut = exported.filter((text) => !take((label) => label === text))
  const unmatched = cut.filter((text) => !(text.endsWith('…') && take((l) => l.startsWith(text.slice(0, -1)))))
  expect({ unmatched, left }).toEqual({ unmatched: [], left: [] })
  expect(exported).toHaveLength(FAMILY.length)
  await page.close()
})

it("the builder's chart type changes the chart and the generated code", async () => {
  // The site's sample family (14 people): the hourglass around Daniel Hartwell leaves out his siblings' families and
  // his in-laws' relatives; Everyone draws them all.
  const page = await browser.newPage()
  await page.setViewport({ width: 1440, height: 900 })
  await page.goto(baseUrl() + '/create-tree?transition_time=0&data_url=/data/data.json', { waitUntil: 'networkidle0' })
  await page.waitForSelector('#FamilyChart .f3-card')
  const family: unknown[] = JSON.parse(readFileSync(join(ROOT, 'static/data/data.json'), 'utf8'))
  const hourglass = await cardTexts(page)
  expect(hourglass.length).toBeLessThan(family.length)
  const count = (n: number) =>
    page.waitForFunction((k) => document.querySelectorAll('#FamilyChart .f3-card').length === k, {}, n)
  const everyone = await page.waitForSelector(
    '[data-testid="builder-config"] ::-p-aria([name="Everyone"][role="radio"])',
  )
  await everyone!.focus()
  await page.keyboard.press('Space')
  await waitForCode(page, "setChartType('relatives')")
  expect(await generatedHtml(page)).toContain(".setChartType('relatives')")
  await count(family.length)
  const all = await cardTexts(page)
  expect(all).toEqual(expect.arrayContaining(hourglass))
  expect(new Set(all).size).toBe(family.length)
  const back = await page.$('[data-testid="builder-config"] ::-p-aria([name="Hourglass"][role="radio"])')
  await back!.click()
  await waitForCode(page, "setChartType('relatives')", false)
  await count(hourglass.length)
  expect(await cardTexts(page)).toEqual(hourglass)
  await page.close()
})

it('the explorer\'s "Everyone" draws the family connected to the person', async () => {
  const { page, errors } = await openWiki(browser, '/wiki-tree?wiki_id=Q9682')
  await waitForCard(page, 'Elizabeth II')
  const hourglass = await wikiCards(page)
  const everyone = await page.waitForSelector(
    '[data-testid="wiki-chart-bar"] ::-p-aria([name="Everyone"][role="radio"])',
  )
  await everyone!.click()
  // In-laws and cousins join; every card still names one person once.
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="wiki-chart"] .f3-card').length > n,
    { timeout: 30000 },
    hourglass.length,
  )
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'), { timeout: 30000 })
  const ids = await page.$$eval('[data-testid="wiki-chart"] .card[data-id]', (els) =>
    els.filter((e) => !e.closest('.f3-exiting')).map((e) => e.getAttribute('data-id')),
  )
  expect(new Set(ids).size).toBe(ids.length)
  expect(await wikiCards(page)).toContain('Elizabeth II')
  expect(errors).toEqual([])
  await page.close()
})
