// Reaching a code editor as a person does: the editor replaces its plain-text placeholder once its box comes near the
// viewport (or is focused, or the page has settled), so scroll to the box named `label` and wait for the editor.
import type { Page } from 'puppeteer-core'

/** Scrolls to the code box named `label` (inside `scope`), waits for its editor and gives the editor's selector. */
export async function reachCodeEditor(page: Page, label: string, scope = ''): Promise<string> {
  const named = `${scope} [aria-label="${label}"]`.trim()
  await page.waitForSelector(named)
  await page.$eval(named, (box) => box.scrollIntoView({ block: 'center' }))
  const editor = `${scope} pre[contenteditable][aria-label="${label}"]`.trim()
  await page.waitForSelector(editor)
  return editor
}

/** Scrolls to the code box named `label`, waits for its editor and clicks into it. */
export async function clickIntoCodeEditor(page: Page, label: string, scope = ''): Promise<void> {
  await page.click(await reachCodeEditor(page, label, scope))
}
