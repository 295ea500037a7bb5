// The Wikidata explorer on the chart's data source, as a person uses it: moving up a family only the live API knows
// loads the relatives the new view needs (cards say "Loading…" meanwhile), a failed load puts Retry on the card and
// Retry brings the person, a quick second choice wins over a first one still waiting for Wikidata, and the chart type
// Fan draws the ancestors in rings, loading those a new centre needs.
import type { Browser, Page } from 'puppeteer-core'
import { launch } from './helpers/browser'
import { holdEntities, LIVE_FAMILY, type WikiTraffic } from './fixtures/wikidata'
import { cards, clickCard, DESKTOP, openWiki as open, PHONE, waitFor, waitForCard, wikiId } from './helpers/wiki'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const openAda = (configure?: (t: WikiTraffic) => void) =>
  open(browser, `/wiki-tree?wiki_id=${LIVE_FAMILY.ada}`, DESKTOP, configure)
const asked = (t: WikiTraffic, id: string) =>
  t.calls.filter(
    (c) => c.includes('wbgetentities') && (new URL(c).searchParams.get('ids') ?? '').split('|').includes(id),
  )

/** Waits until the chart's centre card names this person. */
async function waitForMain(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card-main')].some((c) => c.textContent === n),
    {},
    name,
  )
}

/** Waits until no request of the chart is on its way (the chart bar's "Loading relatives…" is gone). */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))

it('loads a relative beyond the view when the user moves to them, saying Loading… meanwhile', async () => {
  const { page, traffic, errors } = await openAda()
  await waitForCard(page, 'Fritz Live')
  await settled(page)
  // Four generations up from Ada end at Fritz; Hugo (Fritz's grandfather) is not asked for yet.
  expect(asked(traffic, LIVE_FAMILY.hugo)).toEqual([])
  expect(await cards(page)).not.toContain('Hugo Live')

  const release = holdEntities(traffic, [LIVE_FAMILY.hugo])
  await clickCard(page, 'Fritz Live')
  await page.waitForSelector('[data-testid="wiki-chart"] .f3-card-loading[aria-busy="true"]')
  expect(await page.$eval('[data-testid="wiki-chart"] .f3-card-loading', (c) => c.textContent)).toBe('Loading…')
  await waitFor(() => asked(traffic, LIVE_FAMILY.hugo).length === 1)
  release()
  await waitForCard(page, 'Hugo Live')
  await waitForMain(page, 'Fritz Live')
  await page.waitForFunction((id) => new URL(location.href).searchParams.get('wiki_id') === id, {}, LIVE_FAMILY.fritz)
  expect(await page.$eval('[data-testid="wiki-chart-bar"]', (e) => (e as HTMLElement).innerText)).toContain(
    'Family of Fritz Live',
  )
  expect(errors).toEqual([])
  await page.close()
})

it('shows Retry on the card of a relative that failed to load, says why, and Retry loads them', async () => {
  const { page, traffic } = await openAda()
  await waitForCard(page, 'Fritz Live')
  await settled(page)
  traffic.failIds = [LIVE_FAMILY.hugo]
  await clickCard(page, 'Fritz Live')
  const retry = await page.waitForSelector('[data-testid="wiki-chart"] button.f3-card-retry')
  expect(await retry!.evaluate((b) => b.textContent)).toBe('Retry')
  await page.waitForSelector('[data-testid="wiki-error"]')
  expect(await page.$eval('[data-testid="wiki-chart"] .f3-card-load-failed', (c) => c.textContent)).toBe(
    'Could not load',
  )
  const said = await page.$eval('[data-testid="wiki-error"]', (e) => (e as HTMLElement).innerText)
  expect(said).toContain('Wikidata did not answer (server error 503). Try again.')
  expect(await cards(page)).toEqual(expect.arrayContaining(['Fritz Live', 'Gunnar Live', 'Elmer Live']))

  // The message sits above the chart, not over it: the card's Retry is clickable beside it (no card lies under the
  // message). Wikidata answers again, the card's Retry asks once more, the person takes the card's place and the
  // message goes, since it has nothing left to say.
  const notice = await page.$eval('[data-testid="wiki-error"]', (e) => e.getBoundingClientRect().bottom)
  const chartTop = await page.$eval('[data-testid="wiki-chart"]', (e) => e.getBoundingClientRect().top)
  expect(notice).toBeLessThanOrEqual(chartTop + 1)
  const retryUncovered = await page.$eval('[data-testid="wiki-chart"] button.f3-card-retry', (b) => {
    const r = b.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return !!hit && b.contains(hit)
  })
  expect(retryUncovered).toBe(true)
  traffic.failIds = undefined
  await page.click('[data-testid="wiki-chart"] button.f3-card-retry')
  await waitForCard(page, 'Hugo Live')
  expect(await page.$('[data-testid="wiki-chart"] button.f3-card-retry')).toBeNull()
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-error"]'))
  expect(asked(traffic, LIVE_FAMILY.hugo)).toHaveLength(2)
  await page.close()
})

it('drops the answer for a first choice when a second one came quickly after it', async () => {
  const { page, traffic } = await openAda()
  await waitForCard(page, 'Fritz Live')
  await settled(page)
  const release = holdEntities(traffic, [LIVE_FAMILY.hugo])
  await clickCard(page, 'Fritz Live')
  await waitFor(() => asked(traffic, LIVE_FAMILY.hugo).length === 1)
  // Before Wikidata answers for Fritz's family, the user goes back to Ada from the people list.
  await page.click('[data-testid="wiki-history"] button::-p-text(Ada Live)')
  await waitForMain(page, 'Ada Live')
  release()
  await settled(page)
  // The late answer is kept for later but draws nothing: Ada stays in the centre, Hugo is not drawn.
  await waitForMain(page, 'Ada Live')
  expect(await cards(page)).not.toContain('Hugo Live')
  expect(wikiId(page)).toBe(LIVE_FAMILY.ada)
  await page.close()
})

const FAN_PLACE = '[data-testid="wiki-chart"] .f3-fan-place'

/** Waits until the fan's centre is this person's place. */
const waitForFanCentre = (page: Page, name: string) =>
  page.waitForFunction(
    (sel, n) => document.querySelector(`${sel}[aria-current="true"]`)?.getAttribute('aria-label')?.startsWith(n),
    {},
    FAN_PLACE,
    name,
  )

/** Waits until the fan has stopped moving: its centre's box the same in two frames running. */
const fanStill = (page: Page) =>
  page.waitForFunction(
    (sel) =>
      new Promise((resolve) => {
        const box = () => JSON.stringify(document.querySelector(`${sel}[aria-current="true"]`)?.getBoundingClientRect())
        const first = box()
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(box() === first)))
      }),
    {},
    FAN_PLACE,
  )

/** Clicks the place of this person where it is painted (a point of it that no other element covers). */
async function clickPlace(page: Page, name: string): Promise<void> {
  await fanStill(page)
  const point = await page.$$eval(
    FAN_PLACE,
    (places, n) => {
      const place = places.find((p) => p.getAttribute('aria-label')?.startsWith(n))
      if (!place) return null
      const box = place.getBoundingClientRect()
      for (let y = box.top + 2; y < box.bottom; y += 3)
        for (let x = box.left + 2; x < box.right; x += 3)
          if (document.elementFromPoint(x, y)?.closest('.f3-fan-place') === place) return { x, y }
      return null
    },
    name,
  )
  if (!point) throw new Error(`no place of ${name} to click`)
  await page.mouse.click(point.x, point.y)
}

for (const [screen, viewport] of [
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
] as const) {
  it(`draws the fan of ancestors on ${screen} when Fan is chosen; a click and Enter change the centre`, async () => {
    const { page, traffic, errors } = await open(browser, `/wiki-tree?wiki_id=${LIVE_FAMILY.ada}`, viewport)
    await waitForCard(page, 'Fritz Live')
    await settled(page)
    const fan = await page.waitForSelector('[data-testid="wiki-chart-bar"] ::-p-aria([name="Fan"][role="radio"])')
    await fan!.click()
    await waitForFanCentre(page, 'Ada Live')
    // Her father, his mother and her father's line up to Fritz, each in a place with their Wikidata id.
    const ids = () => page.$$eval(FAN_PLACE, (gs) => gs.map((g) => g.getAttribute('data-id')))
    await page.waitForFunction((sel) => document.querySelectorAll(`${sel}[data-id="Q804"]`).length === 1, {}, FAN_PLACE)
    expect(await ids()).toEqual(
      expect.arrayContaining([
        LIVE_FAMILY.ada,
        LIVE_FAMILY.bert,
        LIVE_FAMILY.dora,
        LIVE_FAMILY.elmer,
        LIVE_FAMILY.fritz,
      ]),
    )
    expect(asked(traffic, LIVE_FAMILY.hugo)).toEqual([])
    // The fan is fitted whole into the chart, whatever zoom the hourglass had before it.
    await fanStill(page)
    const outside = await page.$$eval(FAN_PLACE, (places) => {
      const frame = document.querySelector('[data-testid="wiki-chart"]')!.getBoundingClientRect()
      return places
        .map((p) => ({ label: p.getAttribute('aria-label'), box: p.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            box.top < frame.top - 1 ||
            box.bottom > frame.bottom + 1,
        )
        .map(({ label }) => label)
    })
    expect(outside).toEqual([])

    // Elmer in the centre: the fan reaches his great-grandfather Hugo, whom the explorer now asks Wikidata for.
    await clickPlace(page, 'Elmer Live')
    await waitForFanCentre(page, 'Elmer Live')
    await page.waitForSelector(`${FAN_PLACE}[data-id="${LIVE_FAMILY.hugo}"]`)
    expect(asked(traffic, LIVE_FAMILY.hugo)).toHaveLength(1)
    await page.waitForFunction((id) => new URL(location.href).searchParams.get('wiki_id') === id, {}, LIVE_FAMILY.elmer)

    // The keyboard: the fan's Tab stop is the centre; Up goes to his father's place and Enter puts him in the centre.
    await page.$eval(`${FAN_PLACE}[tabindex="0"]`, (g) => (g as SVGGElement).focus())
    await page.keyboard.press('ArrowUp')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Fritz Live/)
    await page.keyboard.press('Enter')
    await waitForFanCentre(page, 'Fritz Live')
    expect(await page.$eval('[data-testid="wiki-chart-bar"]', (e) => (e as HTMLElement).innerText)).toContain(
      'Family of Fritz Live',
    )
    expect(errors).toEqual([])
    await page.close()
  })
}
