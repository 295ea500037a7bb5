// Example pages that edit: the edit tree form, SVG cards with editing, card buttons, and the Vue component.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open, texts } from './helpers/browser'
import { reachCodeEditor } from './helpers/code-editor'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const cardTexts = (page: Page) => texts(page, '#FamilyChart .f3-card')

async function clickCard(page: Page, text: string) {
  await page.evaluate((t) => {
    const card = [...document.querySelectorAll('#FamilyChart .f3-card')].find((c) =>
      (c as HTMLElement).innerText.trim().startsWith(t),
    )
    if (!card) throw new Error(`no card ${t}`)
    ;(card as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }))
  }, text)
}

it('opens the form by itself only on screens wider than 1400 px', async () => {
  const wide = await open(browser, '/examples/v2/17-edit-tree', { width: 1440, height: 900 })
  await wide.waitForSelector('#FamilyChart .f3-form')
  await wide.close()
  const narrow = await open(browser, '/examples/v2/17-edit-tree', { width: 1280, height: 800 })
  await narrow.waitForSelector('#FamilyChart .f3-card')
  expect(await narrow.$('#FamilyChart .f3-form')).toBeNull()
  await clickCard(narrow, 'George Hartwell')
  await narrow.waitForFunction(
    () => document.querySelector('#FamilyChart .f3-form-title')?.textContent === 'George Hartwell',
  )
  await narrow.close()
})

it('edits a person in the edit tree example and undoes it', async () => {
  const page = await open(browser, '/examples/v2/17-edit-tree', { width: 1440, height: 900 })
  await page.waitForSelector('#FamilyChart .f3-form')
  await clickCard(page, 'George Hartwell')
  await page.waitForFunction(
    () => document.querySelector('#FamilyChart .f3-form-title')?.textContent === 'George Hartwell',
  )
  const input = '#FamilyChart .f3-form input[name="first name"]'
  await page.click(input, { clickCount: 3 })
  await page.type(input, 'Georgie')
  await page.click('#FamilyChart .f3-submit-btn')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#FamilyChart .f3-card')].some((c) =>
      (c as HTMLElement).innerText.startsWith('Georgie Hartwell'),
    ),
  )
  expect(await page.$eval('#FamilyChart .f3-form-banner', (b) => b.textContent)).toBe('Saved Georgie Hartwell')
  await page.click('#FamilyChart .f3-back')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#FamilyChart .f3-card')].some((c) =>
      (c as HTMLElement).innerText.startsWith('George Hartwell'),
    ),
  )
  await page.close()
})

it('adds a parent through add-relative mode', async () => {
  const page = await open(browser, '/examples/v2/17-edit-tree')
  await page.waitForSelector('#FamilyChart .f3-card')
  // Anna Ruiz has no parents in the data.
  await clickCard(page, 'Anna Ruiz')
  await page.waitForFunction(() => document.querySelector('#FamilyChart .f3-form-title')?.textContent === 'Anna Ruiz')
  await page.click('#FamilyChart .f3-add-relative-toggle')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#FamilyChart .f3-card')].some(
      (c) => (c as HTMLElement).innerText.trim() === 'Add Father',
    ),
  )
  await clickCard(page, 'Add Father')
  await page.waitForFunction(() => document.querySelector('#FamilyChart .f3-form-title')?.textContent === 'Add Father')
  await page.type('#FamilyChart .f3-form input[name="first name"]', 'Rosendo')
  await page.click('#FamilyChart .f3-submit-btn')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#FamilyChart .f3-card')].some((c) =>
      (c as HTMLElement).innerText.startsWith('Rosendo'),
    ),
  )
  // Add-relative mode goes on for Anna: her form is back and Add Mother is still offered.
  await page.waitForFunction(() => document.querySelector('#FamilyChart .f3-form-title')?.textContent === 'Anna Ruiz')
  expect(await cardTexts(page)).toContain('Add Mother')
  await page.click('#FamilyChart .f3-add-relative-toggle')
  // Leaving the mode: the placeholders leave (after their exit animation) and the new father stays.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('#FamilyChart .f3-card')].some((c) => /^Add /.test((c as HTMLElement).innerText)),
  )
  expect((await cardTexts(page)).some((t) => t.startsWith('Rosendo'))).toBe(true)
  await page.close()
})

it('opens the form from the card buttons of the custom elements example', async () => {
  const page = await open(browser, '/examples/v2/8-custom-elements-and-actions')
  await page.waitForSelector('#FamilyChart .card-actions button')
  await page.evaluate(() => {
    const card = [...document.querySelectorAll('#FamilyChart .f3-card')].find((c) =>
      (c as HTMLElement).innerText.startsWith('Anna'),
    )!
    // The example puts its buttons beside the card (in the card's frame), not inside the card button.
    ;(card.closest('.f3-card-frame')!.querySelector('button[aria-label="Edit"]') as HTMLElement).click()
  })
  await page.waitForFunction(() => document.querySelector('#FamilyChart .f3-form-title')?.textContent === 'Anna Ruiz')
  await page.close()
})

it('keeps the Vue component and the chart in sync both ways', async () => {
  const page = await open(browser, '/examples/10-vue-plugin-example')
  await page.waitForSelector('#FamilyChart .vue-chart .f3-card')
  const shown = () => page.$eval('#FamilyChart .vue-bar strong', (s) => s.textContent)
  expect(await shown()).toBe('Daniel Hartwell')
  await page.evaluate(() =>
    (
      [...document.querySelectorAll('#FamilyChart .f3-card')].find((c) =>
        (c as HTMLElement).innerText.startsWith('George'),
      )! as HTMLElement
    ).click(),
  )
  await page.waitForFunction(
    () => document.querySelector('#FamilyChart .vue-bar strong')?.textContent === 'George Hartwell',
  )
  const select = (await page.$('xpath/.//label[starts-with(normalize-space(.), "Main person")]//select'))!
  expect(await select.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).toBe('George Hartwell')
  const leo = await select.evaluate(
    (s) => [...(s as HTMLSelectElement).options].find((o) => o.textContent === 'Leo Hartwell')!.value,
  )
  await select.select(leo)
  await page.waitForFunction(() =>
    document.querySelector('#FamilyChart .f3-card-main')?.textContent?.startsWith('Leo Hartwell'),
  )
  await page.close()
})

it('runs the Vue example from its code editor, like every example', async () => {
  const page = await open(browser, '/examples/10-vue-plugin-example')
  await page.waitForSelector('#FamilyChart .vue-chart .f3-card')
  expect(
    await page.$$eval('[aria-label="Example code"] [role="tab"]', (ts) => ts.map((t) => t.getAttribute('data-tab'))),
  ).toEqual(expect.arrayContaining(['js', 'html', 'json', 'frameworks']))
  // Renaming the select's label in the JS tab re-runs the app with the new label.
  await reachCodeEditor(page, 'Example code editor')
  await page.evaluate(() => {
    const editor = document.querySelector('[role="tabpanel"] pre[contenteditable]') as HTMLElement
    const range = document.createRange()
    const text = [...editor.querySelectorAll('span')].find((s) => s.textContent === '"Main person "')!
    range.selectNodeContents(text)
    const selection = getSelection()!
    selection.removeAllRanges()
    selection.addRange(range)
  })
  await page.keyboard.type('"Centre person "')
  await page.waitForFunction(() =>
    document.querySelector('#FamilyChart .vue-bar label')?.textContent?.startsWith('Centre person'),
  )
  expect(await page.$$eval('#FamilyChart .vue-chart .f3-card', (cs) => cs.length)).toBeGreaterThanOrEqual(3)
  await page.click('[role="tab"][data-tab="html"]')
  expect(await page.$eval('[role="tabpanel"] pre', (p) => (p as HTMLElement).innerText)).toContain(
    'https://cdn.jsdelivr.net/npm/vue@3/dist/vue.global.prod.js',
  )
  await page.close()
})
