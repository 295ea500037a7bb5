// Captures the forms the "Open in StackBlitz / CodeSandbox" buttons post, instead of sending them, and decodes them.
import type { Page } from 'puppeteer-core'
import { decompressFromBase64 } from 'lz-string'

export interface PostedForm {
  action: string
  method: string
  target: string
  fields: [string, string][]
}

/** Call before the page loads: form.submit() then records the form in window.__posted instead of navigating. */
export async function capturePostedForms(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      const posted = ((window as any).__posted ??= [])
      const fields = [...this.querySelectorAll('input')].map((i) => [i.name, i.value])
      posted.push({ action: this.action, method: this.method, target: this.target, fields })
    }
  })
}

/** Clicks the online-editor button named `label` and returns the form it posted. */
export async function postFrom(page: Page, label: 'Open in StackBlitz' | 'Open in CodeSandbox'): Promise<PostedForm> {
  const before = await page.evaluate(() => ((window as any).__posted ?? []).length)
  await page.waitForSelector(`[data-testid="open-in-sandbox"] button:not([disabled])`)
  await page.click(`[data-testid="open-in-sandbox"] ::-p-text(${label})`)
  await page.waitForFunction((n) => ((window as any).__posted ?? []).length > n, {}, before)
  return page.evaluate(() => (window as any).__posted.at(-1))
}

/** The files of a CodeSandbox define-API form. */
export function codesandboxFiles(form: PostedForm): Record<string, string> {
  const parameters = new Map(form.fields).get('parameters')!
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/')
  const decoded = JSON.parse(decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4))!)
  return Object.fromEntries(
    Object.entries(decoded.files as Record<string, { content: string }>).map(([path, f]) => [path, f.content]),
  )
}

/** The files of a StackBlitz POST-API form. */
export function stackblitzFiles(form: PostedForm): Record<string, string> {
  return Object.fromEntries(
    form.fields
      .filter(([n]) => n.startsWith('project[files]['))
      .map(([n, v]) => [n.slice('project[files]['.length, -1), v]),
  )
}
