// The fan chart (issue 49) as a reader meets it: in the builder (chart type "Fan" on the royal houses: five
// generations of King Felipe VI's known ancestors in 31 places that do not overlap, the SVG export and the print
// preview holding the whole fan on one page) and on example 30 (names never upside down, a click and the keyboard
// changing the centre, axe in both themes, the legend and buttons over no place at desktop and phone widths). One
// page load per describe.
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import { catchDownloads } from './helpers/downloads'
import { axeFindings, describeFindings, expectTheme, waitUntilStill } from './helpers/axe'
import { trackRequests } from './helpers/network-quiet'

const CHART = '#FamilyChart'
const PLACE = `${CHART} .f3-fan-place`

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A place's ring and angles, read from its painted outline (points along the path, around the fan's centre). */
interface PlaceShape {
  key: string
  id: string | null
  inner: number
  outer: number
  /** Degrees, clockwise from the positive x axis of the fan's own coordinates; `span` from `start`. */
  start: number
  span: number
}

/** Every place's shape: radii and angles of its outline, which d3.arc draws around the fan's origin. */
function placeShapes(page: Page, selector: string): Promise<PlaceShape[]> {
  return page.$$eval(selector, (gs) =>
    gs.map((g) => {
      const path = g.querySelector<SVGPathElement>('path')!
      const length = path.getTotalLength()
      const radii: number[] = []
      const angles: number[] = []
      for (let i = 0; i < 360; i++) {
        const p = path.getPointAtLength((length * i) / 360)
        const r = Math.hypot(p.x, p.y)
        radii.push(r)
        // The centre of the disc has no angle; points on it say nothing of the place's sides.
        if (r > 0.5) angles.push(((Math.atan2(p.y, p.x) * 180) / Math.PI + 360) % 360)
      }
      angles.sort((a, b) => a - b)
      // The angles the outline covers are the circle less its largest empty gap.
      let gapEnd = angles[0]
      let gap = angles[0] + 360 - angles[angles.length - 1]
      for (let i = 1; i < angles.length; i++) {
        if (angles[i] - angles[i - 1] > gap) {
          gap = angles[i] - angles[i - 1]
          gapEnd = angles[i]
        }
      }
      const span = 360 - gap
      return {
        key: g.getAttribute('data-key') ?? '',
        id: g.getAttribute('data-id'),
        // The centre is a whole disc: its outline is the circle alone.
        inner: span > 358 ? 0 : Math.min(...radii),
        outer: Math.max(...radii),
        start: gapEnd,
        span,
      }
    }),
  )
}

/** Pairs of places sharing area: their rings overlap by more than a pixel and their angles by more than 0.2°. */
function overlaps(shapes: PlaceShape[]): string[] {
  const found: string[] = []
  const shared = (a: PlaceShape, b: PlaceShape) =>
    [-360, 0, 360].some((shift) => {
      const from = Math.max(a.start, b.start + shift)
      const to = Math.min(a.start + a.span, b.start + shift + b.span)
      return to - from > 0.2
    })
  shapes.forEach((a, i) =>
    shapes.slice(i + 1).forEach((b) => {
      const ring = Math.min(a.outer, b.outer) - Math.max(a.inner, b.inner)
      if (ring > 1 && shared(a, b)) found.push(`${a.key} and ${b.key}`)
    }),
  )
  return found
}

/** Waits until the fan shows `count` places with `name` in the centre. */
function waitForCentre(page: Page, name: string, count?: number): Promise<unknown> {
  return page.waitForFunction(
    (sel, n, c) => {
      const places = document.querySelectorAll(sel)
      const centre = document.querySelector(`${sel}[aria-current="true"]`)
      return (c === null || places.length === c) && !!centre?.getAttribute('aria-label')?.startsWith(n)
    },
    { timeout: 20000 },
    PLACE,
    name,
    count ?? null,
  )
}

describe('the builder with the chart type Fan, on the royal houses', () => {
  let page: Page
  beforeAll(async () => {
    page = await browser.newPage()
    await page.setViewport({ width: 1440, height: 900 })
    await page.goto(`${baseUrl()}/create-tree?data_url=/data/data-royal-fan.json`, { waitUntil: 'networkidle0' })
    const fan = await page.waitForSelector('[data-testid="builder-config"] ::-p-aria([name="Fan"][role="radio"])')
    await fan!.click()
    // Ancestry depth left empty: the fan's own five generations.
    await waitForCentre(page, 'Felipe VI of Spain', 31)
  })
  afterAll(() => page?.close())

  it('draws five generations of known ancestors in exactly 31 places, none over another', async () => {
    const shapes = await placeShapes(page, PLACE)
    expect(shapes).toHaveLength(31)
    // Every ancestor is known: each place is a person's.
    expect(shapes.filter((s) => s.id)).toHaveLength(31)
    // Rings: the centre, then 2, 4, 8 and 16 places, each ring outside the one before.
    const rings = [...new Set(shapes.map((s) => Math.round(s.inner)))].sort((a, b) => a - b)
    expect(rings).toHaveLength(5)
    expect(rings.map((r) => shapes.filter((s) => Math.round(s.inner) === r).length)).toEqual([1, 2, 4, 8, 16])
    expect(overlaps(shapes)).toEqual([])
  })

  it('exports the whole fan as one SVG image and prints it on one page', async () => {
    const downloads = await catchDownloads(page)
    const choose = async (entry: string) => {
      const button = await page.waitForFunction(() =>
        [...document.querySelectorAll('button[aria-haspopup="menu"]')].find((b) =>
          b.textContent?.trim().startsWith('Export'),
        ),
      )
      await (button.asElement() as ElementHandle<Element>).click()
      const item = await page.waitForFunction(
        (e) => [...document.querySelectorAll('[role="menu"] [role="menuitem"]')].find((i) => i.textContent === e),
        {},
        entry,
      )
      await (item.asElement() as ElementHandle<Element>).click()
    }
    await choose('SVG image')
    const svg = (await downloads.next()).bytes.toString('utf8')
    // The print frame's document, taken when the frame would open the print dialog.
    await page.evaluate(() => {
      document.addEventListener(
        'load',
        (e) => {
          const frame = e.target
          if (!(frame instanceof HTMLIFrameElement)) return
          const win = frame.contentWindow as Window & typeof globalThis
          win.print = () => {
            ;(window as any).printed = win.document.documentElement.outerHTML
          }
        },
        true,
      )
    })
    await choose('Print…')
    const printed = String(await (await page.waitForFunction(() => (window as any).printed)).jsonValue())

    const check = await browser.newPage()
    for (const [what, html] of [
      ['SVG export', `<!DOCTYPE html><html><body style="margin:0">${svg.replace(/^<\?xml[^>]*>/, '')}</body></html>`],
      ['print preview', printed],
    ]) {
      await check.setContent(html)
      await check.emulateMediaType('print')
      // Every place lies inside the drawing's viewBox: the whole fan, not the part on screen.
      // Every place lies inside the drawing (whose viewBox clips what is outside): the whole fan, not the part on
      // screen.
      const outside = await check.$$eval('svg .f3-fan-place', (gs) => {
        const frame = (gs[0] as SVGGElement).ownerSVGElement!.getBoundingClientRect()
        return gs
          .filter((g) => {
            const b = g.getBoundingClientRect()
            return (
              b.left < frame.left - 0.5 ||
              b.top < frame.top - 0.5 ||
              b.right > frame.right + 0.5 ||
              b.bottom > frame.bottom + 0.5
            )
          })
          .map((g) => g.getAttribute('data-key'))
      })
      expect({ what, places: await check.$$eval('svg .f3-fan-place', (gs) => gs.length), outside }).toEqual({
        what,
        places: 31,
        outside: [],
      })
      // As Chromium prints it: one page.
      const pdf = Buffer.from(await check.pdf({ preferCSSPageSize: true })).toString('latin1')
      expect({ what, pages: pdf.match(/\/Type\s*\/Page[^s]/g)?.length }).toEqual({ what, pages: 1 })
    }
    expect(printed).toMatch(/@page \{ size: [^;]*landscape; margin: 10mm; \}/)
    await check.close()
  })
})

/** Screen angle (degrees) at which each name of the fan reads: along its arc's middle, or its straight rotation. */
function textAngles(page: Page): Promise<{ text: string; angle: number }[]> {
  return page.$$eval(`${PLACE} text`, (texts) =>
    texts.map((t) => {
      const el = t as SVGTextElement
      const along = el.querySelector('textPath')
      let angle: number
      if (along) {
        const path = document.querySelector<SVGPathElement>(along.getAttribute('href')!)!
        const m = path.getScreenCTM()!
        const half = path.getTotalLength() / 2
        const a = path.getPointAtLength(half - 1).matrixTransform(m)
        const b = path.getPointAtLength(half + 1).matrixTransform(m)
        angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI
      } else {
        const m = el.getScreenCTM()!
        angle = (Math.atan2(m.b, m.a) * 180) / Math.PI
      }
      return { text: el.textContent ?? '', angle: Math.round(angle * 10) / 10 }
    }),
  )
}
/** Names turned past a quarter turn either way: read upside down (along the radius at the top, ±90° is upright). */
const upsideDown = (angles: { text: string; angle: number }[]) =>
  angles.filter((a) => Math.abs(a.angle) > 90.5).map((a) => `${a.text} at ${a.angle}°`)

/** Tab into the fan as a keyboard user does, from the chart's search box (the fan's Tab stop comes before it). */
async function tabToFan(page: Page): Promise<void> {
  await page.focus(`${CHART} .f3-person-search`)
  await page.keyboard.down('Shift')
  await page.keyboard.press('Tab')
  await page.keyboard.up('Shift')
  expect(await page.evaluate(() => document.activeElement?.classList.contains('f3-fan-place'))).toBe(true)
}

/** The outlines of the fan's places, as drawn now. */
const outlines = (page: Page) => page.$$eval(`${PLACE} path`, (ps) => ps.map((p) => p.getAttribute('d')).join(' '))

/** Waits until the fan is drawn differently from `before` and has stopped moving (the same in two looks). */
async function fanStill(page: Page, before: string): Promise<void> {
  let last = before
  await page.waitForFunction(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  )
  for (let i = 0; i < 100; i++) {
    const now = await outlines(page)
    if (now !== before && now === last) return
    last = now
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))))
  }
  throw new Error('the fan did not settle')
}

/** A point inside the place named `name` (the middle of its ring and angles), in page pixels. */
async function pointIn(page: Page, name: string): Promise<{ x: number; y: number }> {
  const shapes = await placeShapes(page, PLACE)
  const keys = await page.$$eval(
    PLACE,
    (gs, n) => gs.map((g) => [g.getAttribute('data-key'), g.getAttribute('aria-label')?.startsWith(n)]),
    name,
  )
  const key = keys.find(([, named]) => named)?.[0]
  const shape = shapes.find((s) => s.key === key)
  if (!shape) throw new Error(`no place for ${name}`)
  return page.$eval(
    `${PLACE}[data-key="${key}"] path`,
    (path, s) => {
      const angle = ((s.start + s.span / 2) * Math.PI) / 180
      const r = (s.inner + s.outer) / 2
      const p = new DOMPoint(r * Math.cos(angle), r * Math.sin(angle)).matrixTransform(
        (path as SVGPathElement).getScreenCTM()!,
      )
      return { x: p.x, y: p.y }
    },
    shape,
  )
}

/**
 * The places whose painted area (the fill of their outline, not the box around it) lies under the fan's legend or
 * turn buttons, as "panel over place": points 2 px apart over each panel's box, tested against each outline's fill.
 * Also says whether that test finds the centre place under a point in the middle of its own disc, so an empty answer
 * means something.
 */
function panelsOverPlaces(page: Page): Promise<{ legend: boolean; probe: boolean; covered: string[] }> {
  return page.$eval(CHART, (chart) => {
    const arcs = [...chart.querySelectorAll<SVGPathElement>('.f3-fan-place .f3-fan-arc')]
    const inFill = (arc: SVGPathElement, x: number, y: number) =>
      arc.isPointInFill(new DOMPoint(x, y).matrixTransform(arc.getScreenCTM()!.inverse()))
    const steps = (from: number, to: number) => {
      const out: number[] = []
      for (let v = from; v < to; v += 2) out.push(v)
      return [...out, to]
    }
    const covered: string[] = []
    const legend = chart.querySelector<HTMLElement>('.f3-fan-legend')
    for (const panel of chart.querySelectorAll<HTMLElement>('.f3-fan-legend:not([hidden]), .f3-fan-controls')) {
      const r = panel.getBoundingClientRect()
      for (const arc of arcs) {
        const hit = steps(r.left, r.right).some((x) => steps(r.top, r.bottom).some((y) => inFill(arc, x, y)))
        if (hit) covered.push(`${panel.className} over ${arc.parentElement!.getAttribute('aria-label')}`)
      }
    }
    const centre = chart.querySelector<SVGPathElement>('.f3-fan-place[aria-current="true"] .f3-fan-arc')!
    const disc = centre.getBoundingClientRect()
    return {
      legend: !!legend && !legend.hidden && legend.getBoundingClientRect().height > 0,
      probe: inFill(centre, disc.left + disc.width / 2, disc.top + disc.height / 2),
      covered,
    }
  })
}

/**
 * Switches the site's colour mode with the navbar's button, as a reader does: on a phone the button is in the navbar's
 * menu, which is opened for it and closed again.
 */
async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const toggle = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])'
  // The one on screen (the menu's slides in from the side: it counts once wholly in the viewport).
  const visibleToggle = () =>
    page.$$eval(toggle, (buttons) =>
      buttons.findIndex((b) => {
        const r = b.getBoundingClientRect()
        return r.width > 0 && r.left >= 0 && r.right <= innerWidth
      }),
    )
  let menu = false
  for (let i = 0; i < 3; i++) {
    if ((await page.evaluate(() => document.documentElement.getAttribute('data-theme'))) === theme) break
    if ((await visibleToggle()) < 0) {
      await page.click('button[aria-label="Toggle navigation bar"]')
      menu = true
      await waitWhollyOnScreen(page, toggle)
    }
    await (await page.$$(toggle))[await visibleToggle()].click()
  }
  await expectTheme(page, theme)
  if (menu) await closeMenu(page)
}

/** Closes the phone navbar's menu with its close button, clicked once it is wholly on screen, again if it stays open. */
async function closeMenu(page: Page): Promise<void> {
  const close = 'button[aria-label="Close navigation bar"]'
  const open = () => page.evaluate(() => !!document.querySelector('.navbar-sidebar--show'))
  for (let i = 0; i < 3 && (await open()); i++) {
    await waitWhollyOnScreen(page, close)
    await page.click(close)
    await page
      .waitForFunction(() => !document.querySelector('.navbar-sidebar--show'), { timeout: 5000 })
      .catch(() => undefined)
  }
  expect(await open()).toBe(false)
}

/** Waits until an element matching `selector` is wholly in the viewport (the phone menu slides in from the side). */
async function waitWhollyOnScreen(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].some((b) => {
        const r = b.getBoundingClientRect()
        return r.width > 0 && r.left >= 0 && r.right <= innerWidth
      }),
    {},
    selector,
  )
}

describe('example 30: the fan chart', () => {
  let page: Page
  beforeAll(async () => {
    page = await browser.newPage()
    await page.setViewport({ width: 1440, height: 900 })
    trackRequests(page)
    await page.goto(`${baseUrl()}/examples/v2/30-fan-chart`, { waitUntil: 'networkidle0' })
    await waitForCentre(page, 'Felipe VI of Spain', 31)
  })
  afterAll(() => page?.close())

  it('keeps the legend and the turn buttons off every place, in both themes', async () => {
    await waitUntilStill(page)
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme)
      await waitUntilStill(page)
      expect({ theme, ...(await panelsOverPlaces(page)) }).toEqual({ theme, legend: true, probe: true, covered: [] })
    }
  })

  it('writes no name upside down, also when the fan is turned', async () => {
    const start = await placeShapes(page, PLACE)
    const fatherKey = (await page.$$eval(PLACE, (gs) =>
      gs.find((g) => /, father$/.test(g.getAttribute('aria-label') ?? ''))?.getAttribute('data-key'),
    ))!
    const fatherStart = start.find((s) => s.key === fatherKey)!.start
    const angles = await textAngles(page)
    expect(angles.length).toBeGreaterThanOrEqual(31)
    expect(upsideDown(angles)).toEqual([])
    // A quarter turn with the keyboard ([ turns by 15°), on a focused place.
    const before = await outlines(page)
    await tabToFan(page)
    for (let i = 0; i < 6; i++) await page.keyboard.press(']')
    await fanStill(page, before)
    const father = (shapes: PlaceShape[]) => shapes.find((s) => s.key === fatherKey)!
    expect(upsideDown(await textAngles(page))).toEqual([])
    const turned = await outlines(page)
    await page.keyboard.press('0')
    await fanStill(page, turned)
    expect(father(await placeShapes(page, PLACE)).start).toBeCloseTo(fatherStart, 0)
  })

  it('shows a shortened name whole in a tooltip when the pointer rests on the place', async () => {
    await page.$eval(CHART, (chart) => chart.scrollIntoView({ block: 'center', behavior: 'instant' }))
    // A place whose drawn name is cut short ("Princess…"): its tooltip is what says the whole name.
    const shortened = await page.$$eval(PLACE, (gs) =>
      gs
        .filter((g) => [...g.querySelectorAll('text')].some((t) => t.textContent?.includes('\u2026')))
        .map((g) => g.getAttribute('aria-label')!),
    )
    expect(shortened.length).toBeGreaterThan(0)
    const label = shortened[0]
    const { x, y } = await pointIn(page, label)
    await page.mouse.move(x, y)
    const tooltip = await page.waitForFunction(
      (l) =>
        [...document.querySelectorAll('.f3-fan-place')]
          .find((g) => g.getAttribute('aria-label') === l)
          ?.querySelector(':scope > title')?.textContent,
      {},
      label,
    )
    expect(await tooltip.jsonValue()).toBe(label)
  })

  it('puts a clicked person in the centre, and one the keyboard reaches with Enter', async () => {
    await page.$eval(CHART, (chart) => chart.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const { x, y } = await pointIn(page, 'Queen Sofía of Spain')
    expect(
      await page.evaluate(
        (px, py) => document.elementFromPoint(px, py)?.closest('.f3-fan-place')?.getAttribute('aria-label'),
        x,
        y,
      ),
    ).toBe('Queen Sofía of Spain, mother')
    await page.mouse.click(x, y)
    await waitForCentre(page, 'Queen Sofía of Spain', 31)
    // From the centre, Up goes to her father's place; Enter puts him in the centre.
    await tabToFan(page)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Queen Sofía/)
    await page.keyboard.press('ArrowUp')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Paul of Greece/)
    await page.keyboard.press('Enter')
    // Fewer of his ancestors are in the data: the fan draws only the rings that have someone, so no count here.
    await waitForCentre(page, 'Paul of Greece')
    expect(await page.$eval(`${CHART} [role="status"][aria-live="polite"]`, (r) => r.textContent)).toMatch(
      /Paul of Greece/,
    )
  })

  it('has nothing for axe to find in the light and the dark theme', async () => {
    await switchTheme(page, 'light')
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, '/examples/v2/30-fan-chart', 'light'))).toBe('')
    // The navbar's colour mode button, as a reader switches it.
    await switchTheme(page, 'dark')
    await waitUntilStill(page)
    expect(describeFindings(await axeFindings(page, '/examples/v2/30-fan-chart', 'dark'))).toBe('')
  })
})

describe('example 30 on a phone', () => {
  let page: Page
  beforeAll(async () => {
    page = await browser.newPage()
    await page.setViewport({ width: 375, height: 812 })
    trackRequests(page)
    await page.goto(`${baseUrl()}/examples/v2/30-fan-chart`, { waitUntil: 'networkidle0' })
    await waitForCentre(page, 'Felipe VI of Spain', 31)
  })
  afterAll(() => page?.close())

  it('keeps the legend and the turn buttons off every place, in both themes', async () => {
    await page.$eval(CHART, (chart) => chart.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await waitUntilStill(page)
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme)
      await waitUntilStill(page)
      expect({ theme, ...(await panelsOverPlaces(page)) }).toEqual({ theme, legend: true, probe: true, covered: [] })
    }
  })

  it('keeps the turn buttons, the legend and the search box apart, with the legend closed and open', async () => {
    const overlaps = () =>
      page.$eval(CHART, (chart) => {
        const named: [string, Element | null][] = [
          ['turn buttons', chart.querySelector('.f3-fan-controls')],
          ['legend', chart.querySelector('.f3-fan-legend:not([hidden])')],
          ['search box', chart.querySelector('.f3-person-search')],
        ]
        const boxes = named.filter(([, e]) => e).map(([name, e]) => [name, e!.getBoundingClientRect()] as const)
        const found: string[] = []
        for (const [i, [a, ra]] of boxes.entries())
          for (const [b, rb] of boxes.slice(i + 1))
            if (ra.left < rb.right && rb.left < ra.right && ra.top < rb.bottom && rb.top < ra.bottom)
              found.push(`${a} over ${b}`)
        return { shown: boxes.map(([name]) => name), found }
      })
    expect(await overlaps()).toEqual({ shown: ['turn buttons', 'legend', 'search box'], found: [] })
    const summary = await page.waitForSelector(`${CHART} .f3-fan-legend-title`)
    await summary!.click()
    await page.waitForFunction(
      (sel) => document.querySelector(`${sel} .f3-fan-legend`)?.hasAttribute('open'),
      {},
      CHART,
    )
    expect(await overlaps()).toEqual({ shown: ['turn buttons', 'legend', 'search box'], found: [] })
    await summary!.click()
  })
})
