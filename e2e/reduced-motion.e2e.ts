// Every example page with the system asking for reduced motion: a click on a card moves the cards (and the camera)
// to their new places at once, although most pages set a transition time, because the user's setting wins.
import type { Browser, Page } from 'puppeteer-core'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { baseUrl, launch } from './helpers/browser'

const root = join(__dirname, '..')
const routes = [
  ...readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.mdx')).map((f) => `/examples/${f.replace(/\.mdx$/, '')}`),
  ...readdirSync(join(root, 'examples', 'v2')).filter((f) => f.endsWith('.mdx')).map((f) => `/examples/v2/${f.replace(/\.mdx$/, '')}`),
]
/** Settled within 100 ms of the click, with a frame of slack for a loaded test machine. */
const SETTLED_WITHIN_MS = 150

let browser: Browser
beforeAll(async () => { browser = await launch() })
afterAll(async () => { await browser?.close() })

async function openReduced(route: string): Promise<Page> {
  const page = await browser.newPage()
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
  await page.setViewport({ width: 1400, height: 900 })
  await page.goto(baseUrl() + route, { waitUntil: 'networkidle0' })
  await page.waitForFunction(() => document.querySelectorAll('#FamilyChart .f3-card').length >= 3, { timeout: 15000 })
  return page
}

/** The centre of a visible, unobstructed card of someone other than the main person, named by its first line. */
async function otherPersonsCard(page: Page): Promise<{ name: string; x: number; y: number }> {
  const found = await page.evaluate(() => {
    for (const card of document.querySelectorAll<HTMLElement>('#FamilyChart .f3-card')) {
      if (card.classList.contains('f3-card-main') || card.getAttribute('aria-current')) continue
      const name = card.innerText.split('\n')[0].trim()
      if (!name || /^add\b/i.test(name)) continue
      const r = card.getBoundingClientRect()
      const x = r.left + r.width / 2, y = r.top + r.height / 2
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue
      if (card.contains(document.elementFromPoint(x, y))) return { name, x, y }
    }
    return null
  })
  if (!found) throw new Error('no visible card of another person to click')
  return found
}

/**
 * Starts watching where every card is on screen (box and opacity) from the next click, frame by frame; the watch ends
 * once nothing moved for half a second, and then says how long after the click the last change happened.
 */
async function watchMotionAfterClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { motion?: { lastChangeMs: number; done: boolean } }
    const snapshot = () => [...document.querySelectorAll<HTMLElement>('#FamilyChart .f3-card')].map((c) => {
      const r = c.getBoundingClientRect()
      const cont = c.closest<HTMLElement>('.f3-card-cont, .card_cont') ?? c
      return `${c.innerText.split('\n')[0]}@${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}:${getComputedStyle(cont).opacity}`
    }).join('|')
    document.addEventListener('click', () => {
      const start = performance.now()
      const state = { lastChangeMs: 0, done: false }
      w.motion = state
      let last = snapshot()
      const step = () => {
        const now = performance.now() - start
        const next = snapshot()
        if (next !== last) { state.lastChangeMs = now; last = next }
        if (now - state.lastChangeMs > 500) state.done = true
        else requestAnimationFrame(step)
      }
      requestAnimationFrame(step)
    }, { capture: true, once: true })
  })
}

describe.each(routes)('%s under prefers-reduced-motion: reduce', (route) => {
  it('a card click settles at once: cards and camera reach their final places within about 100 ms', async () => {
    const page = await openReduced(route)
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true)
    const target = await otherPersonsCard(page)
    const before = await page.$$eval('#FamilyChart .f3-card', (cs) => cs.map((c) => `${(c as HTMLElement).innerText}@${Math.round(c.getBoundingClientRect().left)},${Math.round(c.getBoundingClientRect().top)}`).join('|'))
    await watchMotionAfterClick(page)
    await page.mouse.click(target.x, target.y)
    await page.waitForFunction(() => (window as unknown as { motion?: { done: boolean } }).motion?.done === true, { timeout: 10000, polling: 50 })
    const lastChangeMs = await page.evaluate(() => (window as unknown as { motion: { lastChangeMs: number } }).motion.lastChangeMs)
    const after = await page.$$eval('#FamilyChart .f3-card', (cs) => cs.map((c) => `${(c as HTMLElement).innerText}@${Math.round(c.getBoundingClientRect().left)},${Math.round(c.getBoundingClientRect().top)}`).join('|'))
    // The click did something a person sees (a new main person, a recentred view), and it was not animated.
    expect(after).not.toBe(before)
    expect(lastChangeMs).toBeLessThanOrEqual(SETTLED_WITHIN_MS)
    await page.close()
  })
})

describe('without reduced motion (the watch itself)', () => {
  it('without the system setting, the same click animates (the watch sees motion long after the click)', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    await page.goto(baseUrl() + '/examples/v2/1-basic-tree', { waitUntil: 'networkidle0' })
    await page.waitForFunction(() => document.querySelectorAll('#FamilyChart .f3-card').length >= 3, { timeout: 15000 })
    const target = await otherPersonsCard(page)
    await watchMotionAfterClick(page)
    await page.mouse.click(target.x, target.y)
    await page.waitForFunction(() => (window as unknown as { motion?: { done: boolean } }).motion?.done === true, { timeout: 10000, polling: 50 })
    expect(await page.evaluate(() => (window as unknown as { motion: { lastChangeMs: number } }).motion.lastChangeMs)).toBeGreaterThan(300)
    await page.close()
  })
})
