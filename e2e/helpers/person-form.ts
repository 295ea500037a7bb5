// Driving the person form and the chart's cards the way a user does: cards by their visible lines, form controls
// by their label or role.
import type { ElementHandle, Page } from 'puppeteer-core'

/** The visible lines of every card in the chart, in DOM order. */
export async function cardLines(page: Page, chart: string): Promise<string[][]> {
  return page.$$eval(`${chart} .f3-card`, (cs) =>
    cs.map((c) =>
      (c as HTMLElement).innerText
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  )
}

/** Waits until no card or link is still fading, then returns each card's visible text (lines joined by ' / '), sorted. */
export async function settledCards(page: Page, chart: string): Promise<string[]> {
  await page.waitForFunction(
    (c) =>
      [...document.querySelectorAll<HTMLElement>(`${c} .f3-card-cont, ${c} .f3-link-group`)].every(
        (e) => e.style.opacity === '' || e.style.opacity === '1',
      ),
    { polling: 100 },
    chart,
  )
  return (await cardLines(page, chart)).map((l) => l.join(' / ')).sort()
}

/** The card whose first line is `name` (and whose second line is `detail`, when given); fails when there is not exactly one. */
export async function findCard(
  page: Page,
  chart: string,
  name: string,
  detail?: string,
): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (c, n, dt) => {
      const matches = [...document.querySelectorAll<HTMLElement>(`${c} .f3-card`)].filter((card) => {
        const lines = card.innerText
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
        return lines[0] === n && (dt === null || lines[1] === dt)
      })
      return matches.length === 1 ? matches[0] : null
    },
    { timeout: 10000 },
    chart,
    name,
    detail ?? null,
  )
  return handle as ElementHandle<Element>
}

export async function clickCardNamed(page: Page, chart: string, name: string, detail?: string): Promise<void> {
  await (await findCard(page, chart, name, detail)).click()
}

/** The form's title, once it reads `title`. */
export async function waitForFormTitle(page: Page, chart: string, title: string): Promise<void> {
  await page.waitForFunction(
    (c, t) => document.querySelector(`${c} .f3-form-title`)?.textContent === t,
    { timeout: 10000 },
    chart,
    title,
  )
}

/** A control of the form found by its accessible name and role. */
export async function formControl(
  page: Page,
  chart: string,
  role: string,
  name: string,
): Promise<ElementHandle<Element>> {
  const el = await page.waitForSelector(`${chart} .f3-form-cont ::-p-aria([name="${name}"][role="${role}"])`, {
    timeout: 10000,
  })
  if (!el) throw new Error(`no ${role} "${name}" in the form`)
  return el
}

export async function pressFormButton(page: Page, chart: string, name: string): Promise<void> {
  await (await formControl(page, chart, 'button', name)).click()
}

/** The form field whose label reads `label` (as shown, any case). */
export async function formField(page: Page, chart: string, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (c, l) => {
      const lab = [...document.querySelectorAll<HTMLLabelElement>(`${c} .f3-form-cont label`)].find(
        (x) => x.textContent?.trim().toLowerCase() === l.toLowerCase(),
      )
      return lab?.htmlFor ? document.getElementById(lab.htmlFor) : null
    },
    { timeout: 10000 },
    chart,
    label,
  )
  return handle as ElementHandle<Element>
}

/** Types a value into the form field labelled `label` (replacing what is there). */
export async function fillField(page: Page, chart: string, label: string, value: string): Promise<void> {
  const field = await formField(page, chart, label)
  await field.click({ count: 3 })
  await page.keyboard.press('Backspace')
  await field.type(value)
}

/** Opens a placeholder card, types a first name and submits: the new relative is saved. */
export async function addRelativeByCard(
  page: Page,
  chart: string,
  placeholder: string,
  detail: string | undefined,
  firstName: string,
): Promise<void> {
  await clickCardNamed(page, chart, placeholder, detail)
  await waitForFormTitle(page, chart, placeholder)
  await fillField(page, chart, 'first name', firstName)
  await pressFormButton(page, chart, 'Submit')
  await findCard(page, chart, firstName)
}
