// The site as a visitor of the published site sees it: served under a host name that is not local (Chromium maps
// family-chart.test to the test server), where the Add group (additional demos) is not offered. No link a reader can
// follow — sidebar, previous / next, footer, gallery — leads into it, and Next from the first example of each shown
// group ends on that group's last example.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'

const HOST = 'family-chart.test'
const ADD = '/examples/additional/'

let browser: Browser
beforeAll(async () => {
  browser = await launch([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`])
})
afterAll(async () => {
  await browser?.close()
})

/** The test server's address with the production-like host name. */
const publicUrl = (path: string) => {
  const url = new URL(baseUrl())
  url.hostname = HOST
  return url.origin + path
}

async function openPublic(path: string): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 900 })
  await page.goto(publicUrl(path), { waitUntil: 'networkidle0' })
  expect(await page.evaluate(() => location.hostname)).toBe(HOST)
  return page
}

/** Every link in the page (the mobile drawer included), as its address's path. */
const linkPaths = (page: Page) =>
  page.$$eval('a[href]', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
const nextLink = (page: Page) =>
  page.$eval('nav.pagination-nav a.pagination-nav__link--next', (a) => a.getAttribute('href')).catch(() => null)

describe('on a host that is not local', () => {
  it('offers only the Old and New groups in the examples sidebar', async () => {
    const page = await openPublic('/examples/v2/1-basic-tree')
    expect(
      await page.$$eval('[data-testid="examples-sidebar"] [aria-pressed]', (bs) => bs.map((b) => b.textContent)),
    ).toEqual(['Old', 'New'])
    await page.close()
  })

  it.each([
    ['Old', '/examples/1-basic-tree'],
    ['New', '/examples/v2/1-basic-tree'],
  ])(
    'walks the %s group with Next to its last example without any link into the Add group',
    async (group, first) => {
      const page = await openPublic(first)
      const visited: string[] = []
      for (let next: string | null = first; next; next = await nextLink(page)) {
        if (visited.length) {
          await page.click('nav.pagination-nav a.pagination-nav__link--next')
          // Drawn once the sidebar marks the new page as current (the address changes before the page is drawn).
          await page.waitForFunction(
            (p) => location.pathname === p && document.querySelector(`a.menu__link[aria-current="page"][href="${p}"]`),
            {},
            next,
          )
        }
        visited.push(next)
        const intoAdd = (await linkPaths(page)).filter((p) => p.startsWith(ADD))
        expect({ page: next, intoAdd }).toEqual({ page: next, intoAdd: [] })
      }
      expect(visited.length).toBeGreaterThan(10)
      // The last page of the walk is the last example the sidebar lists: Next stopped inside the group.
      const listed = await page.$$eval('[data-testid="examples-sidebar"] a.menu__link', (as) =>
        as.map((a) => a.getAttribute('href')),
      )
      expect({ group, last: visited[visited.length - 1] }).toEqual({ group, last: listed[listed.length - 1] })
      await page.close()
    },
    180000,
  )

  it('keeps the footer and the gallery to the shown groups', async () => {
    const page = await openPublic('/examples/gallery')
    expect(await page.$$eval('section[data-group]', (s) => s.map((e) => e.getAttribute('data-group')))).toEqual([
      'old',
      'new',
    ])
    const footer = await page.$$eval('footer a[href]', (as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    )
    expect(footer).toEqual(expect.arrayContaining(['/examples/gallery', '/examples/v2/1-basic-tree']))
    expect((await linkPaths(page)).filter((p) => p.startsWith(ADD))).toEqual([])
    await page.close()
  })
})

describe('on the local host', () => {
  it('still offers the Add group, in the sidebar and the gallery', async () => {
    const page = await browser.newPage()
    await page.goto(baseUrl() + '/examples/gallery', { waitUntil: 'networkidle0' })
    expect(await page.$$eval('section[data-group]', (s) => s.map((e) => e.getAttribute('data-group')))).toEqual([
      'old',
      'new',
      'add',
    ])
    await page.goto(baseUrl() + '/examples/v2/1-basic-tree', { waitUntil: 'networkidle0' })
    expect(
      await page.$$eval('[data-testid="examples-sidebar"] [aria-pressed]', (bs) => bs.map((b) => b.textContent)),
    ).toEqual(['Old', 'New', 'Add'])
    await page.close()
  })
})
