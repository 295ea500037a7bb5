// The create-tree builder: panel sections change the chart and the code, the code redraws the same chart on its
// own, validation messages, query parameters, the data JSON panel, the drawer, and the first edits a user makes.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch, open, texts } from './helpers/browser'
import { clickIntoCodeEditor } from './helpers/code-editor'
import { openStandalone } from './helpers/full-html'
import { capturePostedForms, codesandboxFiles, postFrom, stackblitzFiles } from './helpers/sandbox'
import {
  CHART,
  PANEL,
  cardPositions,
  cardTexts,
  clickCard,
  dataJson,
  generatedHtml,
  panelControl,
  panelLabel,
  pressOn,
  selectOption,
  typeInto,
  waitForCode,
} from './helpers/builder'

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

const FAMILY = '?transition_time=0&data_url=/data/data.json'
const WIDE = { width: 1600, height: 1000 }

async function openBuilder(query = '?transition_time=0', viewport = WIDE): Promise<Page> {
  const page = await open(browser, `/create-tree${query}`, viewport)
  await page.waitForSelector(`${CHART} .f3-card`)
  return page
}

async function replaceEditorText(page: Page, label: string, text: string) {
  await clickIntoCodeEditor(page, label)
  await page.keyboard.down('Control')
  await page.keyboard.press('a')
  await page.keyboard.up('Control')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}
const DATA_EDITOR = 'Data JSON editor'

describe('at 1600 px', () => {
  it('starts with the starter person, every section, the form open and the default code', async () => {
    const page = await openBuilder('')
    expect(await cardTexts(page)).toEqual(['Name Surname\n1970'])
    expect(await page.$$eval(`${PANEL} summary`, (s) => s.map((x) => x.textContent))).toEqual([
      'Detail Panel',
      'Fields',
      'Card Elements',
      'Layout Options',
      'Card Style',
      'Card Dimensions',
    ])
    expect(await page.$eval(`${CHART} .f3-form-title`, (t) => t.textContent)).toBe('Name Surname')
    expect(await texts(page, '[aria-label="Export code"] [role="tab"]')).toEqual([
      'data',
      'Full HTML',
      'vue',
      'react',
      'angular',
      'svelte',
    ])
    const html = await generatedHtml(page)
    for (const line of [
      '.setTransitionTime(1000)',
      '.setCardXSpacing(250)',
      '.setCardYSpacing(150)',
      ".setSingleParentEmptyCard(true, { label: 'ADD' })",
      ".setStyle('imageRect')",
      '.setMiniTree(true)',
      '.setOnHoverPathToMain()',
      '.setEditFirst(true)',
      'f3EditTree.open(f3Chart.getMainDatum())',
    ]) {
      expect(html).toContain(line)
    }
    expect(html).not.toContain('setLinkExistingRelConfig')
    await page.close()
  })

  it('Detail Panel: turning the detail view off removes the form and the edit code; on reopens the main person', async () => {
    const page = await openBuilder(FAMILY)
    await (await panelLabel(page, 'Enable Detail View')).click()
    await waitForCode(page, 'f3Chart.editTree()', false)
    expect(await page.$(`${CHART} .f3-form-cont`)).toBeNull()
    await (await panelLabel(page, 'Enable Detail View')).click()
    await waitForCode(page, 'f3Chart.editTree()')
    await page.waitForSelector(`${CHART} .f3-form-title`)
    expect(await page.$eval(`${CHART} .f3-form-title`, (t) => t.textContent)).toBe('Daniel Hartwell')
    await (await panelLabel(page, 'View Only')).click()
    await waitForCode(page, '.setNoEdit()')
    expect(await page.$(`${CHART} .f3-form input[name="first name"]`)).toBeNull()
    await page.close()
  })

  it('Fields: adds a custom field, refuses a duplicate, removes a field from the form and the cards', async () => {
    const page = await openBuilder()
    await typeInto(page, 'Custom field name', 'First Name')
    await page.waitForSelector(`${PANEL} ::-p-text(Field name already exists)`)
    expect(await page.$eval(`${PANEL} ::-p-text(Add Custom Field)`, (b) => (b as HTMLButtonElement).disabled)).toBe(
      true,
    )
    await typeInto(page, 'Custom field name', '  Nickname ')
    await page.keyboard.press('Enter')
    await waitForCode(page, "'avatar', 'nickname']")
    await page.waitForSelector(`${CHART} .f3-form input[name="nickname"]`)
    await selectOption(page, 'Add a common field', 'occupation')
    await waitForCode(page, "'nickname', 'occupation']")
    await page.click(`${PANEL} [aria-label="Remove field birthday"]`)
    await waitForCode(page, ".setCardDisplay([['first name', 'last name'], []])")
    expect(await cardTexts(page)).toEqual(['Name Surname'])
    expect(await page.$(`${CHART} .f3-form input[name="birthday"]`)).toBeNull()
    await page.close()
  })

  it('Card Elements: card lines, mini tree and hover path', async () => {
    const page = await openBuilder(FAMILY)
    const minis = () => page.$$eval(`${CHART} .f3-mini-tree`, (m) => m.length)
    expect(await minis()).toBeGreaterThan(0)
    await (await panelLabel(page, 'Mini Tree')).click()
    await waitForCode(page, '.setMiniTree(false)')
    expect(await minis()).toBe(0)
    await (await panelLabel(page, 'Hover Path')).click()
    await waitForCode(page, '.setOnHoverPathToMain()', false)
    await page.click(`${PANEL} [role="group"][aria-label="Line 2"] [aria-pressed="true"]`)
    await waitForCode(page, ".setCardDisplay([['first name', 'last name'], []])")
    expect((await cardTexts(page)).some((t) => /\d{4}/.test(t))).toBe(false)
    await page.close()
  })

  it('Layout Options: spacing, orientation, depth, sorting, and the validation messages', async () => {
    const page = await openBuilder(FAMILY)
    const before = await cardPositions(page)
    await pressOn(page, 'Card X spacing', 'ArrowRight', 3)
    await waitForCode(page, '.setCardXSpacing(280)')
    expect(await cardPositions(page)).not.toEqual(before)

    await typeInto(page, 'Transition time (ms)', '-5')
    await page.waitForSelector(`${PANEL} ::-p-text(Value must be positive)`)
    await waitForCode(page, '.setTransitionTime(0)')
    await typeInto(page, 'Transition time (ms)', '0')
    expect(await page.$(`${PANEL} ::-p-text(Value must be positive)`)).toBeNull()

    await typeInto(page, 'Ancestry depth', 'x')
    await page.waitForSelector(`${PANEL} ::-p-text(Enter a whole number, or leave empty for unlimited)`)
    await typeInto(page, 'Ancestry depth', '0')
    await waitForCode(page, '.setAncestryDepth(0)')
    expect((await cardTexts(page)).some((t) => t.startsWith('Robert'))).toBe(false)
    await typeInto(page, 'Ancestry depth', '')
    await waitForCode(page, '.setAncestryDepth(', false)

    const desc = await panelControl(page, 'Desc')
    expect(await desc.evaluate((d) => (d as HTMLInputElement).disabled)).toBe(true)
    await selectOption(page, 'Sort children by', 'birthday')
    await waitForCode(page, ".setSortChildrenFunction((a, b) => String(a.data['birthday']")
    expect(await desc.evaluate((d) => (d as HTMLInputElement).disabled)).toBe(false)

    await (await panelLabel(page, 'Horizontal orientation')).click()
    await waitForCode(page, '.setOrientationHorizontal()')
    expect(await page.$eval(`${CHART}`, (c) => c.querySelector('.f3-card') !== null)).toBe(true)
    await page.close()
  })

  it('Card Style and Card Dimensions: styles reset the dimensions; the circle keeps its sides equal', async () => {
    const page = await openBuilder()
    await pressOn(page, 'Width', 'ArrowRight', 2)
    await waitForCode(page, '.setCardDim({ w: 210 })')
    expect(await page.$eval(`${CHART} .f3-card`, (c) => (c as HTMLElement).style.width)).toBe('210px')
    await (await panelLabel(page, 'image Circle')).click()
    await waitForCode(page, ".setStyle('imageCircle')")
    await waitForCode(page, '.setCardDim(', false)
    expect(await page.$eval(`${CHART} .f3-card`, (c) => c.className)).toContain('f3-style-imageCircle')
    await pressOn(page, 'Width', 'ArrowRight', 1)
    await waitForCode(page, '.setCardDim({ w: 95, h: 95 })')
    await pressOn(page, 'Image height', 'ArrowLeft', 2)
    await waitForCode(page, 'img_w: ')
    // 76 is off the slider's 5-px grid, so the exact step varies; the image sides must stay equal.
    expect(await generatedHtml(page)).toMatch(/\.setCardDim\(\{ w: 95, h: 95, img_w: (\d+), img_h: \1 \}\)/)
    await page.click(`${PANEL} ::-p-text(Reset to style defaults)`)
    await waitForCode(page, '.setCardDim(', false)
    await page.close()
  })

  it('link-existing comes from the query parameter', async () => {
    for (const [query, expected] of [
      [`${FAMILY}&link_existing_rel=1`, true],
      [FAMILY, false],
    ] as const) {
      const page = await openBuilder(query)
      await page.click(`${CHART} .f3-add-relative-toggle`)
      await clickCard(page, 'Add Spouse')
      await page.waitForSelector(`${CHART} .f3-form-new`)
      expect(!!(await page.$(`${CHART} .f3-link-existing select`))).toBe(expected)
      if (expected) expect(await page.$$eval(`${CHART} .f3-link-existing option`, (o) => o.length)).toBeGreaterThan(2)
      await page.close()
    }
  })

  it('loads data_url, and falls back to the starter person with a message when it fails', async () => {
    const page = await openBuilder(FAMILY)
    expect((await cardTexts(page)).length).toBeGreaterThan(5)
    expect(await dataJson(page)).toContain('Hartwell')
    await page.close()
    for (const [url, message] of [
      [
        '/data/no-such-file.json',
        'Could not load data from /data/no-such-file.json: the server answered with status 404',
      ],
      ['/data/wiki-stash/stash-map.json', 'Could not load data from /data/wiki-stash/stash-map.json:'],
    ]) {
      const bad = await openBuilder(`?data_url=${encodeURIComponent(url)}`)
      const alert = await bad.$eval('[role="alert"]', (a) => a.textContent)
      expect(alert).toContain(message)
      expect(alert).toContain('Showing the starter person instead.')
      expect(await cardTexts(bad)).toEqual(['Name Surname\n1970'])
      await bad.close()
    }
  })

  it('applies edited data JSON, and reports invalid JSON without losing the chart', async () => {
    const page = await openBuilder()
    await replaceEditorText(page, DATA_EDITOR, '[{"id":"a","data":{"first name":"Ada","gender":"F"},"rels":{}}]')
    await page.click('::-p-text(Apply data)')
    await page.waitForFunction((c) => document.querySelector(`${c} .f3-card`)?.textContent?.includes('Ada'), {}, CHART)
    await replaceEditorText(page, DATA_EDITOR, '[{"id": oops')
    await page.click('::-p-text(Apply data)')
    await page.waitForSelector('section[aria-labelledby="data-json-title"] [role="alert"]')
    expect(await page.$eval('section[aria-labelledby="data-json-title"] [role="alert"]', (a) => a.textContent)).toMatch(
      /Invalid JSON.*unchanged/,
    )
    expect(await cardTexts(page)).toEqual(['Ada'])
    expect(await generatedHtml(page)).toContain('"first name": "Ada"')
    await page.close()
  })

  it('opens the generated code in StackBlitz or CodeSandbox as the tab shown: the page, or a framework app', async () => {
    const page = await browser.newPage()
    await page.setViewport(WIDE)
    await capturePostedForms(page)
    await page.goto(baseUrl() + '/create-tree' + FAMILY, { waitUntil: 'networkidle0' })
    await page.waitForSelector(`${CHART} .f3-card`)
    const html = stackblitzFiles(await postFrom(page, 'Open in StackBlitz'))
    expect(Object.keys(html).sort()).toEqual(['data.json', 'index.html'])
    expect(html['index.html']).toContain('f3.createChart')
    expect(JSON.parse(html['data.json'])).toEqual(JSON.parse(await dataJson(page)))

    // In the middle of the window, so the sticky navbar is not over the tab when it is clicked.
    await page.$eval('[role="tab"][data-tab="react"]', (t) => t.scrollIntoView({ block: 'center' }))
    await page.click('[role="tab"][data-tab="react"]')
    const form = await postFrom(page, 'Open in CodeSandbox')
    const files = codesandboxFiles(form)
    // The official component, given the builder's chart code as its setup.
    expect(files['src/FamilyTree.jsx']).toContain("import { FamilyChart } from 'family-chart/react'")
    expect(files['src/FamilyTree.jsx']).toContain('function setupChart(f3Chart) {')
    expect(JSON.parse(files['package.json']).dependencies).toMatchObject({
      'family-chart': '0.8.0',
      react: expect.stringMatching(/^\^18\./),
    })
    expect(JSON.parse(files['public/data.json'])).toEqual(JSON.parse(await dataJson(page)))
    await page.close()
  })

  it('copies generated code and shows the notice for two seconds', async () => {
    const page = await openBuilder()
    await page.click('[role="tab"][data-tab="react"]')
    await page.click('[aria-label="Copy code"]')
    await page.waitForSelector('::-p-text(Code copied to clipboard)')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("from 'family-chart/react'")
    await page.waitForFunction(() => !document.body.innerText.includes('Code copied to clipboard'), { timeout: 4000 })
    await page.close()
  })
})

describe('the generated code draws the same chart on its own', () => {
  const configs: [string, (page: Page) => Promise<void>][] = [
    ['the defaults', async () => {}],
    [
      'horizontal with siblings of main and wider spacing',
      async (page) => {
        await (await panelLabel(page, 'Horizontal orientation')).click()
        await (await panelLabel(page, 'Show siblings of main')).click()
        await pressOn(page, 'Card Y spacing', 'ArrowRight', 4)
        await waitForCode(page, '.setCardYSpacing(190)')
      },
    ],
    [
      'image Circle, bigger cards, no empty cards',
      async (page) => {
        await (await panelLabel(page, 'image Circle')).click()
        await pressOn(page, 'Width', 'ArrowRight', 6)
        await (await panelLabel(page, 'Single parent empty card')).click()
        await waitForCode(page, '.setCardDim({ w: 120, h: 120 })')
      },
    ],
    [
      'depth limits, sorted children, no detail view',
      async (page) => {
        await typeInto(page, 'Ancestry depth', '1')
        await typeInto(page, 'Progeny depth', '1')
        await selectOption(page, 'Sort children by', 'birthday')
        await (await panelLabel(page, 'Desc')).click()
        await (await panelLabel(page, 'Enable Detail View')).click()
        await waitForCode(page, '.setProgenyDepth(1)')
        await waitForCode(page, "String(b.data['birthday']")
      },
    ],
  ]
  it.each(configs)('%s', async (_name, configure) => {
    const page = await openBuilder(FAMILY)
    await configure(page)
    const live = await cardPositions(page)
    const standalone = await openStandalone(browser, await generatedHtml(page))
    const fresh = (await cardPositionsOf(standalone)).sort()
    expect(live.length).toBeGreaterThan(5)
    expect(fresh).toEqual(live)
    await standalone.close()
    await page.close()
  })
})

async function cardPositionsOf(page: Page): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 300))
  return page.$$eval('#FamilyChart .card_cont', (cs) =>
    cs.map((c) => `${(c as HTMLElement).innerText.trim()}@${(c as HTMLElement).style.transform}`),
  )
}

describe('at 1000 px the panel is a drawer', () => {
  it('opens from the cog, changes the chart, and closes with the button or Escape', async () => {
    const page = await openBuilder('?transition_time=0', { width: 1000, height: 900 })
    const panelVisible = () =>
      page.$eval(PANEL, (p) => !(p as HTMLElement).hidden && (p as HTMLElement).getBoundingClientRect().width > 0)
    expect(await panelVisible()).toBe(false)
    await page.click('[aria-label="Open configuration"]')
    expect(await panelVisible()).toBe(true)
    expect(await page.$eval(`${PANEL} h2`, (h) => h.textContent)).toBe('Configuration')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close configuration')
    await (await panelLabel(page, 'rect')).click()
    await waitForCode(page, ".setStyle('rect')")
    expect(await page.$eval(`${CHART} .f3-card`, (c) => c.className)).toContain('f3-style-rect')
    await page.click('[aria-label="Close configuration"]')
    expect(await panelVisible()).toBe(false)
    await page.click('[aria-label="Open configuration"]')
    await page.keyboard.press('Escape')
    expect(await panelVisible()).toBe(false)
    await page.close()
  })
})

describe('a new user builds a family', () => {
  it('adds father, mother, spouse, son and daughter by typing names, edits a name, deletes a person, removes a relation, undoes and redoes', async () => {
    const page = await openBuilder()
    // Add-relative mode stays on Name Surname after each new relative, so the placeholders are clicked one after another.
    await clickCard(page, 'Name Surname')
    await page.waitForSelector(`${CHART} .f3-add-relative-toggle`)
    await page.click(`${CHART} .f3-add-relative-toggle`)
    const add = async (placeholder: string, name: string) => {
      await clickCard(page, placeholder)
      await page.waitForSelector(`${CHART} .f3-form-new input[name="first name"]`)
      await page.type(`${CHART} .f3-form-new input[name="first name"]`, name)
      await page.click(`${CHART} .f3-form-new .f3-submit-btn`)
      await page.waitForFunction(
        (c, n) =>
          [...document.querySelectorAll(`${c} .f3-card`)].some((e) => (e as HTMLElement).innerText.trim() === n),
        {},
        CHART,
        name,
      )
      expect(await dataJson(page)).toContain(`"first name": "${name}"`)
    }
    await add('Add Father', 'John')
    await add('Add Mother', 'Mary')
    await add('Add Spouse', 'Eve')
    await add('Add Son\nwith Eve', 'Tom')
    await add('Add Daughter\nwith Eve', 'Ann')
    await page.waitForFunction(
      (c) => document.querySelector(`${c} .f3-form-title`)?.textContent === 'Name Surname',
      {},
      CHART,
    )
    await page.click(`${CHART} .f3-add-relative-toggle`)
    expect(await cardTexts(page)).toEqual(['Ann', 'Eve', 'John', 'Mary', 'Name Surname\n1970', 'Tom'])
    const people = JSON.parse(await dataJson(page)) as {
      id: string
      data: Record<string, string>
      rels: Record<string, unknown>
    }[]
    const byName = (n: string) => people.find((p) => p.data['first name'] === n)!
    expect(people).toHaveLength(6)
    expect(byName('Name').rels.father).toBe(byName('John').id)
    expect(byName('Name').rels.mother).toBe(byName('Mary').id)
    expect(byName('Name').rels.spouses).toEqual([byName('Eve').id])
    expect(byName('Tom').rels.father).toBe(byName('Name').id)
    expect(byName('Ann').data.gender).toBe('F')

    await clickCard(page, 'John')
    await page.waitForSelector(`${CHART} .f3-form input[name="first name"]`)
    await page.click(`${CHART} .f3-form input[name="first name"]`, { count: 3 })
    await page.type(`${CHART} .f3-form input[name="first name"]`, 'Johnny')
    await page.click(`${CHART} .f3-form .f3-submit-btn`)
    await page.waitForFunction(
      (c) =>
        [...document.querySelectorAll(`${c} .f3-card`)].some((e) => (e as HTMLElement).innerText.trim() === 'Johnny'),
      {},
      CHART,
    )
    expect(await dataJson(page)).toContain('"first name": "Johnny"')
    expect(await dataJson(page)).not.toContain('"first name": "John"')

    await clickCard(page, 'Ann')
    await page.waitForSelector(`${CHART} .f3-delete-btn`)
    await page.click(`${CHART} .f3-delete-btn`)
    await page.waitForFunction(
      (c) =>
        ![...document.querySelectorAll(`${c} .f3-card`)].some((e) => (e as HTMLElement).innerText.trim() === 'Ann'),
      {},
      CHART,
    )
    expect(await dataJson(page)).not.toContain('"Ann"')
    expect(JSON.parse(await dataJson(page))).toHaveLength(5)

    // Remove the spouse relation: Eve shares Tom, so the modal asks who keeps the children.
    const spousesOfMain = async () =>
      (JSON.parse(await dataJson(page)) as typeof people).find((p) => p.data['first name'] === 'Name')!.rels.spouses ??
      []
    await clickCard(page, 'Name Surname')
    await page.waitForSelector(`${CHART} .f3-remove-relative-btn`)
    await page.click(`${CHART} .f3-remove-relative-btn`)
    await page.waitForFunction(
      (c) => document.querySelector(`${c} .f3-remove-relative-btn`)?.textContent === 'Cancel Remove Relation',
      {},
      CHART,
    )
    await clickCard(page, 'Eve')
    await page.waitForSelector(`${CHART} .f3-modal ::-p-text(Keep children with current person)`)
    await page.click(`${CHART} .f3-modal ::-p-text(Keep children with current person)`)
    await page.waitForFunction(
      (c) =>
        ![...document.querySelectorAll(`${c} .f3-card`)].some((e) => (e as HTMLElement).innerText.trim() === 'Eve'),
      {},
      CHART,
    )
    expect(await spousesOfMain()).toEqual([])
    const tom = (JSON.parse(await dataJson(page)) as typeof people).find((p) => p.data['first name'] === 'Tom')!
    expect(tom.rels.father).toBe(byName('Name').id)
    expect(tom.rels.mother).toBeUndefined()

    // Undo brings the marriage back; redo removes it again.
    await page.click(`${CHART} .f3-back`)
    await page.waitForFunction(
      (c) => [...document.querySelectorAll(`${c} .f3-card`)].some((e) => (e as HTMLElement).innerText.trim() === 'Eve'),
      {},
      CHART,
    )
    expect(await spousesOfMain()).toEqual([byName('Eve').id])
    await page.click(`${CHART} .f3-forward`)
    await page.waitForFunction(
      (c) =>
        ![...document.querySelectorAll(`${c} .f3-card`)].some((e) => (e as HTMLElement).innerText.trim() === 'Eve'),
      {},
      CHART,
    )
    expect(await spousesOfMain()).toEqual([])
    await page.close()
  })
})
