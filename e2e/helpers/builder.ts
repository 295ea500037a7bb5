// Helpers for driving the create-tree builder: its panel controls, chart cards, data text and generated code.
import type { ElementHandle, Page } from 'puppeteer-core'
import { fullHtmlOf } from './full-html'

export const PANEL = '[data-testid="builder-config"]'
export const CHART = '#FamilyChart'

/** The label in the configuration panel (or in `root`) whose text is exactly `text`. */
export async function panelLabel(page: Page, text: string, root = PANEL): Promise<ElementHandle<Element>> {
  const h = await page.evaluateHandle(
    (panel, t) => [...document.querySelectorAll(`${panel} label`)].find((l) => l.textContent?.trim() === t) ?? null,
    root,
    text,
  )
  const el = h.asElement()
  if (!el) throw new Error(`No panel label "${text}"`)
  return el as ElementHandle<Element>
}

/** The input, select or slider that the panel label `text` names. */
export async function panelControl(page: Page, text: string, root = PANEL): Promise<ElementHandle<Element>> {
  const label = await panelLabel(page, text, root)
  const h = await label.evaluateHandle((l) => {
    const lab = l as HTMLLabelElement
    return lab.htmlFor ? document.getElementById(lab.htmlFor) : lab.querySelector('input, select')
  })
  const el = h.asElement()
  if (!el) throw new Error(`Label "${text}" names no control`)
  return el as ElementHandle<Element>
}

export async function typeInto(page: Page, text: string, value: string): Promise<void> {
  const input = await panelControl(page, text)
  await input.click({ count: 3 })
  await page.keyboard.press('Backspace')
  if (value) await input.type(value)
}

export async function pressOn(page: Page, text: string, key: 'ArrowRight' | 'ArrowLeft', times = 1): Promise<void> {
  const slider = await panelControl(page, text)
  await slider.focus()
  for (let i = 0; i < times; i++) await page.keyboard.press(key)
}

export async function selectOption(page: Page, text: string, value: string): Promise<void> {
  const select = await panelControl(page, text)
  await select.select(value)
}

/** Card texts in the chart, sorted. */
export async function cardTexts(page: Page): Promise<string[]> {
  await page.waitForFunction(
    (c) => ![...document.querySelectorAll(`${c} .card_cont`)].some((e) => (e as HTMLElement).style.opacity === '0'),
    {},
    CHART,
  )
  return (await page.$$eval(`${CHART} .f3-card`, (cs) => cs.map((c) => (c as HTMLElement).innerText.trim()))).sort()
}

/** Every card's text with its position in tree coordinates, sorted: equal lists mean the same drawing. */
export async function cardPositions(page: Page): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 300))
  return (
    await page.$$eval(`${CHART} .card_cont`, (cs) =>
      cs.map((c) => `${(c as HTMLElement).innerText.trim()}@${(c as HTMLElement).style.transform}`),
    )
  ).sort()
}

/** The creation code as the Full HTML tab shows it. */
export async function generatedHtml(page: Page): Promise<string> {
  return fullHtmlOf(page)
}

/** The text of the Data JSON panel. */
export async function dataJson(page: Page): Promise<string> {
  return page.$eval('section[aria-labelledby="data-json-title"] pre', (pre) => (pre as HTMLElement).innerText)
}

export async function waitForCode(page: Page, fragment: string, present = true): Promise<void> {
  // A DOM click: a mouse click could land on the drawer's backdrop.
  await page.$eval('[role="tab"][data-tab="html"]', (t) => (t as HTMLElement).click())
  await page.waitForFunction(
    (f, p) =>
      ((document.querySelector('[role="tabpanel"] pre') as HTMLElement | null)?.innerText.includes(f) ?? false) === p,
    { timeout: 5000 },
    fragment,
    present,
  )
}

/** Clicks the chart card whose text starts with `name`. */
export async function clickCard(page: Page, name: string): Promise<void> {
  const h = await page.evaluateHandle(
    (c, n) =>
      [...document.querySelectorAll(`${c} .f3-card`)].find((e) => (e as HTMLElement).innerText.trim().startsWith(n)) ??
      null,
    CHART,
    name,
  )
  const el = h.asElement()
  if (!el) throw new Error(`No card "${name}" in ${(await cardTexts(page)).join(' | ')}`)
  await (el as ElementHandle<Element>).click()
}
