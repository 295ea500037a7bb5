// What a person sees of the chart, checked by geometry: marriage texts between their own couple, zoom to card
// zooming, custom cards the size of their box, controls in the chart never over a card, big trees readable.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { clickCardNamed, fillField, findCard, pressFormButton, waitForFormTitle } from './helpers/person-form'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 375, height: 812 }

interface Box {
  x: number
  y: number
  width: number
  height: number
}
interface NamedBox extends Box {
  name: string
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1

/** The chart's zoom scale, read from the transform of its card layer. */
const chartScale = (page: Page, root = 'body') =>
  page.$eval(`${root} .f3-html-cards`, (el) => new DOMMatrix(getComputedStyle(el).transform).a)

/** Waits until the cards stop moving (transitions and camera flights done). */
async function settled(page: Page, root = 'body'): Promise<void> {
  await page.waitForSelector(`${root} .f3 div.f3-card`, { timeout: 30000 })
  const snapshot = () =>
    page.$$eval(`${root} .f3 div.f3-card`, (cs) =>
      cs
        .map((c) => {
          const r = c.getBoundingClientRect()
          return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}`
        })
        .join(';'),
    )
  let before = await snapshot()
  for (let i = 0; i < 60; i++) {
    await new Promise((r) => setTimeout(r, 250))
    const now = await snapshot()
    if (now === before) return
    before = now
  }
  throw new Error('the cards kept moving')
}

/** The visible part of each card (cut to the chart's drawing area), named by the card's first line of text. */
function visibleCards(page: Page, root = 'body'): Promise<NamedBox[]> {
  return page.$$eval(`${root} .f3 div.f3-card`, (cs) =>
    cs.flatMap((c) => {
      const canvas = c.closest('.f3-canvas')!.getBoundingClientRect()
      const r = c.getBoundingClientRect()
      const x0 = Math.max(r.left, canvas.left)
      const y0 = Math.max(r.top, canvas.top)
      const x1 = Math.min(r.right, canvas.right)
      const y1 = Math.min(r.bottom, canvas.bottom)
      if (x1 - x0 < 1 || y1 - y0 < 1) return []
      return [
        { name: (c as HTMLElement).innerText.split('\n')[0].trim(), x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
      ]
    }),
  )
}

describe('several spouses (additional/2, marriage date)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('each marriage date sits between its own couple and over no card (%s)', async (_label, viewport) => {
    const page = await open(browser, '/examples/additional/2-marriage-date', viewport)
    await settled(page, '[data-demo]')
    const labels = await page.$$eval('[data-demo] g.f3-link-group', (groups) =>
      groups.flatMap((g) => {
        const text = g.querySelector('text.f3-link-text')
        const link = (g as unknown as { __data__?: { spouses?: { data: { data: Record<string, string> } }[] } })
          .__data__
        if (!text || !link?.spouses) return []
        const name = (d: { data: { data: Record<string, string> } }) =>
          `${d.data.data['first name']} ${d.data.data['last name']}`
        const r = text.getBoundingClientRect()
        return [
          { text: text.textContent, couple: link.spouses.map(name), x: r.x, y: r.y, width: r.width, height: r.height },
        ]
      }),
    )
    expect(labels.map((l) => l.text)).toEqual(
      expect.arrayContaining(['m. 1962-06-09', 'm. 1975-09-20', 'm. 1990-05-12']),
    )
    const cards = await visibleCards(page, '[data-demo]')
    const card = (name: string) => {
      const found = cards.find((c) => c.name === name)
      if (!found) throw new Error(`no card ${name} in ${cards.map((c) => c.name).join(', ')}`)
      return found
    }
    for (const label of labels) {
      const [a, b] = label.couple.map(card)
      const middle = label.x + label.width / 2
      const centres = [a.x + a.width / 2, b.x + b.width / 2].sort((p, q) => p - q)
      // Between the two spouses of that marriage, and no other card's centre between it and them.
      expect({ label: label.text, between: middle > centres[0] && middle < centres[1] }).toEqual({
        label: label.text,
        between: true,
      })
      for (const other of cards) {
        expect({ label: label.text, card: other.name, overlaps: overlap(label, other) }).toEqual({
          label: label.text,
          card: other.name,
          overlaps: false,
        })
      }
    }
    // The 1962 marriage is Eleanor and Richard's, and its text is nearer Richard than any other card is.
    const first = labels.find((l) => l.text === 'm. 1962-06-09')!
    expect(first.couple.sort()).toEqual(['Eleanor Vance', 'Richard Hale'])
    await page.close()
  })
})

describe('zoom to card (legacy 8, v2/9)', () => {
  it.each(['/examples/8-zoom-to-card', '/examples/v2/9-zoom-to-card'])(
    '%s zooms to full size on a card',
    async (path) => {
      // On a phone the fitted tree is zoomed out, so zooming to a card must change the scale.
      const page = await open(browser, path, PHONE)
      await settled(page)
      const before = await chartScale(page)
      expect(before).toBeLessThan(0.9)
      await page.waitForFunction(
        () => {
          const el = document.querySelector('.f3-html-cards')
          return !!el && Math.abs(new DOMMatrix(getComputedStyle(el).transform).a - 1) < 0.001
        },
        { timeout: 15000 },
      )
      await settled(page)
      expect(await chartScale(page)).toBeCloseTo(1, 3)
      await page.close()
    },
  )
})

describe('custom tree card (legacy 3, v2/3)', () => {
  it.each(['/examples/3-custom-tree-card', '/examples/v2/3-custom-tree-card'])(
    '%s: each card is the size of its content, nothing clipped',
    async (path) => {
      const page = await open(browser, path, DESKTOP)
      await settled(page)
      const cards = await page.$$eval('.f3 div.f3-card', (cs) =>
        cs.map((c) => {
          const content = c.firstElementChild as HTMLElement
          const r = c.getBoundingClientRect()
          const q = content.getBoundingClientRect()
          const clipped = [content, ...content.querySelectorAll<HTMLElement>('*')]
            .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
            .map((el) => `${el.className}: "${el.textContent?.trim()}"`)
          return {
            name: (c as HTMLElement).innerText.split('\n')[0].trim(),
            custom: !c.classList.contains('f3-card-empty'),
            dx: [q.left - r.left, r.right - q.right],
            dy: [q.top - r.top, r.bottom - q.bottom],
            clipped,
          }
        }),
      )
      const custom = cards.filter((c) => c.custom)
      expect(custom.length).toBeGreaterThan(3)
      for (const c of custom) {
        expect({ card: c.name, dx: c.dx.map(Math.round), dy: c.dy.map(Math.round), clipped: c.clipped }).toEqual({
          card: c.name,
          dx: [0, 0],
          dy: [0, 0],
          clipped: [],
        })
      }
      await page.close()
    },
  )
})

/** Every visible control inside the chart's container: the nav area's controls and buttons of the page's own. */
function chartControls(page: Page, chart: string): Promise<NamedBox[]> {
  return page.$$eval(`${chart} button, ${chart} input, ${chart} select, ${chart} [role="combobox"]`, (els) =>
    els.flatMap((el) => {
      if (el.closest('.f3-canvas') || el.closest('.f3-form-cont, .f3-form, [class*="form"]')) return []
      const r = el.getBoundingClientRect()
      if (r.width < 1 || r.height < 1 || getComputedStyle(el).visibility === 'hidden') return []
      return [
        {
          name:
            el.getAttribute('aria-label') ||
            (el as HTMLElement).innerText ||
            el.getAttribute('placeholder') ||
            el.tagName,
          x: r.x,
          y: r.y,
          width: r.width,
          height: r.height,
        },
      ]
    }),
  )
}

describe('controls in the chart never cover a card', () => {
  // [name, path, an element around the chart, the chart's container]
  const DEMO = '[data-demo]'
  const LIVE = '[data-testid="live-chart"]'
  const pages: [string, string, string, string][] = [
    ['additional/3 (search box)', '/examples/additional/3-duplicate-branch-toggle', DEMO, `${DEMO} .f3`],
    ['additional/8 (permission controls)', '/examples/additional/8-edit-add-perm', DEMO, `${DEMO} .f3`],
    ['v2/10 (big tree: search, Random Person)', '/examples/v2/10-big-tree', LIVE, '#FamilyChart'],
    ['legacy 9 (big tree)', '/examples/9-big-tree', LIVE, '#FamilyChart'],
  ]
  for (const viewport of [DESKTOP, PHONE]) {
    it.each(pages)(`%s at ${viewport.width}×${viewport.height}`, async (_name, path, around, chart) => {
      const page = await open(browser, path, viewport)
      await settled(page, around)
      const controls = await chartControls(page, chart)
      expect(controls.length).toBeGreaterThan(0)
      const cards = await visibleCards(page, around)
      expect(cards.length).toBeGreaterThan(0)
      const hits = controls.flatMap((c) =>
        cards.filter((card) => overlap(c, card)).map((card) => `${c.name} over ${card.name}`),
      )
      expect(hits).toEqual([])
      await page.close()
    })
  }
})

describe('undo and redo on the chart (v2/17, edit tree)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('after an edit they take the top of the chart, over no card (%s)', async (_label, viewport) => {
    const page = await open(browser, '/examples/v2/17-edit-tree', viewport)
    const LIVE = '[data-testid="live-chart"]'
    await settled(page, LIVE)
    await clickCardNamed(page, '#FamilyChart', 'Daniel Hartwell')
    await waitForFormTitle(page, '#FamilyChart', 'Daniel Hartwell')
    await fillField(page, '#FamilyChart', 'first name', 'Dan')
    await pressFormButton(page, '#FamilyChart', 'Submit')
    await findCard(page, '#FamilyChart', 'Dan Hartwell')
    await page.waitForSelector('#FamilyChart .f3-history-controls:not([hidden])')
    await settled(page, LIVE)
    const controls = await chartControls(page, '#FamilyChart .f3-nav-cont')
    expect(controls.map((c) => c.name)).toEqual(expect.arrayContaining(['Undo', 'Redo']))
    const cards = await visibleCards(page, LIVE)
    expect(cards.length).toBeGreaterThan(3)
    const hits = controls.flatMap((c) =>
      cards.filter((card) => overlap(c, card)).map((card) => `${c.name} over ${card.name}`),
    )
    expect(hits).toEqual([])
    await page.close()
  })
})

describe('big tree examples open readable', () => {
  it.each(['/examples/9-big-tree', '/examples/v2/10-big-tree'])(
    '%s: full size, every card line holds text',
    async (path) => {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await open(browser, path, viewport)
        await settled(page)
        expect(await chartScale(page)).toBeGreaterThanOrEqual(0.9)
        const rows = await page.$$eval('.f3 div.f3-card:not(.f3-card-empty) .f3-card-row', (rs) =>
          rs.map((r) => (r as HTMLElement).innerText.trim()),
        )
        expect(rows.length).toBeGreaterThan(0)
        expect(rows.filter((r) => r === '')).toEqual([])
        await page.close()
      }
    },
  )
})
