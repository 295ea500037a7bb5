// The Wikidata explorer when things go wrong: failed searches and loads said in words with a retry, hostile answers
// shown as text or dropped, and a layout where no control covers another (boxes measured at 1440×900 and 375×812).
import type { Browser, Page } from 'puppeteer-core'
import { launch, texts } from './helpers/browser'
import {
  FOREIGN_IMAGE,
  holdSearches,
  HOSTILE_PERSON_ID,
  HOSTILE_SEARCH,
  LIVE_FAMILY,
  type WikiTraffic,
} from './fixtures/wikidata'
import { controlOverlaps, topmostAtCentre } from './helpers/overlap'
import {
  cards,
  clickCard,
  DESKTOP,
  openWiki as open,
  PHONE,
  searchCalls,
  waitFor,
  waitForCard,
  wikiId,
} from './helpers/wiki'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const openWiki = (path?: string, viewport?: { width: number; height: number }, configure?: (t: WikiTraffic) => void) =>
  open(browser, path, viewport, configure)
const SEARCH = '[data-testid="wiki-search"]'
const FAILURE = '[data-testid="wiki-search-failure"]'
const shownText = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText)

async function typeSearch(page: Page, text: string) {
  await page.click(SEARCH, { clickCount: 3 })
  await page.keyboard.press('Backspace')
  await page.type(SEARCH, text)
}

describe('a failed search', () => {
  it('says the search failed (not "No people found"), and Try again searches the same text again', async () => {
    const { page, traffic, errors } = await openWiki('/wiki-tree', DESKTOP, (t) => {
      t.failSearch = 500
    })
    await waitForCard(page, 'Charles III')
    await typeSearch(page, 'xyzq')
    await page.waitForSelector(FAILURE)
    const failure = await shownText(page, FAILURE)
    expect(failure).toContain('The Wikidata search for “xyzq” failed.')
    expect(failure).toContain('Wikidata did not answer (server error 500). Try again.')
    expect(
      await page.$$eval('[data-testid="wiki-search-hint"]', (hints) => hints.map((h) => h.textContent)),
    ).not.toContain('No people found')
    expect(searchCalls(traffic)).toHaveLength(1)

    // Wikidata is back: Try again searches the same words once more, and this time the answer is used.
    traffic.failSearch = undefined
    await page.click(`${FAILURE} button::-p-text(Try again)`)
    await waitFor(() => searchCalls(traffic).length === 2)
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="wiki-search-hint"]')?.textContent ?? '') === 'No people found',
    )
    expect(await page.$(FAILURE)).toBeNull()

    // A text that was searched successfully is never searched again.
    await typeSearch(page, 'xyz')
    await waitFor(() => searchCalls(traffic).length === 3)
    await typeSearch(page, 'xyzq')
    await new Promise((r) => setTimeout(r, 700))
    expect(searchCalls(traffic).map((c) => new URL(c).searchParams.get('search'))).toEqual(['xyzq', 'xyzq', 'xyz'])
    expect(errors).toEqual([])
    await page.close()
  })

  it('searches a failed text again when it is typed again, and finds people once Wikidata answers', async () => {
    const { page, traffic } = await openWiki('/wiki-tree', DESKTOP, (t) => {
      t.failSearch = 'network'
    })
    await waitForCard(page, 'Charles III')
    await typeSearch(page, 'charl')
    await page.waitForSelector(FAILURE)
    expect(await shownText(page, FAILURE)).toContain(
      'Wikidata could not be reached (network error). Check the connection. Try again.',
    )
    traffic.failSearch = undefined
    await page.keyboard.press('Backspace')
    await page.keyboard.type('l')
    // ('char' may settle on the way and be searched too; what matters is that 'charl' is asked again.)
    const asked = (text: string) =>
      searchCalls(traffic).filter((c) => new URL(c).searchParams.get('search') === text).length
    await waitFor(() => asked('charl') === 2)
    await page.waitForFunction((f) => !document.querySelector(f), {}, FAILURE)
    // The remote answer is in: humans only, so the river of the same name is not offered.
    await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-search-hint"]'))
    const options = await texts(page, '[data-testid="wiki-search-options"] [role="option"]')
    expect(options).toContain('Charles III')
    expect(options.some((o) => o.includes('Charles River'))).toBe(false)
    await page.close()
  })

  it('keeps the typed words through a failure, and Try again (by keyboard) returns focus to the box and finds people', async () => {
    const { page, traffic, errors } = await openWiki('/wiki-tree', DESKTOP, (t) => {
      t.failSearch = 503
    })
    await waitForCard(page, 'Charles III')
    await typeSearch(page, 'charl')
    await page.waitForSelector(FAILURE)
    expect(await shownText(page, FAILURE)).toContain('The Wikidata search for “charl” failed.')
    expect(await page.$eval(FAILURE, (f) => f.getAttribute('role'))).toBe('alert')
    expect(await page.$eval(SEARCH, (i) => (i as HTMLInputElement).value)).toBe('charl')

    // A keyboard user reaches Try again with Tab and presses Enter; the button goes with the failure, focus does not
    // fall to the page but back into the box, which still holds the words.
    traffic.failSearch = undefined
    const release = holdSearches(traffic)
    const retry = (await page.$(`${FAILURE} button::-p-text(Try again)`))!
    await retry.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction((f) => !document.querySelector(f), {}, FAILURE)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('wiki-search')
    expect(await page.$eval(SEARCH, (i) => (i as HTMLInputElement).value)).toBe('charl')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wiki-search-status"]')?.textContent === 'Searching Wikidata…',
    )
    release()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="wiki-search-options"] [role="option"]')].some(
        (o) => o.textContent === 'Charles III',
      ),
    )
    await page.waitForFunction(() => document.querySelector('[data-testid="wiki-search-status"]')?.textContent === '')
    expect(errors).toEqual([])
    await page.close()
  })

  it('says "Searching Wikidata…" in a polite status line while a slow search runs, then lists the people found', async () => {
    const { page, traffic } = await openWiki('/wiki-tree', DESKTOP)
    await waitForCard(page, 'Charles III')
    // The status line is in the page before anything is typed: a live region added with its text is often not read.
    const status = '[data-testid="wiki-search-status"]'
    expect(await page.$eval(status, (s) => [s.getAttribute('role'), s.textContent])).toEqual(['status', ''])
    const release = holdSearches(traffic)
    await typeSearch(page, 'xyzq')
    await waitFor(() => searchCalls(traffic).length === 1)
    // Wikidata has been asked and has not answered: the reader is told, in the box's dropdown and to a screen reader.
    expect(await shownText(page, '[data-testid="wiki-search-hint"]')).toBe('Searching Wikidata…')
    expect(await page.$eval(status, (s) => s.textContent)).toBe('Searching Wikidata…')
    expect(await page.$(FAILURE)).toBeNull()
    release()
    await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'No people found', {}, status)
    expect(await shownText(page, '[data-testid="wiki-search-hint"]')).toBe('No people found')
    await page.close()
  })

  it('names a malformed answer in words and keeps the parser message in the technical detail', async () => {
    const { page } = await openWiki('/wiki-tree', DESKTOP, (t) => {
      t.failSearch = 'malformed'
    })
    await waitForCard(page, 'Charles III')
    await typeSearch(page, 'xyzq')
    await page.waitForSelector(FAILURE)
    const failure = await shownText(page, FAILURE)
    expect(failure).toContain('Wikidata sent an answer that could not be read (not valid JSON). Try again.')
    // The raw parser text is not what a person reads first: it waits behind 'Technical detail'.
    expect(failure).not.toMatch(/Unterminated|SyntaxError|position \d+/)
    await page.click(`${FAILURE} summary`)
    expect(await shownText(page, `${FAILURE} details`)).toMatch(/SyntaxError: .*JSON/)
    await page.close()
  })
})

describe('a failed load', () => {
  it('keeps the chart, offers Try again and going back, and shows the status code only as detail', async () => {
    const { page, traffic } = await openWiki(`/wiki-tree?wiki_id=${LIVE_FAMILY.ada}`, DESKTOP)
    await waitForCard(page, 'Fritz Live')
    await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
    // Moving up to Fritz needs Hugo from the API, which fails.
    traffic.failEntities = 503
    await clickCard(page, 'Fritz Live')
    await page.waitForSelector('[data-testid="wiki-error"]')
    const shown = await shownText(page, '[data-testid="wiki-error"]')
    expect(shown).toContain('Wikidata did not answer (server error 503). Try again.')
    expect(shown).not.toContain('HTTP')
    await page.click('[data-testid="wiki-error"] summary')
    expect(await shownText(page, '[data-testid="wiki-error"] details')).toContain('HTTP status 503')
    // The people loaded before are still drawn, Hugo's card offers Retry; closing the notice keeps the chart.
    expect(await cards(page)).toEqual(expect.arrayContaining(['Fritz Live', 'Elmer Live', 'Dora Live']))
    await page.click('[data-testid="wiki-error"] button::-p-text(Keep the current chart)')
    await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-error"]'))
    expect(wikiId(page)).toBe(LIVE_FAMILY.fritz)
    // And once Wikidata answers again, the card's Retry brings Hugo.
    traffic.failEntities = undefined
    await page.click('[data-testid="wiki-chart"] button.f3-card-retry')
    await waitForCard(page, 'Hugo Live')
    await page.close()
  })
})

describe('a relative that fails to load', () => {
  /** Where the card's Retry button is, and whether a person sees it: on screen, in the chart, nothing over it. */
  const retrySeen = (page: Page) =>
    page.$eval('[data-testid="wiki-chart"] button.f3-card-retry', (button) => {
      const box = button.getBoundingClientRect()
      const chart = document.querySelector('[data-testid="wiki-chart"]')!.getBoundingClientRect()
      const message = document.querySelector('[data-testid="wiki-error"]')!.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      const hit = document.elementFromPoint(x, y)
      return {
        onScreen: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
        inChart:
          box.top >= chart.top && box.bottom <= chart.bottom && box.left >= chart.left && box.right <= chart.right,
        underMessage:
          box.left < message.right && message.left < box.right && box.top < message.bottom && message.top < box.bottom,
        onTop: !!hit && button.contains(hit),
      }
    })

  for (const [label, viewport] of [
    ['1440×900', DESKTOP],
    ['375×812', PHONE],
  ] as const) {
    it(`names the relative in words, not by Q-id, and leaves the card's Retry in sight at ${label}`, async () => {
      const { page, traffic, errors } = await openWiki(`/wiki-tree?wiki_id=${LIVE_FAMILY.ada}`, viewport)
      await waitForCard(page, 'Fritz Live')
      await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
      // Moving up to Fritz needs his grandfather Hugo, whom only the API knows; asking for him fails.
      traffic.failIds = [LIVE_FAMILY.hugo]
      await clickCard(page, 'Fritz Live')
      await page.waitForSelector('[data-testid="wiki-chart"] button.f3-card-retry')
      await page.waitForSelector('[data-testid="wiki-error"]')

      // The message says who is missing the way the chart shows him: the father of Gunnar, whose card is drawn.
      const said = await shownText(page, '[data-testid="wiki-error"]')
      expect(said).toContain('Could not load the father of Gunnar Live.')
      expect(said).not.toMatch(/\bQ\d+/)
      expect(await cards(page)).toEqual(expect.arrayContaining(['Gunnar Live', 'Fritz Live']))

      // The card's Retry is in sight: on screen, inside the chart, clear of the message, nothing drawn over it.
      // (Once the chart has moved there: the button stays in one place for a few frames.)
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const where = () =>
              JSON.stringify(
                document.querySelector('[data-testid="wiki-chart"] button.f3-card-retry')?.getBoundingClientRect(),
              )
            const first = where()
            let frames = 0
            const check = () => (++frames < 5 ? requestAnimationFrame(check) : resolve(where() === first))
            requestAnimationFrame(check)
          }),
      )
      expect(await retrySeen(page)).toEqual({ onScreen: true, inChart: true, underMessage: false, onTop: true })

      // Wikidata answers again: pressing the card's Retry brings Hugo, and the message goes.
      traffic.failIds = undefined
      await page.click('[data-testid="wiki-chart"] button.f3-card-retry')
      await waitForCard(page, 'Hugo Live')
      await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-error"]'))
      expect(errors).toEqual([])
      await page.close()
    })
  }
})

describe('hostile answers', () => {
  it('shows hostile search results as text or drops them, and the page keeps working', async () => {
    const { page, traffic, errors } = await openWiki('/wiki-tree', DESKTOP, (t) => {
      t.searchAnswer = HOSTILE_SEARCH
    })
    await waitForCard(page, 'Charles III')
    await typeSearch(page, 'Q777')
    await waitFor(() => traffic.calls.some((c) => c.includes('wbgetentities') && c.includes(HOSTILE_PERSON_ID)))
    await page.waitForSelector(`[data-testid="wiki-search-options"] [data-value="${HOSTILE_PERSON_ID}"]`)
    const values = await page.$$eval('[data-testid="wiki-search-options"] [role="option"]', (os) =>
      os.map((o) => o.getAttribute('data-value')),
    )
    expect(values).not.toContain('__proto__')
    expect(values).not.toContain('constructor')
    // A label that was a list is replaced by the id, as text.
    expect(await texts(page, `[data-testid="wiki-search-options"] [data-value="${HOSTILE_PERSON_ID}"]`)).toEqual([
      'Q777 (a person with hostile claims)',
    ])
    await page.click(`[data-testid="wiki-search-options"] [data-value="${HOSTILE_PERSON_ID}"]`)
    await waitForCard(page, 'Hostile Claims')
    expect(errors).toEqual([])
    await page.close()
  })

  it('loads a person whose claims are hostile without odd requests, foreign images or raw errors', async () => {
    const { page, traffic, errors } = await openWiki(`/wiki-tree?wiki_id=${HOSTILE_PERSON_ID}`, DESKTOP)
    await waitForCard(page, 'Hostile Claims')
    await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
    expect(await page.$('[data-testid="wiki-error"]')).toBeNull()
    // Only the valid mother claim (Q9696) becomes a relative.
    expect(await cards(page)).toEqual(expect.arrayContaining(['Hostile Claims', '<img src=x onerror=alert(1)>']))
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
    for (const url of [...requested, ...traffic.calls]) {
      expect(url).not.toContain('[object')
      expect(url).not.toMatch(/persons-[^0-9]/)
    }
    for (const ids of traffic.calls.map((c) => new URL(c).searchParams.get('ids')).filter(Boolean)) {
      for (const id of ids!.split('|')) expect(id).toMatch(/^Q[1-9]\d*$/)
    }
    // The image claim is a URL on another host: nothing is fetched from it, and Commons is not asked about it.
    expect(traffic.foreign.filter((u) => u.startsWith(FOREIGN_IMAGE))).toEqual([])
    expect(await page.$(`img[src="${FOREIGN_IMAGE}"]`)).toBeNull()
    expect(traffic.calls.filter((c) => c.includes('commons.wikimedia.org'))).toEqual([])
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/TypeError|Cannot read|undefined/)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('layout: no control covers another', () => {
  // Controls of the page outside the chart's pannable drawing (cards move under the pointer by design).
  const ROOT = '.main-wrapper'
  const CHART_DRAWING = '.f3-canvas'

  async function expectNoOverlaps(page: Page, state: string) {
    const { controls, overlaps } = await controlOverlaps(page, ROOT, CHART_DRAWING)
    expect({ state, overlaps }).toEqual({ state, overlaps: [] })
    return controls
  }

  for (const [label, viewport] of [
    ['1440×900', DESKTOP],
    ['375×812', PHONE],
  ] as const) {
    it(`keeps the failure card, the person panel and the page's controls apart at ${label}`, async () => {
      const { page, traffic } = await openWiki('/wiki-tree', viewport)
      await waitForCard(page, 'William, Prince of Wales')
      await expectNoOverlaps(page, 'Charles III loaded')

      // A card click opens the person panel: it must not cover the page's controls.
      await clickCard(page, 'William, Prince of Wales')
      await page.waitForSelector('[data-testid="wiki-chart"] .f3-form-cont')
      const controls = await expectNoOverlaps(page, 'person panel open')
      expect(await topmostAtCentre(page, '[data-testid="wiki-search"]')).toBe(true)
      expect(controls.some((c) => c.name.includes('wiki-search'))).toBe(true)
      expect(controls.some((c) => c.name.includes('wiki-configure'))).toBe(true)
      // On a phone the people list is a drawer over the chart: open, it still leaves the panel free.
      if (await page.$('[data-testid="wiki-drawer-toggle"]')) {
        await page.click('[data-testid="wiki-drawer-toggle"]')
        await page.waitForSelector('[data-testid="wiki-sidebar"]', { visible: true })
        await expectNoOverlaps(page, 'people drawer open')
        await page.click('[aria-label="Close the people list"]')
        await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-sidebar"]'))
      }

      // Failing to load with the panel open (a family only the API knows): the failure card keeps clear of both.
      await page.goto(`${new URL(page.url()).origin}/wiki-tree?wiki_id=${LIVE_FAMILY.ada}`)
      await waitForCard(page, 'Fritz Live')
      await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
      traffic.failEntities = 500
      await clickCard(page, 'Fritz Live')
      await page.waitForSelector('[data-testid="wiki-chart"] .f3-form-cont')
      await page.waitForSelector('[data-testid="wiki-error"]')
      await expectNoOverlaps(page, 'load failed')
      for (const button of await page.$$('[data-testid="wiki-error"] button')) {
        expect(
          await button.evaluate((b) => {
            const box = b.getBoundingClientRect()
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            return !!top && (top === b || b.contains(top))
          }),
        ).toBe(true)
      }
      await page.close()
    })
  }
})
