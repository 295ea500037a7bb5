// The site shell: theme, navbar, landing page, 404, redirects, mobile menu, search, edit links, last update, llms.txt.
import type { Browser } from 'puppeteer-core'
import { baseUrl, launch, open, texts } from './helpers/browser'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_URL } from '../src/constants'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('theme and navbar', () => {
  it.each(['dark', 'light'])('follows the operating system on a first visit: %s', async (scheme) => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }])
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle0' })
    expect(await page.$eval('html', (el) => el.getAttribute('data-theme'))).toBe(scheme)
    // The page's colours follow too, not only the attribute (the light body is transparent: read the navbar).
    const background = await page.$eval('.navbar', (el) => getComputedStyle(el).backgroundColor)
    const [r, g, b] = background.match(/\d+/g)!.map(Number)
    if (scheme === 'dark') expect((r + g + b) / 3).toBeLessThan(80)
    else expect((r + g + b) / 3).toBeGreaterThan(180)
    await page.close()
  })

  it('keeps the theme chosen with the switch over the operating system preference', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }])
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle0' })
    await page.click('button[aria-label*="currently system mode"]')
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light')
    await page.reload({ waitUntil: 'networkidle0' })
    expect(await page.$eval('html', (el) => el.getAttribute('data-theme'))).toBe('light')
    await page.close()
  })

  it('has the four items, each going to its page and marked active there', async () => {
    const page = await open(browser, '/')
    const items: [string, string][] = [
      ['Getting Started', '/'],
      ['Create Tree', '/create-tree'],
      ['Examples', '/examples/v2/1-basic-tree'],
      ['Wiki Tree', '/wiki-tree'],
    ]
    expect(await texts(page, '.navbar__items:not(.navbar__items--right) .navbar__link')).toEqual(
      items.map(([label]) => label),
    )
    for (const [label, path] of items) {
      const links = await page.$$('.navbar__items:not(.navbar__items--right) .navbar__link')
      const labels = await Promise.all(links.map((l) => l.evaluate((e) => (e as HTMLElement).innerText.trim())))
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
        links[labels.indexOf(label)].click(),
      ])
      await page.waitForFunction((p) => location.pathname === p, {}, path)
      await page.waitForFunction(
        (l) =>
          [...document.querySelectorAll('.navbar__items:not(.navbar__items--right) .navbar__link--active')]
            .map((a) => (a as HTMLElement).innerText.trim())
            .join('|') === l,
        { timeout: 5000 },
        label,
      )
      expect(await texts(page, '.navbar__items:not(.navbar__items--right) .navbar__link--active')).toEqual([label])
    }
    await page.close()
  })

  it('keeps Examples active on every examples path', async () => {
    const page = await open(browser, '/examples/v2/1-basic-tree')
    expect(await texts(page, '.navbar__items:not(.navbar__items--right) .navbar__link--active')).toEqual(['Examples'])
    await page.close()
  })

  it.each([
    ['/docs/next/intro', 'next'],
    ['/docs/next/performance', 'next'],
    ['/docs/intro', 'v0.8.0'],
    ['/docs/installation', 'v0.8.0'],
    ['/examples/v2/1-basic-tree', 'v0.8.0'],
  ])('badges %s with the version it documents', async (path, badge) => {
    const page = await open(browser, path)
    expect(await page.$eval('.navbar-version', (e) => e.textContent)).toBe(badge)
    // On docs pages the badge and the version dropdown name the same version.
    if (path.startsWith('/docs/')) {
      const dropdown = await page.$eval('.navbar__items--right .dropdown > .navbar__link', (e) =>
        (e as HTMLElement).innerText.trim(),
      )
      expect(dropdown).toBe(badge === 'next' ? 'Next' : badge.slice(1))
    }
    await page.close()
  })

  it('is one row at every desktop width from 997 px, as high as at 1440 px, every label whole on one line', async () => {
    const page = await open(browser, '/docs/intro', { width: 1440, height: 900 })
    const navbar = () =>
      page.$eval('.navbar', (n) => {
        // The lines a label's text takes (its text nodes' line boxes), and whether it is cut.
        const lines = (el: Element) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
          const tops = new Set<number>()
          for (let t = walker.nextNode(); t; t = walker.nextNode()) {
            if (!t.textContent?.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(t)
            for (const r of range.getClientRects()) tops.add(Math.round(r.top))
          }
          return tops.size
        }
        const labels = [...n.querySelectorAll('.navbar__title, .navbar__link, .navbar-version')].filter(
          (e) => (e as HTMLElement).offsetWidth > 0,
        )
        const wrapped = labels
          .filter((e) => lines(e) > 1 || e.scrollWidth > e.clientWidth + 1)
          .map((e) => (e as HTMLElement).innerText.trim())
        const items = [...n.querySelectorAll('.navbar__inner > .navbar__items > *')].filter(
          (e) => (e as HTMLElement).offsetWidth > 0,
        )
        const rows = new Set(
          items.map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)),
        ).size
        return {
          height: n.getBoundingClientRect().height,
          rows,
          wrapped,
          labels: labels.length,
          overflow: n.scrollWidth > n.clientWidth,
        }
      })
    const wide = await navbar()
    expect(wide).toEqual({ height: wide.height, rows: 1, wrapped: [], labels: wide.labels, overflow: false })
    expect(wide.labels).toBeGreaterThanOrEqual(8)
    for (const width of [997, 1000, 1100, 1200, 1280]) {
      await page.setViewport({ width, height: 900 })
      await page.waitForFunction((w) => window.innerWidth === w, {}, width)
      expect({ width, ...(await navbar()) }).toEqual({ width, ...wide })
    }
    await page.close()
  })

  it('shows the library version and opens the repository in a new tab', async () => {
    const page = await open(browser, '/')
    expect(await page.$eval('.navbar-version', (e) => e.textContent)).toBe('v0.8.0')
    const target = await page.$eval('.navbar__items--right a[href*="github.com"]', (a) => a.getAttribute('target'))
    expect(target).toBe('_blank')
    await page.close()
  })
})

describe('landing page', () => {
  it('links its three cards and the image to their targets', async () => {
    const page = await open(browser, '/')
    const buttons = await page.$$eval('main article a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(buttons).toEqual([
      ['Browse Examples', '/examples/v2/1-basic-tree'],
      ['Start Creating', '/create-tree'],
      ['View WikiData Demo', '/wiki-tree?wiki_id=Q43274'],
    ])
    expect(await texts(page, 'main article h2')).toEqual([
      'Start with Examples',
      'Create from Scratch',
      'Try WikiData Integration',
    ])
    const img = await page.$eval('img[alt="British Royal Family Tree Example"]', (i) => [
      i.closest('a')!.getAttribute('href'),
      (i as HTMLImageElement).naturalWidth > 0,
    ])
    expect(img[0]).toBe('/wiki-tree?wiki_id=Q43274')
    await page.$eval('img[alt="British Royal Family Tree Example"]', (i) => (i as HTMLImageElement).scrollIntoView())
    await page.waitForFunction(
      () =>
        (document.querySelector('img[alt="British Royal Family Tree Example"]') as HTMLImageElement).naturalWidth > 0,
    )
    const repo = await page.$eval('[data-testid="repo-link"]', (a) => [
      a.getAttribute('target'),
      (a as HTMLElement).innerText,
    ])
    expect(repo).toEqual(['_blank', 'View the source on GitHub'])
    await page.close()
  })

  it('collapses the navbar into the menu and shortens labels at 375 px', async () => {
    const page = await open(browser, '/', { width: 375, height: 740 })
    expect(
      await page.$eval('.navbar__items:not(.navbar__items--right) .navbar__link', (e) => getComputedStyle(e).display),
    ).toBe('none')
    expect(await page.$eval('[data-testid="repo-link"]', (a) => (a as HTMLElement).innerText)).toBe('GitHub')
    await page.click('.navbar__toggle')
    // The menu slides in: its links have no rendered text until it is shown, so wait for what a person would read.
    await page.waitForFunction(
      () =>
        (document.querySelector('.navbar-sidebar__item .menu__link') as HTMLElement | null)?.innerText.trim() ===
        'Getting Started',
    )
    const entries = await texts(page, '.navbar-sidebar__item .menu__link')
    expect(entries.slice(0, 4)).toEqual(['Getting Started', 'Create Tree', 'Examples', 'Wiki Tree'])
    await page.close()
  })
})

describe('routing', () => {
  it('serves the 404 page for an unknown path', async () => {
    const page = await browser.newPage()
    const res = await page.goto(`${baseUrl()}/no-such-page-${Date.now()}`, { waitUntil: 'networkidle0' })
    expect(res!.status()).toBe(404)
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Oops! Page Not Found')
    expect(await page.content()).toContain(
      'The page you’re looking for seems to have wandered off...'.replace('’', "'"),
    )
    expect(await page.$eval('main a.button', (a) => [a.textContent, a.getAttribute('href')])).toEqual(['Go Home', '/'])
    await page.close()
  })

  it('redirects /examples to the first v2 example', async () => {
    const page = await open(browser, '/examples')
    await page.waitForFunction(() => location.pathname === '/examples/v2/1-basic-tree')
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Basic tree — v2')
    await page.close()
  })

  it.each([
    ['/docs', '/docs/intro'],
    ['/docs/next', '/docs/next/intro'],
  ])('sends %s to the first page of its docs, also without script', async (from, to) => {
    // The static page itself: a refresh (no script needed) beside the script, so any static server redirects.
    const res = await fetch(baseUrl() + from)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=${to}"`))
    expect(html).toContain(`window.location.href = '${to}'`)
    const page = await open(browser, from)
    await page.waitForFunction((p) => location.pathname === p, {}, to)
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Introduction')
    await page.close()
  })

  it('mounts one chart on the test page', async () => {
    const page = await open(browser, '/cypress/test-component')
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Cypress Test Template')
    await page.waitForSelector('[data-testid="family-chart"] .f3-card')
    expect((await page.$$('[data-testid="family-chart"] .f3-card-main')).length).toBe(1)
    await page.close()
  })
})

describe('start-up', () => {
  // The browser entry evaluates React DOM, the router and the route table one task each before Docusaurus' entry
  // (src/client/staged-entry.ts): every page kind must still come alive, with no error on the console.
  it.each(['/', '/docs/intro', '/examples/v2/1-basic-tree', '/create-tree', '/wiki-tree', '/examples/gallery'])(
    'hydrates %s and it answers a click',
    async (path) => {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (err) => errors.push(String(err)))
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      await page.setViewport({ width: 1400, height: 900 })
      await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' })
      await page.waitForSelector('html[data-has-hydrated="true"]')
      // React handles the theme switch only once hydrated: a click moves it to the next mode (system, light, dark).
      const toggle = 'button[aria-label*="Switch between dark and light mode"]'
      const before = await page.$eval(toggle, (el) => el.getAttribute('aria-label'))
      await page.click(toggle)
      await page.waitForFunction(
        (sel, b) => document.querySelector(sel)?.getAttribute('aria-label') !== b,
        {},
        toggle,
        before,
      )
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
      await page.close()
    },
  )

  it('highlights code with the site languages, on the server-rendered page and after hydration', async () => {
    const page = await open(browser, '/docs/intro')
    await page.waitForSelector('html[data-has-hydrated="true"]')
    const kinds = await page.$$eval('pre.prism-code .token', (tokens) => [...new Set(tokens.map((t) => t.className))])
    expect(kinds).toEqual(expect.arrayContaining(['token keyword', 'token string', 'token punctuation']))
    await page.close()
  })

  it('ships every script with the compile hint on its first line', async () => {
    const dir = join(__dirname, '..', 'build', 'assets', 'js')
    const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    for (const file of scripts)
      expect(readFileSync(join(dir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
  })
})

describe('search', () => {
  it('finds a docs page from the navbar search', async () => {
    const page = await open(browser, '/')
    await page.click('.navbar__search-input')
    await page.type('.navbar__search-input', 'validateData')
    await page.waitForSelector('.navbar__search [role="option"]', { timeout: 15000 })
    expect((await texts(page, '.navbar__search [role="option"]')).length).toBeGreaterThan(0)
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')])
    expect(new URL(page.url()).pathname).toMatch(/^\/docs\//)
    await page.close()
  })

  it('keeps what a person typed and their focus when the search code arrives late (slow network)', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    // The search bar's own script (the chunk with its label text) is held back until the test lets it through.
    const dir = join(__dirname, '..', 'build', 'assets', 'js')
    const searchChunks = readdirSync(dir).filter(
      (f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('theme.SearchBar.label'),
    )
    expect(searchChunks.length).toBeGreaterThan(0)
    // Only those requests are paused (CDP's Fetch domain with URL patterns), not every request of the page as
    // Puppeteer's request interception would: that also pauses the search index's fetch from the plugin's Web Worker,
    // which Puppeteer does not see and so never continues (puppeteer/puppeteer#4208), and the bar would wait forever.
    let holding = true
    const held: Array<() => void> = []
    let heldOne: () => void = () => undefined
    const someoneWaits = new Promise<void>((resolve) => {
      heldOne = resolve
    })
    const cdp = await page.createCDPSession()
    cdp.on('Fetch.requestPaused', (event: { requestId: string }) => {
      const release = () => {
        cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined)
      }
      if (holding) {
        held.push(release)
        heldOne()
      } else release()
    })
    await cdp.send('Fetch.enable', {
      patterns: searchChunks.map((f) => ({ urlPattern: '*/' + f, requestStage: 'Request' as const })),
    })
    await page.goto(baseUrl() + '/docs/intro', { waitUntil: 'load' })
    await page.waitForFunction(() => 'docusaurusRoot' in window)
    const box = await page.$eval('.navbar__search-input', (el) => {
      const r = el.getBoundingClientRect()
      return [r.x, r.y, r.width, r.height]
    })
    await page.click('.navbar__search-input')
    await page.keyboard.type('Basic')
    // The bar's script was asked for and is still held: the page has only the stand-in.
    await someoneWaits
    expect(await page.$('.navbar__search-input[role="combobox"]')).toBeNull()
    // Only now the search bar's script goes through.
    holding = false
    held.splice(0).forEach((release) => release())
    // The real search bar takes over: the text and the focus are still there, and typing goes on from there.
    await page.waitForFunction(() => document.querySelector('.navbar__search-input[role="combobox"]') !== null, {
      timeout: 20000,
    })
    expect(await page.$eval('.navbar__search-input', (el) => (el as HTMLInputElement).value)).toBe('Basic')
    expect(await page.evaluate(() => document.activeElement === document.querySelector('.navbar__search-input'))).toBe(
      true,
    )
    await page.keyboard.type(' tree')
    await page.waitForFunction(() => document.querySelectorAll('.navbar__search [role="option"]').length >= 2, {
      timeout: 15000,
    })
    expect(await page.$eval('.navbar__search-input', (el) => (el as HTMLInputElement).value)).toBe('Basic tree')
    // The stand-in sat exactly where the real box sits (no shift when it is replaced).
    await page.keyboard.press('Escape')
    const after = await page.$eval('.navbar__search-input', (el) => {
      const r = el.getBoundingClientRect()
      return [r.x, r.y, r.width, r.height]
    })
    expect(after).toEqual(box)
    await page.close()
  })
})

describe('search tells legacy from v2 examples', () => {
  it('names the group of each example in the results', async () => {
    const page = await open(browser, '/docs/intro')
    await page.click('.navbar__search-input')
    await page.type('.navbar__search-input', 'Basic tree')
    await page.waitForFunction(() => document.querySelectorAll('.navbar__search [role="option"]').length >= 2, {
      timeout: 15000,
    })
    const options = await texts(page, '.navbar__search [role="option"]')
    expect(options.some((o) => /Basic tree — Legacy API/.test(o))).toBe(true)
    expect(options.some((o) => /Basic tree — v2/.test(o))).toBe(true)
    await page.close()
  })

  it('shows the group as a badge after the example title', async () => {
    const page = await open(browser, '/examples/1-basic-tree')
    expect(await page.$eval('h1 .example-group-badge', (b) => (b as HTMLElement).innerText)).toBe('Legacy API')
    // The separator is for text readers only: it takes no room on screen.
    expect(await page.$eval('h1 .example-group-separator', (s) => s.getBoundingClientRect().width)).toBeLessThanOrEqual(
      1,
    )
    await page.close()
  })
})

describe('edit links and last update', () => {
  it.each([
    ['/docs/intro', 'versioned_docs/version-0.8.0/intro.md'],
    ['/docs/next/faq', 'docs/faq.md'],
    ['/examples/v2/1-basic-tree', 'examples/v2/1-basic-tree.mdx'],
    // The generated API reference is edited in the library source it is made from.
    ['/docs/next/api/classes/Chart', 'packages/family-chart/src/chart/chart.ts'],
  ])('%s links "Edit this page" to %s and says when it was last updated', async (path, file) => {
    const page = await open(browser, path)
    expect(await page.$eval('a.theme-edit-this-page', (a) => a.getAttribute('href'))).toBe(
      `${REPO_URL}/edit/main/${file}`,
    )
    expect(await page.$eval('.theme-last-updated', (e) => (e as HTMLElement).innerText)).toMatch(
      /Last updated on \w+ \d{1,2}, \d{4}/,
    )
    await page.close()
  })
})

describe('llms.txt', () => {
  it('lists every docs page and example the sitemap has, with a title', async () => {
    const [llms, sitemap] = await Promise.all(
      ['/llms.txt', '/sitemap.xml'].map((p) => fetch(baseUrl() + p).then((r) => r.text())),
    )
    expect(llms.startsWith('# family-chart\n\n> ')).toBe(true)
    const listed = new Set([...llms.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/]+(\/[^)]*)\)/gm)].map((m) => m[1]))
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
      .map((m) => m[1])
      .filter((p) => /^\/(docs|examples)\//.test(p) && p !== '/examples/gallery')
    expect(pages.length).toBeGreaterThan(60)
    expect(pages.filter((p) => !listed.has(p))).toEqual([])
    expect(llms).toMatch(/^## Docs \(0\.8\.0, current release\)$/m)
    expect(llms).toMatch(/^## Docs \(Next, unreleased\)$/m)
  })
})

describe('versioned docs', () => {
  it('offers 0.8.0 and Next, with Next marked unreleased', async () => {
    const page = await open(browser, '/docs/intro')
    const versions = await page.$$eval('.navbar__items--right .dropdown__menu .dropdown__link', (as) =>
      as.map((a) => [a.textContent, a.getAttribute('href')]),
    )
    expect(versions).toEqual(
      expect.arrayContaining([
        ['Next', '/docs/next/intro'],
        ['0.8.0', '/docs/intro'],
      ]),
    )
    await page.goto(baseUrl() + '/docs/next/intro', { waitUntil: 'networkidle0' })
    expect(await page.$eval('.theme-doc-version-banner', (b) => b.textContent)).toMatch(/unreleased/i)
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Introduction')
    await page.close()
  })
})

describe('footer', () => {
  it.each(['/docs/intro', '/docs/next/intro', '/examples/v2/1-basic-tree', '/'])(
    'has only links that resolve, from %s',
    async (from) => {
      const page = await open(browser, from)
      const hrefs = await page.$$eval('footer a.footer__link-item', (as) =>
        as.map((a) => a.getAttribute('href')!).filter((h) => h.startsWith('/')),
      )
      expect(hrefs).toEqual(expect.arrayContaining(['/docs/intro', '/examples/gallery']))
      for (const href of hrefs) {
        // Followed in the page (the client router), as a reader's click is: no "Page Not Found", a page title. The
        // next link is followed from `from` again, reached with the browser's Back as a reader does (a link to the page
        // itself stays on it).
        if ((await page.evaluate(() => location.pathname)) !== from) {
          await page.goBack()
          await page.waitForFunction(
            (f) => {
              const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
              return location.pathname === f && canonical != null && new URL(canonical).pathname === f
            },
            {},
            from,
          )
        }
        await page.$eval(`footer a.footer__link-item[href="${href}"]`, (a) => (a as HTMLElement).click())
        // The address changes before the new page is drawn (the router loads its code first): wait until the page's
        // head names it (its canonical address is written when it is drawn) and it has a heading.
        await page.waitForFunction(
          (h) => {
            const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
            return (
              location.pathname === h &&
              canonical != null &&
              new URL(canonical).pathname === h &&
              document.querySelector('main h1, article h1')
            )
          },
          {},
          href,
        )
        const title = await page.$eval('h1', (h) => h.textContent)
        expect({ href, title }).not.toEqual({ href, title: 'Oops! Page Not Found' })
        // And served as a page of its own, for a new tab or a shared address.
        expect({ href, status: (await fetch(baseUrl() + href)).status }).toEqual({ href, status: 200 })
      }
      await page.close()
    },
  )

  it('opens the Performance page from the released docs', async () => {
    const page = await open(browser, '/docs/intro')
    const link = (await page.$('xpath/.//footer//a[normalize-space(.)="Performance"]'))!
    await link.click()
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Performance')
    await page.close()
  })
})
