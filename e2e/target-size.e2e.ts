// Every kind of control the library draws, found by its role and name, is at least 24 × 24 CSS px on screen (WCAG 2.2,
// 2.5.8), also when the chart is fitted small: mini-tree buttons (HTML and SVG cards), shared-branch toggles, the
// form's icon buttons, buttons, gender radios (their labels are the targets) and fields.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { clickCardNamed, formControl, waitForFormTitle } from './helpers/person-form'

const CHART = '#FamilyChart'
const MIN = 24
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

type Box = { name: string; width: number; height: number }

/** The on-screen boxes of the elements `selector` finds (a role and a name); `byLabel`: of the label holding each one. */
async function boxes(page: Page, selector: string, byLabel = false): Promise<Box[]> {
  const out: Box[] = []
  for (const h of await page.$$(selector)) {
    out.push(
      await h.evaluate((el, label) => {
        const t = (label && el.closest('label')) || el
        const r = t.getBoundingClientRect()
        return { name: el.getAttribute('aria-label') ?? (t.textContent ?? '').trim(), width: r.width, height: r.height }
      }, byLabel),
    )
  }
  return out
}
const tooSmall = (list: Box[]) => list.filter((b) => b.width < MIN - 0.01 || b.height < MIN - 0.01)

const PHONE = { width: 390, height: 800 }
/** The scale the chart's cards are drawn at (below 1 once the tree is fitted into a small view). */
const cardScale = (page: Page, chart: string) =>
  page.$eval(`${chart} .f3-html-cards`, (el) =>
    Number(/scale\(([\d.]+)\)/.exec((el as HTMLElement).style.transform)?.[1] ?? 1),
  )

describe('controls drawn on cards', () => {
  it('duplicate-branch demo: the shared-branch toggles are 24 × 24 or larger at the fitted zoom', async () => {
    const page = await open(browser, '/examples/additional/3-duplicate-branch-toggle', { width: 1400, height: 900 })
    const chart = '.f3'
    await page.waitForSelector(`${chart} ::-p-aria([name="Show the shared branch here"][role="button"])`, {
      timeout: 15000,
    })
    const toggles = await boxes(
      page,
      `${chart} ::-p-aria([name="Show the shared branch here"][role="button"]), ${chart} ::-p-aria([name="Shared branch shown here"][role="button"])`,
    )
    expect(toggles).toHaveLength(2)
    // The demo is fitted below full size, which is what made its toggles small.
    expect(await cardScale(page, chart)).toBeLessThan(1)
    expect(tooSmall(toggles)).toEqual([])
    await page.close()
  })

  it('HTML cards on a phone, fitted small: the mini-tree buttons are 24 × 24 or larger', async () => {
    const page = await open(browser, '/examples/v2/1-basic-tree', PHONE)
    await page.waitForSelector(`${CHART} button[aria-label^="Show the family of"]`, { timeout: 15000 })
    expect(await cardScale(page, CHART)).toBeLessThan(1)
    const minis = await boxes(page, `${CHART} button[aria-label^="Show the family of"]`)
    expect(minis.length).toBeGreaterThan(0)
    expect(tooSmall(minis)).toEqual([])
    await page.close()
  })

  it('SVG cards on a phone, fitted small: the mini-tree buttons are 24 × 24 or larger', async () => {
    const page = await open(browser, '/examples/v2/6-svg-cards', PHONE)
    await page.waitForSelector(`${CHART} g[role="button"][aria-label^="Show the family of"]`, { timeout: 15000 })
    const view = await page.$eval(`${CHART} svg g[transform*="scale"]`, (g) =>
      Number(/scale\(([\d.]+)\)/.exec(g.getAttribute('transform') ?? '')?.[1] ?? 1),
    )
    expect(view).toBeLessThan(1)
    const minis = await boxes(page, `${CHART} g[role="button"][aria-label^="Show the family of"]`)
    expect(minis.length).toBeGreaterThan(0)
    expect(tooSmall(minis)).toEqual([])
    await page.close()
  })
})

describe('controls of the person form', () => {
  it('icon buttons, buttons, gender radios and fields are 24 × 24 or larger', async () => {
    const page = await open(browser, '/create-tree?transition_time=0', { width: 1600, height: 1000 })
    await clickCardNamed(page, CHART, 'Name Surname')
    await waitForFormTitle(page, CHART, 'Name Surname')
    await formControl(page, CHART, 'radio', 'Male')
    const buttons = await boxes(page, `${CHART} .f3-form-cont ::-p-aria([role="button"])`)
    const radios = await boxes(page, `${CHART} .f3-form-cont ::-p-aria([role="radio"])`, true)
    const fields = await boxes(page, `${CHART} .f3-form-cont ::-p-aria([role="textbox"])`)
    // Add relative, Remove relation, Close, Submit, Cancel, Delete ... each is there and big enough.
    expect(buttons.map((b) => b.name)).toEqual(expect.arrayContaining(['Add relative', 'Submit']))
    expect(radios).toHaveLength(2)
    expect(fields.length).toBeGreaterThan(0)
    expect(tooSmall([...buttons, ...radios, ...fields])).toEqual([])
    // A radio's label is its target: pressing the label checks it.
    const female = await page.$(`${CHART} .f3-form-cont ::-p-aria([role="radio"][name="Female"])`)
    await female!.evaluate((r) => (r.closest('label') as HTMLElement).click())
    expect(await female!.evaluate((r) => (r as HTMLInputElement).checked)).toBe(true)
    await page.close()
  })
})
