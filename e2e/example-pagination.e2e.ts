// The examples' previous / next links and breadcrumbs: a reader who follows "Next" from a group's first example sees
// every example of that group in the sidebar's order and never lands in another group; the breadcrumbs name the group.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open, texts } from './helpers/browser'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GROUPS } = require('../src/gallery/catalog') as { GROUPS: { id: string; title: string }[] }

const FIRST_PAGE: Record<string, string> = {
  old: '/examples/1-basic-tree',
  new: '/examples/v2/1-basic-tree',
  add: '/examples/additional/1-private-cards',
}
/** Whether an example address belongs to the group. */
const IN_GROUP: Record<string, (path: string) => boolean> = {
  old: (p) => /^\/examples\/[^/]+$/.test(p) && p !== '/examples/gallery',
  new: (p) => p.startsWith('/examples/v2/'),
  add: (p) => p.startsWith('/examples/additional/'),
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const pathname = (page: Page) => page.evaluate(() => location.pathname)
const linkOf = (page: Page, kind: 'prev' | 'next') =>
  page.$eval(`nav.pagination-nav a.pagination-nav__link--${kind}`, (a) => a.getAttribute('href')).catch(() => null)
const breadcrumbs = (page: Page) => texts(page, 'nav[aria-label="Breadcrumbs"] .breadcrumbs__item')

describe.each(GROUPS.map((g) => [g.title, g] as const))('%s', (title, group) => {
  it('walks every example of the group with Next, in the sidebar order, without leaving it, with the group in the breadcrumbs', async () => {
    const page = await open(browser, FIRST_PAGE[group.id])
    // The group's examples as its sidebar lists them (served from localhost: the Add group is offered too).
    const listed = await page.$$eval('[data-testid="examples-sidebar"] a.menu__link', (as) =>
      as.map((a) => a.getAttribute('href')!),
    )
    expect(listed.length).toBeGreaterThan(5)
    expect(listed.every(IN_GROUP[group.id])).toBe(true)
    expect(await linkOf(page, 'prev')).toBeNull()

    const visited: string[] = []
    for (;;) {
      const here = await pathname(page)
      visited.push(here)
      expect({ here, inGroup: IN_GROUP[group.id](here) }).toEqual({ here, inGroup: true })
      const crumbs = await breadcrumbs(page)
      // Home, the group's name, the page: never a folder name.
      expect({ here, group: crumbs[crumbs.length - 2] }).toEqual({ here, group: title })
      expect(crumbs.filter((c) => c === 'v2' || c === 'additional')).toEqual([])
      const prev = await linkOf(page, 'prev')
      if (visited.length > 1) expect(prev).toBe(visited[visited.length - 2])
      const next = await linkOf(page, 'next')
      if (!next) break
      expect({ here, next, inGroup: IN_GROUP[group.id](next) }).toEqual({ here, next, inGroup: true })
      expect(visited).not.toContain(next)
      await page.click('nav.pagination-nav a.pagination-nav__link--next')
      // The address changes before the new page is drawn (the router loads its code first): wait until the sidebar
      // marks the new page as current, which is drawn together with its previous / next links.
      await page.waitForFunction(
        (p) =>
          location.pathname === p &&
          document.querySelector(`[data-testid="examples-sidebar"] a.menu__link[aria-current="page"][href="${p}"]`) &&
          document.querySelector('nav.pagination-nav'),
        {},
        next,
      )
    }
    expect(visited).toEqual(listed)
    await page.close()
  }, 180000)
})
