// Languages and right to left, as a reader meets them: the Hebrew example reads right to left (the region's dir, a
// husband to the right of his wife, each generation mirrored about the main person), its arrow keys go where the
// cards are on screen, and axe finds nothing in either theme; the Chinese example's names fit their cards (desktop and
// 375 px) and come out of its PDF as text; the builder's language choice speaks the language in its preview and puts
// it in its code.
import type { Browser, KeyInput, Page } from 'puppeteer-core'
import { baseUrl, launch, open } from './helpers/browser'
import { selectOption, waitForCode } from './helpers/builder'
import { trackRequests } from './helpers/network-quiet'
import { catchDownloads } from './helpers/downloads'
import { answerFromLocalCdn } from './helpers/full-html'
import { pdfText } from './helpers/pdf-text'
import { findCard, settledCards } from './helpers/person-form'
import { axeFindings, describeFindings, useTheme, waitUntilStill, type Theme } from './helpers/axe'

const CHART = '#FamilyChart'
const HEBREW = '/examples/v2/31-hebrew-family'
const CHINESE = '/examples/v2/32-chinese-family'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function openExample(path: string, theme: Theme = 'light'): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport({ width: 1400, height: 900 })
  await useTheme(page, theme)
  trackRequests(page)
  await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' })
  await settledCards(page, CHART)
  return page
}

/** The horizontal centre on screen of the card whose first line is `name`. */
async function centreX(page: Page, name: string): Promise<number> {
  const card = await findCard(page, CHART, name)
  return card.evaluate((c) => {
    const r = c.getBoundingClientRect()
    return r.left + r.width / 2
  })
}

/** The first line of the focused card, or what else has focus. */
const focused = (page: Page) =>
  page.evaluate((c) => {
    const el = document.activeElement as HTMLElement | null
    if (el?.matches(`${c} .f3-card`)) return el.innerText.split('\n')[0].trim()
    return el ? el.tagName.toLowerCase() : 'nothing'
  }, CHART)

describe('a Hebrew family, right to left', () => {
  let page: Page
  beforeAll(async () => {
    page = await openExample(HEBREW)
  })
  afterAll(async () => {
    await page?.close()
  })

  it('is marked right to left in Hebrew and mirrored: fathers to the right, each couple about its child', async () => {
    const marks = await page.$eval(CHART, (cont) => {
      const region = cont.querySelector('[role="region"]')!
      return {
        lang: cont.getAttribute('lang'),
        dir: region.getAttribute('dir'),
        name: region.getAttribute('aria-label'),
      }
    })
    expect(marks).toEqual({ lang: 'he', dir: 'rtl', name: 'עץ משפחה' })
    const x = async (first: string, last: string) => centreX(page, `${first} ${last}`)
    const noa = await x('נועה', 'לוי')
    const david = await x('דוד', 'לוי')
    const anna = await x('Anna', 'Schmidt')
    // The English layout has the father left of the mother, both the same distance from their child: mirrored.
    expect(david).toBeGreaterThan(noa)
    expect(anna).toBeLessThan(noa)
    expect(Math.abs(david - noa - (noa - anna))).toBeLessThan(2)
    expect(await x('יוסף', 'לוי')).toBeGreaterThan(await x('רבקה', 'לוי'))
    // Card text starts at the right.
    const textDir = await (await findCard(page, CHART, 'נועה לוי')).evaluate((c) => getComputedStyle(c).direction)
    expect(textDir).toBe('rtl')
  })

  it('moves with the arrow keys to the card on that side of the screen', async () => {
    const main = await findCard(page, CHART, 'נועה לוי')
    await main.focus()
    expect(await focused(page)).toBe('נועה לוי')
    await page.keyboard.press('ArrowUp')
    const parent = await focused(page)
    expect(['דוד לוי', 'Anna Schmidt']).toContain(parent)
    // Whichever parent: the other one is reached by the arrow pointing at it on screen.
    const [toOther, back]: KeyInput[] = parent === 'דוד לוי' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
    await page.keyboard.press(toOther)
    expect(await focused(page)).toBe(parent === 'דוד לוי' ? 'Anna Schmidt' : 'דוד לוי')
    await page.keyboard.press(back)
    expect(await focused(page)).toBe(parent)
    // From the father, ArrowLeft is his wife on his left.
    if (parent !== 'דוד לוי') await page.keyboard.press('ArrowRight')
    expect(await focused(page)).toBe('דוד לוי')
    await page.keyboard.press('ArrowLeft')
    expect(await focused(page)).toBe('Anna Schmidt')
  })

  it('has nothing axe finds, in the light theme and the dark', async () => {
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, HEBREW, 'light'))).toBe('')
    const dark = await openExample(HEBREW, 'dark')
    await waitUntilStill(dark)
    expect(describeFindings(await axeFindings(dark, HEBREW, 'dark'))).toBe('')
    await dark.close()
  })
})

/** The Chinese example at `width` × 800, its CDN scripts (jsPDF, svg2pdf.js) answered from node_modules. */
async function openChinese(width: number): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport({ width, height: 800 })
  trackRequests(page)
  await page.setRequestInterception(true)
  page.on('request', (req) => {
    if (answerFromLocalCdn(req)) return
    if (req.url().startsWith(baseUrl())) return void req.continue()
    return void req.abort()
  })
  await page.goto(baseUrl() + CHINESE, { waitUntil: 'networkidle0' })
  await settledCards(page, CHART)
  return page
}

describe('a Chinese family', () => {
  for (const width of [1400, 375]) {
    it(`shows every name whole inside its card, ${width} px wide`, async () => {
      const page = await openChinese(width)
      const cards = await settledCards(page, CHART)
      expect(cards).toEqual(expect.arrayContaining(['王 晓明 / 1993', '欧阳 美玲 / 1968', '王 国强 / 1940']))
      const overflows = await page.$$eval(`${CHART} .f3-card`, (all) =>
        all.flatMap((card) => {
          const box = card.getBoundingClientRect()
          // Every element holding text directly: its text is not cut (scrollWidth) and its box stays inside the card.
          const holders = [...card.querySelectorAll<HTMLElement>('*')].filter((el) =>
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
          )
          return holders
            .filter((el) => {
              const r = el.getBoundingClientRect()
              const cut = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0
              return cut || r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1
            })
            .map((el) => el.textContent!.trim())
        }),
      )
      expect(overflows).toEqual([])
      await page.close()
    })
  }

  it('saves a PDF whose text is the names, in the CJK font served by the site and fetched for them', async () => {
    const page = await openChinese(1400)
    const fonts: string[] = []
    page.on('request', (req) => {
      if (/\/fonts\//.test(req.url())) fonts.push(new URL(req.url()).pathname)
    })
    const names = await page.$$eval(`${CHART} .f3-card`, (all) =>
      all.map((c) => (c as HTMLElement).innerText.split('\n')[0].trim()).filter(Boolean),
    )
    expect(names).toEqual(expect.arrayContaining(['王 晓明', '欧阳 美玲']))
    const downloads = await catchDownloads(page)
    await page.click('xpath///button[normalize-space(.)="保存为 PDF"]')
    const pdf = await downloads.next(90000)
    expect(pdf.name).toBe('family-tree.pdf')
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(pdf.bytes).join(' ')
    for (const name of names) expect(text).toContain(name)
    expect(fonts).toEqual(['/fonts/NotoSansCJK-names.ttf'])
    await page.waitForFunction(
      () => document.querySelector('.pdf-bar [role="status"]')?.textContent === '已保存 family-tree.pdf',
    )
    await page.close()
  })
})

describe('the builder’s language choice', () => {
  it('speaks Hebrew right to left in the preview, loads it in the code, and goes back to English', async () => {
    const page = await open(browser, '/create-tree?transition_time=0', { width: 1600, height: 1000 })
    await settledCards(page, CHART)
    const region = () =>
      page.$eval(`${CHART} [role="region"]`, (r) => ({
        dir: r.getAttribute('dir'),
        name: r.getAttribute('aria-label'),
      }))
    expect(await region()).toEqual({ dir: null, name: 'Family tree' })
    await selectOption(page, 'Language', 'he')
    await waitForCode(page, '.setLocale(f3Locales.he)')
    await waitForCode(page, '/dist/locales/he.min.js"></script>')
    await page.waitForFunction(
      (c) => document.querySelector(`${c} [role="region"]`)?.getAttribute('dir') === 'rtl',
      {},
      CHART,
    )
    expect(await region()).toEqual({ dir: 'rtl', name: 'עץ משפחה' })
    await selectOption(page, 'Language', '')
    await waitForCode(page, 'setLocale', false)
    await page.waitForFunction((c) => !document.querySelector(`${c} [role="region"]`)?.hasAttribute('dir'), {}, CHART)
    expect(await region()).toEqual({ dir: null, name: 'Family tree' })
    await page.close()
  })
})
