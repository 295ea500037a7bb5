// The example-page framework on /examples/v2/1-basic-tree: sidebar groups, live chart, code tabs, copy.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch, open, texts } from './helpers/browser'
import { clickIntoCodeEditor } from './helpers/code-editor'
import { capturePostedForms, codesandboxFiles, postFrom, stackblitzFiles } from './helpers/sandbox'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
  await browser
    .defaultBrowserContext()
    .overridePermissions(baseUrl(), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write'])
})
afterAll(async () => {
  await browser?.close()
})

const cardTexts = (page: Page) => texts(page, '#FamilyChart .f3-card')

async function openBasic(): Promise<Page> {
  const page = await open(browser, '/examples/v2/1-basic-tree')
  await page.waitForSelector('#FamilyChart .f3-card')
  return page
}

/** Replaces the example's JS in the code editor as a person would: click in, select all, delete, type. */
async function replaceCode(page: Page, code: string) {
  await clickIntoCodeEditor(page, 'Example code editor')
  await page.keyboard.down('Control')
  await page.keyboard.press('a')
  await page.keyboard.up('Control')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(code)
}

async function selectTab(page: Page, tab: string) {
  await page.click(`[role="tab"][data-tab="${tab}"]`)
  await page.waitForSelector(`[role="tab"][data-tab="${tab}"][aria-selected="true"]`)
}

describe('examples sidebar', () => {
  it('starts on the group of the address and switches groups', async () => {
    const page = await openBasic()
    const pressed = () =>
      page.$$eval('[data-testid="examples-sidebar"] [aria-pressed="true"]', (b) => b.map((x) => x.textContent))
    expect(await pressed()).toEqual(['New'])
    // Served from localhost, so the Add group is offered.
    expect(await texts(page, '[data-testid="examples-sidebar"] [role="group"] button')).toEqual(['Old', 'New', 'Add'])
    const links = () =>
      page.$$eval('[data-testid="examples-sidebar"] a.menu__link', (as) => as.map((a) => a.getAttribute('href')))
    expect((await links()).every((h) => h!.includes('/v2/'))).toBe(true)
    await page.click('[data-testid="examples-sidebar"] button[data-group="old"]')
    expect(await pressed()).toEqual(['Old'])
    expect((await links()).some((h) => h!.includes('/v2/'))).toBe(false)
    await page.close()
  })

  it('opens as a drawer from the Examples button on a phone', async () => {
    const page = await open(browser, '/examples/v2/1-basic-tree', { width: 375, height: 740 })
    await page.click('[data-testid="examples-drawer-button"]')
    await page.waitForSelector('.navbar-sidebar a.menu__link[href="/examples/v2/1-basic-tree"]', { visible: true })
    expect(await texts(page, '.navbar-sidebar [data-testid="examples-sidebar-mobile"] button')).toEqual([
      'Old',
      'New',
      'Add',
    ])
    await page.close()
  })
})

describe('basic tree example', () => {
  it('draws the chart 700 px high with the data', async () => {
    const page = await openBasic()
    expect(await cardTexts(page)).toEqual(expect.arrayContaining(['Daniel Hartwell\n1975']))
    expect(await page.$eval('[data-testid="live-chart"]', (e) => e.getBoundingClientRect().height)).toBe(700)
    await page.close()
  })

  it('shows each code tab', async () => {
    const page = await openBasic()
    expect(
      await texts(page, '[aria-label="Example code"] > [role="tab"], [aria-label="Example code"] [role="tab"]'),
    ).toEqual(expect.arrayContaining(['JS', 'Full HTML', 'Data JSON', 'Frameworks']))
    expect(await page.$('[role="tab"][data-tab="css"]')).toBeNull()
    const panelText = () => page.$eval('[role="tabpanel"]', (p) => (p as HTMLElement).innerText)
    expect(await panelText()).toContain("f3.createChart('#FamilyChart', data)")
    await selectTab(page, 'html')
    expect(await panelText()).toContain('https://cdn.jsdelivr.net/npm/family-chart@0.8.0')
    expect(await panelText()).toContain('<div id="FamilyChart"')
    await selectTab(page, 'json')
    expect(await panelText()).toContain('"first name": "Daniel"')
    await selectTab(page, 'frameworks')
    for (const [tab, marker] of [
      ['vue', '<template>'],
      ['react', 'useEffect'],
      ['angular', '@Component'],
      ['svelte', 'onMount'],
    ]) {
      await selectTab(page, tab)
      expect(await page.$eval('[role="tabpanel"] [role="tabpanel"]', (p) => (p as HTMLElement).innerText)).toContain(
        marker,
      )
    }
    await page.close()
  })

  it('re-runs the chart when the JS is edited, and keeps it on an error', async () => {
    const page = await openBasic()
    await replaceCode(
      page,
      'function create(data) { const c = f3.createChart("#FamilyChart", data).setTransitionTime(0); c.setCardHtml().setCardDisplay([["first name"]]); c.updateTree({ initial: true }) }',
    )
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#FamilyChart .f3-card')].some(
        (c) => (c as HTMLElement).innerText.trim() === 'Daniel',
      ),
    )
    expect(await cardTexts(page)).not.toContain('Daniel Hartwell\n1975')

    await page.keyboard.type(' oops(')
    await page.waitForSelector('[data-testid="run-error"]')
    expect(await page.$eval('[data-testid="run-error"]', (e) => e.textContent)).toMatch(/SyntaxError/)
    expect(await cardTexts(page)).toContain('Daniel')
    await page.close()
  })

  it('loads d3 when edited code starts using it, and runs the code once it is there', async () => {
    const page = await openBasic()
    // The example itself does not use d3, so the page has not loaded the namespace.
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    await replaceCode(
      page,
      'function create(data) { const c = f3.createChart("#FamilyChart", data).setTransitionTime(0); c.setCardHtml().setCardDisplay([["first name"]]); c.updateTree({ initial: true }); d3.select("#FamilyChart").attr("data-by-d3", d3.range(3).join("-")) }',
    )
    await page.waitForSelector('#FamilyChart[data-by-d3="0-1-2"]')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#FamilyChart .f3-card')].some(
        (c) => (c as HTMLElement).innerText.trim() === 'Daniel',
      ),
    )
    // No run failed on a missing d3 while its chunk loaded.
    expect(await page.$('[data-testid="run-error"]')).toBeNull()
    expect(errors).toEqual([])
    await page.close()
  })

  it('copies the code to the clipboard and shows a check for a second', async () => {
    const page = await openBasic()
    await page.click('[aria-label="Copy code"]')
    await page.waitForSelector('button[data-copied="true"]')
    const clip = await page.evaluate(() => navigator.clipboard.readText())
    expect(clip).toContain("f3.createChart('#FamilyChart', data)")
    await page.waitForSelector('button[data-copied="false"]', { timeout: 3000 })
    await page.close()
  })

  it('uses short tab names on a phone', async () => {
    // In a context of its own: the framework chosen by another test would name the last tab.
    const page = await (await browser.createBrowserContext()).newPage()
    await page.setViewport({ width: 375, height: 740 })
    await page.goto(baseUrl() + '/examples/v2/1-basic-tree', { waitUntil: 'networkidle0' })
    await page.waitForSelector('#FamilyChart .f3-card')
    // The Frameworks tab is named for the framework it opens on (Vue until another is chosen).
    expect(await texts(page, '[aria-label="Example code"] [role="tab"]')).toEqual(['JS', 'HTML', 'JSON', 'Vue'])
    expect(await page.$eval('[data-testid="live-chart"]', (e) => e.getBoundingClientRect().height)).toBe(500)
    await page.browserContext().close()
  })
})

describe('code tabs on a phone', () => {
  /** A page in a browser context of its own: no framework chosen by an earlier test is remembered. */
  async function openFresh(path: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await (await browser.createBrowserContext()).newPage()
    await page.setViewport(viewport)
    await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' })
    return page
  }

  /** Each tab of the example's code as the accessibility tree names it, with what it shows and the top of its box. */
  async function codeTabs(page: Page) {
    const tabs = await page.$$('[aria-label="Example code"] > [role="tab"]')
    return Promise.all(
      tabs.map(async (tab) => {
        const node = await page.accessibility.snapshot({ root: tab, interestingOnly: false })
        return tab.evaluate(
          (t, name) => ({
            shown: (t as HTMLElement).innerText,
            name,
            top: Math.round(t.getBoundingClientRect().top),
            right: t.getBoundingClientRect().right,
          }),
          node?.name ?? '',
        )
      }),
    )
  }

  it.each(['/examples/10-vue-plugin-example', '/examples/11-html-card-styling', '/examples/v2/20-gedcom-import'])(
    'keeps the tabs of %s on one row at 320 px, short on screen and whole for screen readers',
    async (route) => {
      const page = await openFresh(route, { width: 320, height: 700 })
      await page.waitForSelector('#FamilyChart .f3-card')
      const tabs = await codeTabs(page)
      // The two legacy examples come with CSS; the GEDCOM one has a data file instead of JSON.
      const css = route.includes('gedcom') ? [] : [{ shown: 'CSS', name: 'CSS' }]
      const data = route.includes('gedcom')
        ? { shown: 'Data', name: 'Data file' }
        : { shown: 'JSON', name: 'Data JSON' }
      expect(tabs.map(({ shown, name }) => ({ shown, name }))).toEqual([
        { shown: 'JS', name: 'JS' },
        { shown: 'HTML', name: 'Full HTML' },
        data,
        ...css,
        { shown: 'Vue', name: 'Vue and other frameworks' },
      ])
      expect(new Set(tabs.map((t) => t.top)).size).toBe(1)
      // And the row (with the copy button beside it) stays inside the page: nothing scrolls sideways.
      const copy = await page.$eval(
        '[aria-label="Example code"] ~ button[aria-label="Copy code"]',
        (b) => b.getBoundingClientRect().right,
      )
      expect(Math.max(copy, ...tabs.map((t) => t.right))).toBeLessThanOrEqual(320)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      await page.browserContext().close()
    },
  )

  it('names the short Frameworks tab for the framework last chosen', async () => {
    const page = await openFresh('/examples/v2/1-basic-tree', { width: 320, height: 700 })
    await page.waitForSelector('#FamilyChart .f3-card')
    await selectTab(page, 'frameworks')
    await selectTab(page, 'angular')
    const tabs = await codeTabs(page)
    const last = tabs[tabs.length - 1]
    expect({ shown: last?.shown, name: last?.name }).toEqual({ shown: 'Angular', name: 'Angular and other frameworks' })
    await page.browserContext().close()
  })

  it('shows the whole names on a wide screen, without a second name for screen readers', async () => {
    const page = await openFresh('/examples/11-html-card-styling', { width: 1280, height: 800 })
    await page.waitForSelector('#FamilyChart .f3-card')
    const tabs = await codeTabs(page)
    expect(tabs.map((t) => t.shown)).toEqual(['JS', 'Full HTML', 'Data JSON', 'CSS', 'Frameworks'])
    expect(tabs.map((t) => t.name)).toEqual(tabs.map((t) => t.shown))
    await page.browserContext().close()
  })
})

describe('framework choice', () => {
  const frameworkSelected = (page: Page) =>
    page.$eval('[aria-label="Framework"] [role="tab"][aria-selected="true"]', (t) => t.getAttribute('data-tab'))

  it('opens the Frameworks tab on the framework last chosen, on another example page and after a reload', async () => {
    const page = await openBasic()
    await selectTab(page, 'frameworks')
    await selectTab(page, 'angular')
    await page.goto(baseUrl() + '/examples/v2/4-custom-main-node', { waitUntil: 'networkidle0' })
    await page.waitForSelector('#FamilyChart .f3-card')
    await selectTab(page, 'frameworks')
    expect(await frameworkSelected(page)).toBe('angular')
    expect(await page.$eval('[role="tabpanel"] [role="tabpanel"]', (p) => (p as HTMLElement).innerText)).toContain(
      '@Component',
    )

    await selectTab(page, 'react')
    await page.reload({ waitUntil: 'networkidle0' })
    await selectTab(page, 'frameworks')
    expect(await frameworkSelected(page)).toBe('react')
    // A legacy example shares the choice.
    await page.goto(baseUrl() + '/examples/1-basic-tree', { waitUntil: 'networkidle0' })
    await selectTab(page, 'frameworks')
    expect(await frameworkSelected(page)).toBe('react')
    await page.close()
  })
})

describe('open in an online editor', () => {
  async function openCapturing(path: string): Promise<Page> {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    await capturePostedForms(page)
    await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' })
    await page.waitForSelector('#FamilyChart .f3-card')
    return page
  }

  it('sends the Full HTML page and its data to StackBlitz in a new tab', async () => {
    const page = await openCapturing('/examples/v2/1-basic-tree')
    expect(await page.$eval('[data-testid="open-in-sandbox"]', (e) => (e as HTMLElement).innerText)).toContain(
      'Run the Full HTML code online',
    )
    const form = await postFrom(page, 'Open in StackBlitz')
    expect(form).toMatchObject({
      action: 'https://stackblitz.com/run?file=index.html',
      method: 'post',
      target: '_blank',
    })
    const fields = new Map(form.fields)
    expect(fields.get('project[title]')).toBe('Basic tree')
    expect(fields.get('project[template]')).toBe('html')
    const files = stackblitzFiles(form)
    expect(files['index.html']).toContain('https://cdn.jsdelivr.net/npm/family-chart@0.8.0')
    expect(files['index.html']).toContain("fetch('data.json')")
    expect(JSON.parse(files['data.json']).some((p: any) => p.data['first name'] === 'Daniel')).toBe(true)
    await page.close()
  })

  it('sends the chosen framework as a Vite app to CodeSandbox, with the code as edited', async () => {
    const page = await openCapturing('/examples/v2/1-basic-tree')
    await clickIntoCodeEditor(page, 'Example code editor')
    await page.keyboard.press('End')
    await page.keyboard.type('\n// edited in the page')
    await selectTab(page, 'frameworks')
    await selectTab(page, 'svelte')
    expect(await page.$eval('[data-testid="open-in-sandbox"]', (e) => e.getAttribute('data-target'))).toBe('svelte')
    const form = await postFrom(page, 'Open in CodeSandbox')
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define')
    expect(new Map(form.fields).get('environment')).toBe('server')
    const files = codesandboxFiles(form)
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'public/data.json',
      'src/App.svelte',
      'src/main.js',
      'vite.config.js',
    ])
    expect(files['src/App.svelte']).toContain('// edited in the page')
    expect(files['src/App.svelte']).toContain("fetch('/data.json')")
    const pkg = JSON.parse(files['package.json'])
    expect(pkg.dependencies['family-chart']).toBe('0.8.0')
    expect(pkg.dependencies.svelte).toMatch(/^\^5\./)
    await page.close()
  })
})
