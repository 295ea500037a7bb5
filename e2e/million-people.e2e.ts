// The 'A million people' demo: the chart on a data source served by a Web Worker. The first person's card appears,
// the chart's person search, over the whole million, finds a person who then becomes main, a click on a parent moves there, and the
// page passes axe in the dark theme and fits a phone's width.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { axeFindings, describeFindings, useTheme } from './helpers/axe'
import { trackRequests } from './helpers/network-quiet'
import { settledCards } from './helpers/person-form'
import { createShape } from '../src/demos/million/family-shape'
import { personById } from '../src/demos/million/person'
import { fullName, personLine, startId } from '../src/demos/million/demo'

const PATH = '/examples/additional/10-a-million-people'
// The people the test looks for are made by the same generator as the worker's: the test knows their names.
const shape = createShape()
const person = (id: string) => personById(shape, id)!

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Waits until the main card (not one leaving) shows `name` on its first line and the year `born` below it. */
async function waitForMain(page: Page, name: string, born: string): Promise<void> {
  await page.waitForFunction(
    (n, b) =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card-main')]
        .filter(
          (c) =>
            !(c.closest('.f3-card-cont') as unknown as { __data__?: { exiting?: boolean } } | null)?.__data__?.exiting,
        )
        .some((c) => {
          const lines = c.innerText.split('\n').map((l) => l.trim())
          return lines[0] === n && lines.slice(1).some((l) => l.split(/\s+/).includes(b))
        }),
    { timeout: 20000 },
    name,
    born,
  )
}

describe('a million people', () => {
  it('opens on its first person, finds anyone in the million, and moves to a parent on a click', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    await useTheme(page, 'dark')
    trackRequests(page)
    await page.goto(`${process.env.E2E_BASE_URL}${PATH}`, { waitUntil: 'load' })

    const first = person(startId(shape))
    await waitForMain(page, fullName(first), first.data.birthday)
    await page.waitForFunction(() =>
      /sent by the worker/.test(document.querySelector('[data-testid="million-status"]')?.textContent ?? ''),
    )

    // Someone far from the first person: a descendant born centuries later, in one of the last generations.
    const target = person(`p${shape.generations[16].start + 1234}`)
    // The chart's own person search, answered by the worker over the whole million.
    const box = await page.waitForSelector(
      'xpath/.//section[@data-demo]//input[@role="combobox"][starts-with(@aria-label, "Find a person")]',
    )
    await box!.click()
    await box!.type(`${fullName(target)} ${target.data.birthday}`)
    const optionXPath = `xpath/.//section[@data-demo]//li[@role="option"][normalize-space()="${personLine(target)}"]`
    const option = await page.waitForSelector(optionXPath, { timeout: 15000 })
    await option!.click()
    await waitForMain(page, fullName(target), target.data.birthday)

    const father = person(target.rels.father!)
    // The card is drawn again when its relatives arrive: a click on a card just replaced is made on the new one.
    for (let attempt = 1; ; attempt++) {
      const fatherCard = await page.waitForFunction(
        (n, b) =>
          [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].find((c) => {
            const lines = c.innerText.split('\n').map((l) => l.trim())
            return (
              lines[0] === n &&
              lines.slice(1).some((l) => l.split(/\s+/).includes(b)) &&
              !c.classList.contains('f3-card-main')
            )
          }),
        { timeout: 20000 },
        fullName(father),
        father.data.birthday,
      )
      try {
        await (fatherCard.asElement() as import('puppeteer-core').ElementHandle<Element>).click()
        break
      } catch (e) {
        if (attempt === 3 || !String(e).includes('detached')) throw e
      }
    }
    await waitForMain(page, fullName(father), father.data.birthday)

    // Axe judges contrast on what is drawn: the cards must have finished fading in.
    await settledCards(page, '[data-demo]')
    const findings = await axeFindings(page, PATH, 'dark', 'after navigating')
    expect(describeFindings(findings)).toBe('')
    await page.close()
  })

  it('fits a phone: the search box is in view and the page does not scroll sideways', async () => {
    const page = await open(browser, PATH, { width: 375, height: 800 })
    const first = person(startId(shape))
    await waitForMain(page, fullName(first), first.data.birthday)
    const fits = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-demo] input[role="combobox"]')!
      const r = input.getBoundingClientRect()
      return {
        scrollsSideways: document.documentElement.scrollWidth > innerWidth + 1,
        inView: r.left >= 0 && r.right <= innerWidth,
        width: r.width,
      }
    })
    expect(fits).toEqual({ scrollsSideways: false, inView: true, width: expect.any(Number) })
    expect(fits.width).toBeGreaterThan(100)
    await page.close()
  })
})
