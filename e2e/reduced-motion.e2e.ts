// Every example page with the system asking for reduced motion: a click on a card (a place, on the fan example)
// moves the cards (and the camera) to their new places at once, although most pages set a transition time, because
// the user's setting wins.
import type { Browser, Page } from 'puppeteer-core'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { baseUrl, launch } from './helpers/browser'

const root = join(__dirname, '..')
const routes = [
  ...readdirSync(join(root, 'examples'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `/examples/${f.replace(/\.mdx$/, '')}`),
  ...readdirSync(join(root, 'examples', 'v2'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `/examples/v2/${f.replace(/\.mdx$/, '')}`),
]
/**
 * An animation shows its cards part-way in frame after frame (a 100 ms one already in about six): at once means no
 * more than a few frames in a row change: the cards jump, and the view may jump once or twice more as the page
 * around the chart settles and the tree is fitted again (refits, not transitions). A chart that loads people on
 * demand jumps again when they arrive, frames apart: separate jumps, not one animation, so the longest run of frames
 * in a row that change is what counts.
 */
const MAX_FRAMES_WITH_CHANGES = 3

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function openReduced(route: string): Promise<Page> {
  const page = await browser.newPage()
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
  await page.setViewport({ width: 1400, height: 900 })
  // Ready is the chart drawn and fitted (below), not the network quiet: that would wait out the site's prefetching.
  await page.goto(baseUrl() + route, { waitUntil: 'load' })
  await page.waitForFunction(
    () => document.querySelectorAll('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]').length >= 3,
    { timeout: 15000 },
  )
  // A chart type the drop-in loads on first use draws the hourglass meanwhile, marked busy: wait for the type's drawing.
  await page.waitForFunction(
    () => !document.querySelector('#FamilyChart[aria-busy="true"], #FamilyChart [aria-busy="true"]'),
    {
      timeout: 15000,
    },
  )
  await cardsStill(page)
  return page
}

/**
 * Waits until the cards have stood still for half a second: a chart is drawn first and fitted to its box after, and
 * the page around it may settle once more, so a card found before then is not where a person would click it.
 */
async function cardsStill(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const snapshot = () =>
          [...document.querySelectorAll('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]')]
            .map(
              (c) =>
                `${c.classList.contains('f3-card-main') ? 'main:' : ''}${c.textContent}@${Math.round(c.getBoundingClientRect().left)},${Math.round(c.getBoundingClientRect().top)}`,
            )
            .join('|')
        const end = Date.now() + 15000
        let last = snapshot()
        let since = Date.now()
        const tick = () => {
          const now = snapshot()
          if (now !== last) {
            last = now
            since = Date.now()
          }
          if (Date.now() - since >= 500) return resolve()
          if (Date.now() > end) return reject(new Error('the cards kept moving for 15 s'))
          setTimeout(tick, 100)
        }
        setTimeout(tick, 100)
      }),
  )
}

/**
 * The centre of a visible, unobstructed card of an ancestor (the top row: another generation than the main person,
 * so making them main changes the drawing), named by its first line; not an empty "Unknown" or "Add" card.
 */
async function otherPersonsCard(page: Page): Promise<{ name: string; x: number; y: number }> {
  const found = await page.evaluate(() => {
    const candidates: { name: string; x: number; y: number }[] = []
    for (const card of document.querySelectorAll<Element>(
      '#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]',
    )) {
      const cont = card.closest('.f3-card-cont, .card_cont') ?? card
      if (
        card.classList.contains('f3-card-main') ||
        card.getAttribute('aria-current') ||
        cont.querySelector('.f3-card-main, [aria-current]')
      )
        continue
      const name = (card instanceof HTMLElement ? card.innerText.split('\n')[0] : (card.textContent ?? '')).trim()
      if (!name || /^(add\b|unknown$)/i.test(name)) continue
      const r = card.getBoundingClientRect()
      const x = r.left + r.width / 2,
        y = r.top + r.height / 2
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue
      if (card.contains(document.elementFromPoint(x, y))) candidates.push({ name, x, y })
    }
    candidates.sort((a, b) => a.y - b.y)
    return candidates[0] ?? null
  })
  if (!found) throw new Error('no visible card of another person to click')
  return found
}

/**
 * Starts watching where every card is on screen (box and opacity) from the next click, frame by frame; the watch ends
 * once nothing moved for half a second. It counts the frames in which anything moved (an animation moves things in
 * every frame it runs) and keeps when the first and the last change were seen.
 */
async function watchMotionAfterClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      motion?: {
        firstChangeMs: number
        lastChangeMs: number
        framesWithChanges: number
        run: number
        longestRun: number
        done: boolean
      }
    }
    const snapshot = () =>
      [...document.querySelectorAll<HTMLElement>('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]')]
        .map((c) => {
          const r = c.getBoundingClientRect()
          const cont = c.closest<HTMLElement>('.f3-card-cont, .card_cont') ?? c
          return `${c.classList.contains('f3-card-main') ? 'main:' : ''}${c.textContent}@${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}:${getComputedStyle(cont).opacity}`
        })
        .join('|')
    document.addEventListener(
      'click',
      () => {
        const start = performance.now()
        const state = { firstChangeMs: -1, lastChangeMs: 0, framesWithChanges: 0, run: 0, longestRun: 0, done: false }
        w.motion = state
        let last = snapshot()
        const step = () => {
          const now = performance.now() - start
          const next = snapshot()
          if (next !== last) {
            if (state.firstChangeMs < 0) state.firstChangeMs = now
            state.framesWithChanges++
            state.run++
            state.longestRun = Math.max(state.longestRun, state.run)
            state.lastChangeMs = now
            last = next
          } else state.run = 0
          if (now - state.lastChangeMs > 500) state.done = true
          else requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      },
      { capture: true, once: true },
    )
  })
}

describe.each(routes)('%s under prefers-reduced-motion: reduce', (route) => {
  it('a card click moves cards and camera to their new places at once, with no animation frames', async () => {
    const page = await openReduced(route)
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true)
    const target = await otherPersonsCard(page)
    const before = await page.$$eval('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]', (cs) =>
      cs
        .map(
          (c) =>
            `${c.classList.contains('f3-card-main') ? 'main:' : ''}${c.textContent}@${Math.round(c.getBoundingClientRect().left)},${Math.round(c.getBoundingClientRect().top)}`,
        )
        .join('|'),
    )
    await watchMotionAfterClick(page)
    await page.mouse.click(target.x, target.y)
    await page.waitForFunction(() => (window as unknown as { motion?: { done: boolean } }).motion?.done === true, {
      timeout: 10000,
      polling: 50,
    })
    const motion = await page.evaluate(
      () => (window as unknown as { motion: { firstChangeMs: number; longestRun: number } }).motion,
    )
    const after = await page.$$eval('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]', (cs) =>
      cs
        .map(
          (c) =>
            `${c.classList.contains('f3-card-main') ? 'main:' : ''}${c.textContent}@${Math.round(c.getBoundingClientRect().left)},${Math.round(c.getBoundingClientRect().top)}`,
        )
        .join('|'),
    )
    // The click did something a person sees (a new main person, a recentred view), and it was not animated. (In a
    // small family the new main person's drawing can match the old one card for card: the main mark still moves.)
    expect(after).not.toBe(before)
    expect(motion.firstChangeMs).toBeGreaterThanOrEqual(0)
    expect(motion.longestRun).toBeLessThanOrEqual(MAX_FRAMES_WITH_CHANGES)
    await page.close()
  })
})

describe('the first drawing under prefers-reduced-motion: reduce', () => {
  it.each(['/examples/15-trim-tree', '/examples/v2/1-basic-tree', '/examples/v2/12-single-parent'])(
    '%s: the first frame that shows the cards shows them where they stay',
    async (route) => {
      const page = await browser.newPage()
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
      await page.setViewport({ width: 1400, height: 900 })
      // After every frame (a task queued from the frame's callbacks runs once it is painted), where each card is in
      // the chart's box: the page scrolling or the box moving does not count, a card moving in it does.
      await page.evaluateOnNewDocument(() => {
        const seen: string[] = []
        ;(window as unknown as { arrangements: string[] }).arrangements = seen
        const look = () =>
          setTimeout(() => {
            const box = document.querySelector('#FamilyChart')?.getBoundingClientRect()
            const cards = [...document.querySelectorAll('#FamilyChart .f3-card')]
            if (box && cards.length) {
              const now = cards
                .map((c) => {
                  const r = c.getBoundingClientRect()
                  return `${c.closest('[data-id]')?.getAttribute('data-id')}@${Math.round(r.left - box.left)},${Math.round(r.top - box.top)}`
                })
                .sort()
                .join(' ')
              if (seen[seen.length - 1] !== now) seen.push(now)
            }
          }, 0)
        const frame = () => {
          look()
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
      await page.goto(baseUrl() + route, { waitUntil: 'load' })
      await page.waitForFunction(() => document.querySelectorAll('#FamilyChart .f3-card').length >= 3, {
        timeout: 15000,
      })
      await cardsStill(page)
      const arrangements = await page.evaluate(() => (window as unknown as { arrangements: string[] }).arrangements)
      expect(arrangements.length).toBeGreaterThan(0)
      expect(arrangements[0]).toBe(arrangements[arrangements.length - 1])
      await page.close()
    },
  )
})

describe('without reduced motion (the watch itself)', () => {
  it('without the system setting, the same click animates (the watch sees motion long after the click)', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    await page.goto(baseUrl() + '/examples/v2/1-basic-tree', { waitUntil: 'networkidle0' })
    await page.waitForFunction(
      () => document.querySelectorAll('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]').length >= 3,
      { timeout: 15000 },
    )
    const target = await otherPersonsCard(page)
    await watchMotionAfterClick(page)
    await page.mouse.click(target.x, target.y)
    await page.waitForFunction(() => (window as unknown as { motion?: { done: boolean } }).motion?.done === true, {
      timeout: 10000,
      polling: 50,
    })
    const motion = await page.evaluate(
      () =>
        (window as unknown as { motion: { firstChangeMs: number; lastChangeMs: number; framesWithChanges: number } })
          .motion,
    )
    expect(motion.lastChangeMs - motion.firstChangeMs).toBeGreaterThan(300)
    expect(motion.framesWithChanges).toBeGreaterThan(10)
    await page.close()
  })
})
