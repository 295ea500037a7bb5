// Several parent families as a person meets them on the example page: every family's cards by name, the labels on
// the links, the switch pressed by its name and by the F key, the divorce, and no card over another.
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
const ROUTE = '/examples/v2/22-adoptive-and-step-families'

async function openExample(): Promise<Page> {
  const page = await open(browser, ROUTE, { width: 1600, height: 1000 })
  await findCard(page, CHART, 'Anna Moor')
  await settledCards(page, CHART)
  return page
}

/** The visible words on the parent-family links ("adoptive", "birth", "step"), sorted. */
const familyLabels = (page: Page) =>
  page.$$eval(`${CHART} .f3-link-family-text`, (ts) => ts.map((t) => t.textContent ?? '').sort())

/** First lines of the cards now drawn. */
const names = async (page: Page) => (await settledCards(page, CHART)).map((c) => c.split(' / ')[0])

/** Pairs of cards whose boxes on screen overlap. */
const overlappingCards = (page: Page) =>
  page.$$eval(`${CHART} .f3-card`, (cards) => {
    const boxes = cards.map((c) => ({
      name: (c as HTMLElement).innerText.split('\n')[0],
      box: c.getBoundingClientRect(),
    }))
    const out: string[] = []
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].box,
          b = boxes[j].box
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          out.push(`${boxes[i].name} / ${boxes[j].name}`)
      }
    }
    return out
  })

/** The accessible description of the card whose first line is `name`. */
const descriptionOf = (page: Page, name: string) =>
  page.$$eval(
    `${CHART} .f3-card`,
    (cards, n) => {
      const card = cards.find((c) => (c as HTMLElement).innerText.split('\n')[0] === n)
      return card ? (document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent ?? '') : null
    },
    name,
  )

describe('several parent families on the chart', () => {
  it("shows all of Anna's families, each link labelled, with no card over another", async () => {
    const page = await openExample()
    // The example draws the adoptive family in the tree; the birth and step families beside it.
    expect(await names(page)).toEqual(
      expect.arrayContaining(['Anna Moor', 'Dan Moor', 'Eve Moor', 'Bert Lund', 'Cara Holm', 'Finn Berg']),
    )
    expect(await familyLabels(page)).toEqual(['birth', 'step'])
    expect(await descriptionOf(page, 'Finn Berg')).toBe('step parent of Anna Moor')
    expect(await overlappingCards(page)).toEqual([])
    // Dashed links, as the legend of the page says.
    const dash = await page.$eval(`${CHART} path.f3-link-parent-family`, (p) => getComputedStyle(p).strokeDasharray)
    expect(dash).not.toBe('none')
    await page.close()
  })

  it("switches to the birth family with the switch named for it, then back with F on Anna's card", async () => {
    const page = await openExample()
    expect(await names(page)).not.toContain('Gus Lund')
    await page.click(`${CHART} ::-p-aria([name="Show the birth family of Anna Moor in the tree"][role="button"])`)
    // The birth family is in the tree now, with Bert's parents above it; the adoptive one beside it.
    await findCard(page, CHART, 'Gus Lund')
    await page.waitForFunction(
      (c) => [...document.querySelectorAll(`${c} .f3-link-family-text`)].some((t) => t.textContent === 'adoptive'),
      {},
      CHART,
    )
    // Once the old links have faded out.
    await settledCards(page, CHART)
    expect(await familyLabels(page)).toEqual(['adoptive', 'step'])
    expect(await overlappingCards(page)).toEqual([])
    // The divorce of the birth parents, on their link and on their cards.
    const ended = await page.$eval(`${CHART} .f3-link-end`, (m) => m.getAttribute('aria-label'))
    expect(ended).toBe('divorced 1990')
    expect(await descriptionOf(page, 'Bert Lund')).toBe('divorced from Cara Holm, 1990')

    // Keyboard: focus Anna's card and press F: the next family (adoptive) goes back into the tree.
    const anna = await findCard(page, CHART, 'Anna Moor')
    await anna.focus()
    await page.keyboard.press('f')
    await page.waitForFunction(
      (c) =>
        ![...document.querySelectorAll<HTMLElement>(`${c} .f3-card`)].some((x) => x.innerText.startsWith('Gus Lund')),
      {},
      CHART,
    )
    await settledCards(page, CHART)
    expect(await familyLabels(page)).toEqual(['birth', 'step'])
    // Focus stays on Anna's card after the redraw.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.split('\n')[0])).toBe(
      'Anna Moor',
    )
    await page.close()
  })

  it('gives every switch a name and a target of at least 24 × 24 px', async () => {
    const page = await openExample()
    const switches = await page.$$eval(`${CHART} .f3-family-switch`, (bs) =>
      bs.map((b) => {
        const r = b.getBoundingClientRect()
        return { name: b.getAttribute('aria-label'), w: r.width, h: r.height }
      }),
    )
    expect(switches.map((s) => s.name).sort()).toEqual([
      // Bert's card draws the birth family, Finn's the step family, Anna's the next one after the adoptive family.
      'Show the birth family of Anna Moor in the tree',
      'Show the step family of Anna Moor in the tree',
      'Show the step family of Anna Moor in the tree',
    ])
    for (const s of switches) {
      expect(s.w).toBeGreaterThanOrEqual(24)
      expect(s.h).toBeGreaterThanOrEqual(24)
    }
    await page.close()
  })

  it.each(THEMES)('passes axe in the %s theme, with both families and the divorce drawn', async (theme) => {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport({ width: 1440, height: 900 })
    await useTheme(page, theme)
    trackRequests(page)
    await page.goto(baseUrl() + ROUTE, { waitUntil: 'load' })
    await expectTheme(page, theme)
    await findCard(page, CHART, 'Anna Moor')
    await waitUntilStill(page)
    const findings = await axeFindings(page, ROUTE, theme)
    expect(describeFindings(findings)).toBe('')
    // Then with the birth family (and its divorce) in the tree.
    await page.click(`${CHART} ::-p-aria([name="Show the birth family of Anna Moor in the tree"][role="button"])`)
    await findCard(page, CHART, 'Gus Lund')
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, ROUTE, theme, 'birth family drawn'))).toBe('')
    await context.close()
  })
})
