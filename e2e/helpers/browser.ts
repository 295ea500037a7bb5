// Launches the system Chromium through puppeteer-core (no browser download) and opens pages on the test server.
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findChromium, missingChromiumMessage } = require('./chromium-path') as {
  findChromium(): string | null
  missingChromiumMessage(): string
}

export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server')
  return url
}

/** `extraArgs`: more Chromium flags, e.g. a --host-resolver-rules that serves the build under another host name. */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error(missingChromiumMessage())
  return puppeteer.launch({ executablePath, args: [...FLAGS, ...extraArgs], headless: true })
}

export async function open(browser: Browser, path: string, viewport = { width: 1400, height: 900 }): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport(viewport)
  await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' })
  return page
}

export async function texts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).innerText.trim()))
}
