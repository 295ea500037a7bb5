// The builder's "image Circle" cards, as a person sets them up (circle style, the birthday line removed): the box of
// every card is the style's 90 × 90 with the circle on the person's place and the name below, so the circles of a
// row line up in the builder, and the code it generates lays the cards out on the published 0.8.0 as on ours.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { openStandalone, type StandaloneLibrary } from './helpers/full-html'
import { CHART, generatedHtml, panelLabel, waitForCode } from './helpers/builder'
import { axeFindings, describeFindings } from './helpers/axe'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const WIDE = { width: 1600, height: 1000 }

/** One card as a person sees it: its name, the circle's centre on screen, and in tree units the person's place,
 * the circle's distance from that place and the size of the card's box. */
interface Circle {
  name: string
  place: [number, number]
  centre: [number, number]
  offset: [number, number]
  box: [number, number]
}

/** The cards' circles under `root` once every card is shown and nothing moved for two frames (both libraries). */
async function settledCircles(page: Page, root: string): Promise<Circle[]> {
  const handle = await page.waitForFunction(
    async (r) => {
      const conts = [...document.querySelectorAll<HTMLElement>(`${r} .card_cont`)].filter((c) =>
        c.querySelector('.card'),
      )
      if (!conts.length || conts.some((c) => Number(getComputedStyle(c).opacity) < 1)) return null
      const read = () =>
        conts.map((c) => {
          const card = c.querySelector<HTMLElement>('.card')!
          // Ours draws the circle as the image box; 0.8.0 as the card's inner box.
          const circle =
            card.querySelector<HTMLElement>('.f3-card-image') ?? card.querySelector<HTMLElement>('.card-image-circle')!
          const place = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(c.style.transform)!
          const at = c.getBoundingClientRect()
          const round = circle.getBoundingClientRect()
          const box = card.getBoundingClientRect()
          const k = round.width / circle.offsetWidth
          const centre: [number, number] = [round.x + round.width / 2, round.y + round.height / 2]
          return {
            name: card.querySelector<HTMLElement>('.card-label')!.innerText.trim(),
            place: [Number(place[1]), Number(place[2])],
            centre,
            offset: [(centre[0] - at.x) / k, (centre[1] - at.y) / k],
            box: [box.width / k, box.height / k],
          }
        })
      const before = JSON.stringify(read())
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      const after = read()
      return JSON.stringify(after) === before ? after : null
    },
    { timeout: 15000, polling: 100 },
    root,
  )
  return (await handle.jsonValue()) as Circle[]
}

/** The cards by row of the tree (its y), each row's circle centres on screen, top row first. */
function rows(circles: Circle[]): { y: number; centres: number[] }[] {
  const ys = [...new Set(circles.map((c) => c.place[1]))].sort((a, b) => a - b)
  return ys.map((y) => ({ y, centres: circles.filter((c) => c.place[1] === y).map((c) => c.centre[1]) }))
}

/** Fails unless the circles of every row with more than one card have their centres at one height. */
function expectRowsAligned(circles: Circle[]): void {
  const spread = rows(circles)
    .filter((row) => row.centres.length > 1)
    .map((row) => ({ y: row.y, spread: Math.round(Math.max(...row.centres) - Math.min(...row.centres)) }))
  expect(spread.length).toBeGreaterThan(1)
  expect(spread).toEqual(spread.map(({ y }) => ({ y, spread: 0 })))
}

/** What must match between the two libraries: per person, the place, the circle's offset from it, the box. */
function layoutByName(circles: Circle[]): Record<string, { place: number[]; offset: number[]; box: number[] }> {
  const r = (v: number) => Math.round(v)
  return Object.fromEntries(
    circles.map((c) => [c.name, { place: c.place.map(r), offset: c.offset.map(r), box: c.box.map(r) }]),
  )
}

async function circleBuilder(): Promise<Page> {
  const page = await open(browser, '/create-tree?transition_time=0&data_url=/data/data.json', WIDE)
  await page.waitForSelector(`${CHART} .f3-card`)
  await (await panelLabel(page, 'image Circle')).click()
  await page.click('[aria-label="Remove line 2"]')
  await waitForCode(page, ".setStyle('imageCircle')")
  await waitForCode(page, ".setCardDisplay([['first name', 'last name']])")
  return page
}

it('lines up the circles of each row in the builder, the name below a 90 × 90 box', async () => {
  const page = await circleBuilder()
  const circles = await settledCircles(page, CHART)
  expect(circles.length).toBeGreaterThan(5)
  expectRowsAligned(circles)
  for (const c of circles) {
    expect(c.box.map(Math.round)).toEqual([90, 90])
    expect(c.offset.map((v) => Math.abs(v) < 0.5)).toEqual([true, true])
  }
  // The name is below the circle's box, not inside it.
  const belowBox = await page.$$eval(`${CHART} .f3-card`, (cards) =>
    cards.every(
      (card) =>
        card.querySelector('.f3-card-label')!.getBoundingClientRect().top >= card.getBoundingClientRect().bottom,
    ),
  )
  expect(belowBox).toBe(true)
  await page.close()
})

it('lays the generated code out on the published 0.8.0 as on ours: places, circles and boxes', async () => {
  const page = await circleBuilder()
  const html = await generatedHtml(page)
  await page.close()
  const seen: Partial<Record<StandaloneLibrary, Circle[]>> = {}
  for (const library of ['ours', '0.8.0'] as const) {
    const standalone = await openStandalone(browser, html, WIDE, library)
    seen[library] = await settledCircles(standalone, '#FamilyChart')
    await standalone.close()
  }
  const ours = seen.ours!
  const published = seen['0.8.0']!
  expectRowsAligned(published)
  expectRowsAligned(ours)
  // Where the camera puts the tree may differ (ours keeps cards clear of the form); in the tree, nothing does.
  expect(Object.keys(layoutByName(ours))).toContain('Daniel Hartwell')
  expect(layoutByName(ours)).toEqual(layoutByName(published))
})

it('shows the names below the circles readable to axe-core', async () => {
  const page = await circleBuilder()
  await settledCircles(page, CHART)
  const findings = (await axeFindings(page, '/create-tree', 'dark', 'image Circle')).filter((f) => f.inChart)
  expect(describeFindings(findings)).toBe('')
  await page.close()
})
