// The site with the keyboard only: the builder panel's controls, its drawer on a phone (focus kept inside, returned
// to its opener), the example code tabs, leaving a live code editor, and skipping a big chart.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { CHART, PANEL, waitForCode } from './helpers/builder'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

interface Focused {
  /** The accessible name as a person hears it: aria-label, else the label, else the text. */
  name: string
  role: string
  inPanel: boolean
  inChart: boolean
}

/** What has keyboard focus now. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate((panel) => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: '', role: 'body', inPanel: false, inChart: false }
    const labelled = el
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
    const label = (el as HTMLInputElement).labels?.[0]?.textContent
    const name = (el.getAttribute('aria-label') ?? labelled ?? label ?? el.innerText ?? '').trim()
    const role =
      el.getAttribute('role') ??
      ((el as HTMLInputElement).type
        ? `${el.tagName.toLowerCase()}:${(el as HTMLInputElement).type}`
        : el.tagName.toLowerCase())
    return { name, role, inPanel: !!el.closest(panel), inChart: !!el.closest('.f3') }
  }, PANEL)
}

/** Presses Tab (or Shift+Tab) until `wanted` holds for the focused element; fails after `max` presses. */
async function tabUntil(page: Page, wanted: (f: Focused) => boolean, max = 150, back = false): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    if (back) await page.keyboard.down('Shift')
    await page.keyboard.press('Tab')
    if (back) await page.keyboard.up('Shift')
    const f = await focused(page)
    if (wanted(f)) return f
  }
  throw new Error(
    `Focus never reached the element after ${max} presses of Tab (last: ${JSON.stringify(await focused(page))})`,
  )
}

const selectedTab = (page: Page, list: string) =>
  page.$eval(`[role="tablist"][aria-label="${list}"] [aria-selected="true"]`, (t) =>
    (t as HTMLElement).innerText.trim(),
  )
const panelText = (page: Page) => page.$eval('[role="tabpanel"]', (p) => (p as HTMLElement).innerText)

describe('the builder panel', () => {
  it('is reached with Tab, every control has a name, and settings change from the keyboard', async () => {
    const page = await open(browser, '/create-tree?transition_time=0', { width: 1600, height: 1000 })
    await page.waitForSelector(`${CHART} .f3-card`)
    const first = await tabUntil(page, (f) => f.inPanel)
    const names = [first]
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      const f = await focused(page)
      if (!f.inPanel) break
      names.push(f)
    }
    expect(names.length).toBeGreaterThan(10)
    expect(names.filter((f) => !f.name)).toEqual([])

    expect(names.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Enable Detail View', 'View Only', 'Custom field name']),
    )

    // From the top again: Space turns switches off, one after the other.
    await page.reload({ waitUntil: 'load', timeout: 90000 })
    await page.waitForSelector(`${CHART} .f3-card`)
    await tabUntil(page, (f) => f.inPanel && f.name === 'Mini Tree')
    await page.keyboard.press('Space')
    await waitForCode(page, '.setMiniTree(false)')
    await tabUntil(page, (f) => f.inPanel && f.name === 'Hover Path', 3)
    await page.keyboard.press('Space')
    await waitForCode(page, '.setOnHoverPathToMain()', false)
    await page.close()
  }, 180000)
})

describe('the builder drawer on a phone', () => {
  it('opens from the keyboard, keeps Tab inside, closes with Escape or its button and gives focus back to the cog', async () => {
    const page = await open(browser, '/create-tree?transition_time=0', { width: 375, height: 812 })
    await page.waitForSelector(`${CHART} .f3-card`)
    await tabUntil(page, (f) => f.name === 'Open configuration')
    await page.keyboard.press('Enter')
    await page.waitForFunction((p) => !(document.querySelector(p) as HTMLElement).hidden, {}, PANEL)
    expect((await focused(page)).name).toBe('Close configuration')

    // Backwards from the first control wraps to the drawer's last one, forwards past the last wraps to the first.
    await page.keyboard.down('Shift')
    await page.keyboard.press('Tab')
    await page.keyboard.up('Shift')
    expect((await focused(page)).inPanel).toBe(true)
    expect((await focused(page)).name).not.toBe('Close configuration')
    const stops = await page.$$eval(
      `${PANEL} button, ${PANEL} input, ${PANEL} select, ${PANEL} textarea, ${PANEL} a[href]`,
      (els) => els.length,
    )
    const seen = new Set<string>()
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab')
      const f = await focused(page)
      expect(f.inPanel).toBe(true)
      seen.add(f.name)
    }
    expect(seen.has('Close configuration')).toBe(true)

    await page.keyboard.press('Escape')
    await page.waitForFunction((p) => (document.querySelector(p) as HTMLElement).hidden, {}, PANEL)
    // The focus trap hands focus back once it lets go (right after the drawer hides): wait for it, then check.
    await page
      .waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open configuration', {
        timeout: 5000,
      })
      .catch(() => undefined)
    expect((await focused(page)).name).toBe('Open configuration')

    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close configuration')
    await page.keyboard.press('Enter')
    await page.waitForFunction((p) => (document.querySelector(p) as HTMLElement).hidden, {}, PANEL)
    // The focus trap hands focus back once it lets go (right after the drawer hides): wait for it, then check.
    await page
      .waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open configuration', {
        timeout: 5000,
      })
      .catch(() => undefined)
    expect((await focused(page)).name).toBe('Open configuration')
    await page.close()
  }, 120000)
})

describe('an example page', () => {
  it('switches the code tabs with the arrow keys and leaves the code editor with Escape then Tab', async () => {
    const page = await open(browser, '/examples/v2/1-basic-tree')
    await page.waitForSelector('#FamilyChart .f3-card')
    await tabUntil(page, (f) => f.role === 'tab' && f.name === 'JS')
    await page.keyboard.press('ArrowRight')
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Full HTML' })
    expect(await selectedTab(page, 'Example code')).toBe('Full HTML')
    expect(await panelText(page)).toContain('<!DOCTYPE html>')
    await page.keyboard.press('ArrowRight')
    expect(await selectedTab(page, 'Example code')).toBe('Data JSON')
    expect(await panelText(page)).toContain('"rels"')
    await page.keyboard.press('End')
    expect(await selectedTab(page, 'Example code')).toBe('Frameworks')
    // Into the framework tabs, and along them.
    await tabUntil(page, (f) => f.role === 'tab' && f.name === 'vue', 5)
    await page.keyboard.press('ArrowRight')
    expect(await selectedTab(page, 'Framework')).toBe('react')
    expect(await page.$eval('[role="tabpanel"] [role="tabpanel"]', (p) => (p as HTMLElement).innerText)).toContain(
      'useEffect',
    )

    // Back to the JS tab and into its editor, which has a role, a name and a visible hint.
    await tabUntil(page, (f) => f.role === 'tab' && f.name === 'Frameworks', 5, true)
    await page.keyboard.press('Home')
    expect(await selectedTab(page, 'Example code')).toBe('JS')
    const editor = await tabUntil(page, (f) => f.role === 'textbox', 6)
    expect(editor.name).toBe('Example code editor')
    const hint = () =>
      page.$eval(
        '[role="tabpanel"] pre[contenteditable]',
        (pre) => document.getElementById(pre.getAttribute('aria-describedby')!)!.innerText,
      )
    expect(await hint()).toMatch(/press Esc, then Tab/)
    expect(
      await page.$eval('[role="tabpanel"] pre[contenteditable]', (pre) => getComputedStyle(pre).outlineStyle),
    ).not.toBe('none')
    // Tab alone indents and stays.
    const before = await page.$eval('[role="tabpanel"] pre[contenteditable]', (pre) => (pre as HTMLElement).innerText)
    await page.keyboard.press('Tab')
    await page.waitForFunction(
      (b) => (document.querySelector('[role="tabpanel"] pre[contenteditable]') as HTMLElement).innerText === `  ${b}`,
      {},
      before,
    )
    expect((await focused(page)).role).toBe('textbox')
    // Escape, then Tab moves on.
    await page.keyboard.press('Escape')
    await page.waitForFunction(() =>
      /Press Tab to move on/.test(
        document.getElementById(
          document.querySelector('[role="tabpanel"] pre[contenteditable]')!.getAttribute('aria-describedby')!,
        )!.innerText,
      ),
    )
    await page.keyboard.press('Tab')
    expect((await focused(page)).role).not.toBe('textbox')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="tabpanel"] pre'))).toBe(false)
    await page.close()
  }, 120000)
})

describe('a big tree', () => {
  it('offers "Skip the chart", which takes focus past the chart to the code tabs', async () => {
    const page = await open(browser, '/examples/v2/10-big-tree')
    await page.waitForSelector('#FamilyChart .f3-card')
    await tabUntil(page, (f) => f.name === 'Skip the chart')
    expect(
      await page.evaluate(() => (document.activeElement as HTMLElement).getBoundingClientRect().width),
    ).toBeGreaterThan(40)
    await page.keyboard.press('Enter')
    const next = await tabUntil(page, () => true, 1)
    expect(next.inChart).toBe(false)
    expect(next).toMatchObject({ role: 'tab', name: 'JS' })
    await page.close()
  })
})
