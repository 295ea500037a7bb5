// Privacy of living people and marriages that ended, as a person meets them: on the privacy example no living
// person's name is anywhere in the page (text, aria-label, title, alt) while the dead keep theirs; the builder's
// "Hide living people" switch hides and shows them; the ended-marriages example says "divorced" and "separated" and
// draws the wives outward from Robert in the order he married them; both pages pass axe. Walked with the keyboard,
// a private card is announced as private, with no name.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch, open } from './helpers/browser'
import { trackRequests } from './helpers/network-quiet'
import { findCard, settledCards } from './helpers/person-form'
import { CHART, panelLabel, waitForCode } from './helpers/builder'
import { axeFindings, describeFindings, waitUntilStill } from './helpers/axe'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** An example page, its requests tracked so that axe runs once the page is still. */
async function openTracked(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport(viewport)
  trackRequests(page)
  await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' })
  return page
}

const PRIVACY = '/examples/v2/26-privacy-of-living-people'
const MARRIAGES = '/examples/v2/27-ended-marriages'
const LIVING = ['Thomas', 'Sabine', 'Clara', 'Jonas']

/** What a reader or a screen reader can get from the page: its rendered text and every aria-label, title and alt. */
const everythingSaid = (page: Page) =>
  page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [title], [alt], title')].map(
      (el) =>
        `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''} ${el.getAttribute('alt') ?? ''} ${el.tagName === 'title' ? el.textContent : ''}`,
    )
    const descriptions = [...document.querySelectorAll('[aria-describedby]')].map(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    )
    return `${document.body.innerText} ${attrs.join(' ')} ${descriptions.join(' ')}`
  })

describe('privacy of living people', () => {
  it('shows the dead by name and never names the living, in the chart, the search and the labels', async () => {
    const page = await openTracked(PRIVACY, { width: 1400, height: 900 })
    await findCard(page, CHART, 'Heinrich Weiss')
    const cards = await settledCards(page, CHART)
    expect(cards).toEqual(expect.arrayContaining(['Friedrich Weiss / 1925 2004', 'Ursula Brandt / 1952 2020']))
    expect(cards.filter((c) => c === 'Living')).toHaveLength(4)
    let said = await everythingSaid(page)
    for (const name of LIVING) expect(said).not.toContain(name)
    expect(said).toContain('Margarethe Weiss')
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, PRIVACY, 'light'))).toBe('')

    // The person search lists them as "Living" and finds nobody by a living name.
    const search = await page.waitForSelector(`${CHART} ::-p-aria([name="Search"][role="combobox"])`)
    await search!.click()
    await search!.type('Clara')
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[role="option"]').length === 0 ||
        [...document.querySelectorAll('[role="option"]')].every((o) => !o.textContent?.includes('Clara')),
    )
    said = await everythingSaid(page)
    for (const name of LIVING) expect(said).not.toContain(name)
    await page.close()
  })

  it('walked with the keyboard, a private card is reached and announced without a name', async () => {
    const page = await openTracked(PRIVACY, { width: 1400, height: 900 })
    await findCard(page, CHART, 'Heinrich Weiss')
    await settledCards(page, CHART)
    // What a screen reader gets from the focused element: its name, its text, its description, and the live region.
    const heard = () =>
      page.evaluate((c) => {
        const el = document.activeElement as HTMLElement | null
        const live = document.querySelector(`${c} [aria-live]`)?.textContent ?? ''
        if (!el?.matches(`${c} .f3-card`)) return { card: false, said: live }
        const description = document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? ''
        return { card: true, said: `${el.getAttribute('aria-label') ?? ''} ${el.innerText} ${description} ${live}` }
      }, CHART)
    // The chart's one Tab stop comes just before its search box: Shift+Tab from the box lands on the main card.
    await (await page.waitForSelector(`${CHART} ::-p-aria([name="Search"][role="combobox"])`))!.focus()
    await page.keyboard.down('Shift')
    await page.keyboard.press('Tab')
    await page.keyboard.up('Shift')
    expect((await heard()).card).toBe(true)
    const said: string[] = []
    for (const key of [
      'ArrowDown',
      'ArrowDown',
      'ArrowDown',
      'ArrowRight',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowUp',
    ] as const) {
      await page.keyboard.press(key)
      said.push((await heard()).said)
    }
    const all = said.join(' ')
    expect(all).toContain('Living person: details are private')
    for (const name of LIVING) expect(all).not.toContain(name)
    await page.close()
  })

  it('the builder switch hides living people in the preview and the code, and shows them again', async () => {
    const page = await open(browser, '/create-tree?transition_time=0&data_url=/data/data-living.json', {
      width: 1600,
      height: 1000,
    })
    await findCard(page, CHART, 'Thomas Weiss')
    await (await panelLabel(page, 'Hide living people')).click()
    await waitForCode(page, '.setPrivacy({ living: true, years: 100 })')
    await page.waitForFunction(
      (c) => ![...document.querySelectorAll<HTMLElement>(`${c} .f3-card`)].some((x) => x.innerText.includes('Thomas')),
      {},
      CHART,
    )
    const hidden = await settledCards(page, CHART)
    expect(hidden.filter((c) => c === 'Living').length).toBeGreaterThanOrEqual(3)
    expect(hidden.join(' ')).not.toMatch(/Thomas|Sabine|Clara/)
    await (await panelLabel(page, 'Hide living people')).click()
    await findCard(page, CHART, 'Thomas Weiss')
    await waitForCode(page, '.setPrivacy(', false)
    await page.close()
  })
})

describe('marriages that ended', () => {
  it('says how each ended and draws the wives in the order of the marriages', async () => {
    const page = await openTracked(MARRIAGES, { width: 1600, height: 1000 })
    await findCard(page, CHART, 'Robert Lane')
    await settledCards(page, CHART)
    const words = await page.$$eval(`${CHART} .f3-link-end-text`, (ts) => ts.map((t) => t.textContent).sort())
    expect(words).toEqual(['annulled 1973', 'divorced 1962', 'separated 1970'])
    const description = await page.$$eval(`${CHART} .f3-card`, (cards) => {
      const helen = cards.find((c) => (c as HTMLElement).innerText.startsWith('Helen Price'))!
      return document.getElementById(helen.getAttribute('aria-describedby') ?? '')?.textContent
    })
    expect(description).toBe('divorced from Robert Lane, 1962')
    // Outward from Robert's card, in the order he married them (the data lists Mary first).
    const outward = await page.$$eval(`${CHART} .f3-card`, (cards) => {
      const box = (name: string) =>
        cards.find((c) => (c as HTMLElement).innerText.startsWith(name))!.getBoundingClientRect()
      const robert = box('Robert Lane')
      return ['Mary Finch', 'Ruth Cole', 'Joan Hart', 'Helen Price']
        .map((name) => ({
          name,
          distance: Math.abs(box(name).x - robert.x),
          sameRow: Math.abs(box(name).y - robert.y) < 2,
        }))
        .sort((a, b) => a.distance - b.distance)
    })
    expect(outward.every((w) => w.sameRow)).toBe(true)
    expect(outward.map((w) => w.name)).toEqual(['Helen Price', 'Joan Hart', 'Ruth Cole', 'Mary Finch'])
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, MARRIAGES, 'light'))).toBe('')
    await page.close()
  })
})
