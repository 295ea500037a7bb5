// The create-tree page's code-export panel: data editing, generated code, copy notice.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch, open, texts } from './helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
  await browser.defaultBrowserContext().overridePermissions(baseUrl(), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write'])
})
afterAll(async () => { await browser?.close() })

async function replaceEditorText(page: Page, text: string) {
  await page.click('[role="tabpanel"] pre[contenteditable]')
  await page.keyboard.down('Control')
  await page.keyboard.press('a')
  await page.keyboard.up('Control')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

it('starts with the starter person and the data tab selected', async () => {
  const page = await open(browser, '/create-tree')
  await page.waitForSelector('[data-testid="family-chart"] .f3-card')
  expect(await texts(page, '[aria-label="Export code"] [role="tab"]')).toEqual(['data', 'Full HTML', 'vue', 'react', 'angular', 'svelte'])
  expect(await page.$eval('[role="tab"][aria-selected="true"]', (t) => t.textContent)).toBe('data')
  expect(await texts(page, '[data-testid="family-chart"] .f3-card')).toEqual(['Name Surname\n1970'])
  await page.close()
})

it('applies edited data, and reports invalid JSON without losing the chart', async () => {
  const page = await open(browser, '/create-tree')
  await page.waitForSelector('[data-testid="family-chart"] .f3-card')
  await replaceEditorText(page, '[{"id":"a","data":{"first name":"Ada","gender":"F"},"rels":{}}]')
  await page.click('::-p-text(Update Data)')
  await page.waitForFunction(() => document.querySelector('[data-testid="family-chart"] .f3-card')?.textContent?.includes('Ada'))
  await replaceEditorText(page, '[{"id": oops')
  await page.click('::-p-text(Update Data)')
  await page.waitForSelector('[role="alert"]')
  expect(await page.$eval('[role="alert"]', (a) => a.textContent)).toMatch(/Invalid JSON.*unchanged/)
  expect(await texts(page, '[data-testid="family-chart"] .f3-card')).toEqual(['Ada'])
  // The generated code embeds the applied data.
  await page.click('[role="tab"][data-tab="html"]')
  expect(await page.$eval('[role="tabpanel"]', (p) => (p as HTMLElement).innerText)).toContain('"first name": "Ada"')
  await page.close()
})

it('copies generated code and shows the notice for two seconds', async () => {
  const page = await open(browser, '/create-tree')
  await page.waitForSelector('[data-testid="family-chart"] .f3-card')
  await page.click('[role="tab"][data-tab="react"]')
  await page.click('[aria-label="Copy code"]')
  await page.waitForSelector('::-p-text(Code copied to clipboard)')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('useEffect')
  await page.waitForFunction(() => !document.body.innerText.includes('Code copied to clipboard'), { timeout: 4000 })
  await page.close()
})
