// "How are we related?" as a reader asks it on the example page: from a card's menu with the mouse, with the keyboard
// alone, through the search box for someone unrelated; the words, the highlighted path and the live region.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch, open } from './helpers/browser'
import { findCard, settledCards } from './helpers/person-form'
import { axeFindings, describeFindings, expectTheme, THEMES, useTheme, waitUntilStill } from './helpers/axe'
import { trackRequests } from './helpers/network-quiet'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CHART = '#FamilyChart'
const ROUTE = '/examples/v2/24-how-are-we-related'

/** The line over the chart saying the relationship, once it reads `text`. */
const waitForStatus = (page: Page, text: string) =>
  page.waitForFunction(
    (c, t) => {
      const bar = document.querySelector<HTMLElement>(`${c} .f3-relationship-status`)
      return !!bar && !bar.hidden && bar.innerText.includes(t)
    },
    { timeout: 10000 },
    CHART,
    text,
  )

/** What the chart's live region says now. */
const announced = (page: Page) =>
  page.$eval(`${CHART} [role="status"][aria-live="polite"]`, (r) => (r.textContent ?? '').trim())

/** The first lines (names) of the highlighted cards, sorted. */
const highlightedNames = (page: Page) =>
  page.$$eval(`${CHART} .f3-card.f3-relationship-path`, (cs) =>
    [...new Set(cs.map((c) => (c as HTMLElement).innerText.split('\n')[0]))].sort(),
  )

/** The words on the two ends' cards, sorted. */
const endLabels = (page: Page) =>
  page.$$eval(`${CHART} .f3-relationship-label`, (ls) => ls.map((l) => (l as HTMLElement).innerText).sort())

/**
 * Clicks the item of the card's actions menu named `name` once it is shown: the menu's code loads the first time a
 * menu opens, so it comes a moment after the right-click, and a person clicks what they see.
 */
async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = await page.waitForSelector(`${CHART} ::-p-aria([name="${name}"][role="menuitem"])`, { visible: true })
  await item!.click()
}

async function openExample(): Promise<Page> {
  const page = await open(browser, ROUTE, { width: 1400, height: 900 })
  // The page shows Emma and Ben from the start.
  await waitForStatus(page, "Ben Oakes is Emma Quinn's 2nd cousin.")
  await settledCards(page, CHART)
  return page
}

describe('how are we related?', () => {
  it("shows the path and the words for two people the mouse picks from a card's menu", async () => {
    const page = await openExample()
    expect(await highlightedNames(page)).toEqual([
      'Arthur Quinn',
      'Ben Oakes',
      'Dorothy Quinn',
      'Emma Quinn',
      'Gerald Oakes',
      'Henry Quinn',
      'Robert Quinn',
    ])
    expect(await endLabels(page)).toEqual(["Ben Oakes' 2nd cousin", "Emma Quinn's 2nd cousin"])
    // Right-click Emma's card, choose the action by its name, click Sophie's card.
    await (await findCard(page, CHART, 'Emma Quinn')).click({ button: 'right' })
    await chooseMenuItem(page, 'How are we related?')
    await page.waitForFunction(
      (c) =>
        document
          .querySelector(`${c} .f3-relationship-status`)
          ?.textContent?.startsWith('How is someone related to Emma Quinn?'),
      {},
      CHART,
    )
    await (await findCard(page, CHART, 'Sophie Ellery')).click()
    await waitForStatus(page, "Sophie Ellery is Emma Quinn's 1st cousin.")
    expect(await highlightedNames(page)).toEqual([
      'Emma Quinn',
      'Henry Quinn',
      'Robert Quinn',
      'Sophie Ellery',
      'Susan Quinn',
    ])
    expect(await endLabels(page)).toEqual(["Emma Quinn's 1st cousin", "Sophie Ellery's 1st cousin"])
    expect(await page.$$eval(`${CHART} path.f3-link.f3-relationship-path`, (ps) => ps.length)).toBeGreaterThanOrEqual(4)
    expect(await announced(page)).toBe("Sophie Ellery is Emma Quinn's 1st cousin.")
    // The highlighted line is thicker than the others and not the hover path's colour.
    const [lit, plain] = await page.evaluate((c) => {
      const style = (sel: string) => {
        const p = document.querySelector(`${c} ${sel}`)!
        const s = getComputedStyle(p)
        return { width: parseFloat(s.strokeWidth), colour: s.stroke }
      }
      return [style('path.f3-link.f3-relationship-path'), style('path.f3-link:not(.f3-relationship-path)')]
    }, CHART)
    expect(lit.width).toBeGreaterThan(plain.width)
    expect(lit.colour).not.toBe(plain.colour)
    // Clear takes it all away.
    await page.click(`${CHART} ::-p-aria([name="Clear"][role="button"])`)
    await page.waitForFunction(
      (c) => !document.querySelector(`${c} .f3-relationship-path, ${c} .f3-relationship-label`),
      {},
      CHART,
    )
    await page.close()
  })

  it('works with the keyboard alone: Shift+F10 on a card, Enter, an arrow to a relative, Enter', async () => {
    const page = await openExample()
    await (await findCard(page, CHART, 'Emma Quinn')).focus()
    await page.keyboard.down('Shift')
    await page.keyboard.press('F10')
    await page.keyboard.up('Shift')
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('How are we related?')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (c) =>
        (document.querySelector(`${c} [role="status"][aria-live="polite"]`)?.textContent ?? '').includes(
          'Choose the second person',
        ),
      {},
      CHART,
    )
    // Focus went back to Emma's card; up goes to her father.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.split('\n')[0])).toBe(
      'Emma Quinn',
    )
    await page.keyboard.press('ArrowUp')
    await page.waitForFunction(
      () => (document.activeElement as HTMLElement).innerText.split('\n')[0] === 'Robert Quinn',
    )
    await page.keyboard.press('Enter')
    await waitForStatus(page, "Robert Quinn is Emma Quinn's father.")
    expect(await announced(page)).toBe("Robert Quinn is Emma Quinn's father.")
    expect(await highlightedNames(page)).toEqual(['Emma Quinn', 'Robert Quinn'])
    // Escape cancels a pick, and says so.
    await page.keyboard.down('Shift')
    await page.keyboard.press('F10')
    await page.keyboard.up('Shift')
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await page.waitForFunction(
      (c) =>
        document.querySelector(`${c} [role="status"][aria-live="polite"]`)?.textContent ===
        'Choosing the second person cancelled.',
      {},
      CHART,
    )
    await page.close()
  })

  it('says so, on the chart and to screen readers, when the person chosen in the search is not related', async () => {
    const page = await openExample()
    await (await findCard(page, CHART, 'Emma Quinn')).click({ button: 'right' })
    await chooseMenuItem(page, 'How are we related?')
    await page.type(`${CHART} input[role="combobox"]`, 'Ruth')
    await page.waitForFunction(
      (c) => [...document.querySelectorAll(`${c} [role="option"]`)].some((o) => o.textContent?.startsWith('Ruth Vale')),
      {},
      CHART,
    )
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await waitForStatus(page, 'Emma Quinn and Ruth Vale are not related in this tree.')
    expect(await announced(page)).toBe('Emma Quinn and Ruth Vale are not related in this tree.')
    expect(await highlightedNames(page)).toEqual([])
    await page.close()
  })

  // The page as it opens (a relationship shown) is checked in both themes by axe-routes.e2e.ts; here, with the menu open.
  it.each(THEMES)('passes axe in the %s theme with a relationship shown and the card menu open', async (theme) => {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    await useTheme(page, theme)
    trackRequests(page)
    await page.goto(baseUrl() + ROUTE, { waitUntil: 'load' })
    await expectTheme(page, theme)
    await waitForStatus(page, "Ben Oakes is Emma Quinn's 2nd cousin.")
    await waitUntilStill(page)
    await (await findCard(page, CHART, 'Emma Quinn')).click({ button: 'right' })
    await page.waitForSelector(`${CHART} [role="menu"]:not([hidden])`)
    expect(describeFindings(await axeFindings(page, ROUTE, theme, 'card menu open'))).toBe('')
    await context.close()
  })
})
