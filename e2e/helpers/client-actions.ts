// What a person does and sees in a family chart, on any version of the library (ours, the published 0.8.0 and 0.9.0):
// cards found by their visible name, form fields by their label, buttons by their text; waits on conditions only.
import type { ElementHandle, Page } from 'puppeteer-core'

/**
 * Collapsed visible text of an element: an HTML element's innerText, or the words of an SVG element's text nodes
 * (tooltips in <title> are not seen).
 */
function visibleText(el: Element): string {
  if (el instanceof HTMLElement) return el.innerText.replace(/\s+/g, ' ').trim()
  const leaves = [...el.querySelectorAll('text, tspan')].filter((t) => !t.querySelector('tspan'))
  return leaves
    .map((t) => t.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The same, as source for page.evaluate (functions handed to the page cannot close over this module). */
const VISIBLE_TEXT = `(${visibleText.toString()})`

/**
 * Waits until every card is still: fully shown (no card fading in or out) and not moving between two frames.
 * Returns the visible text of each card, sorted.
 */
export async function settledCards(page: Page, scope = 'body'): Promise<string[]> {
  const handle = await page.waitForFunction(
    async (s, source) => {
      const text = (0, eval)(source) as (el: Element) => string
      const conts = [...document.querySelectorAll<HTMLElement | SVGElement>(`${s} .card_cont`)]
      if (!conts.length) return null
      if (conts.some((c) => Number(getComputedStyle(c).opacity) < 1)) return null
      const where = () =>
        conts
          .map((c) => {
            const r = c.getBoundingClientRect()
            return `${Math.round(r.x)},${Math.round(r.y)}`
          })
          .join(' ')
      const before = where()
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      if (where() !== before) return null
      return conts
        .map((c) => c.querySelector('.card'))
        .filter(Boolean)
        .map((card) => text(card!))
        .sort()
    },
    { timeout: 15000, polling: 100 },
    scope,
    VISIBLE_TEXT,
  )
  return (await handle.jsonValue()) as string[]
}

/** The card (`.card`) whose visible text starts with `name`; fails when there is not exactly one. */
export async function cardNamed(page: Page, name: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (n, source) => {
      const text = (0, eval)(source) as (el: Element) => string
      const cards = [...document.querySelectorAll('.card_cont .card')].filter(
        (c) => text(c) === n || text(c).startsWith(`${n} `),
      )
      return cards.length === 1 ? cards[0] : null
    },
    { timeout: 15000 },
    name,
    VISIBLE_TEXT,
  )
  return handle as ElementHandle<Element>
}

/** Clicks a person's card once the cards are still. */
export async function clickCard(page: Page, name: string): Promise<void> {
  await settledCards(page)
  await (await cardNamed(page, name)).click()
}

/** The name on the main person's card (0.8 / 0.9 mark an SVG card's main person by its outline only). */
export async function mainPerson(page: Page): Promise<string> {
  await settledCards(page)
  return page.$eval(
    '.card_cont .card.card-main, .card_cont .card:has(.card-main-outline)',
    (el, source) => ((0, eval)(source) as (e: Element) => string)(el),
    VISIBLE_TEXT,
  )
}

/** A button found by its visible text or its accessible name. */
export async function button(page: Page, name: string, scope = 'body'): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (n, s) => {
      const text = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()
      return (
        [...document.querySelectorAll(`${s} button, ${s} [role="button"]`)].find(
          (b) =>
            (text(b) === n || b.getAttribute('aria-label') === n || b.getAttribute('title') === n) &&
            (b as HTMLElement).offsetParent !== null,
        ) ?? null
      )
    },
    { timeout: 10000 },
    name,
    scope,
  )
  return handle as ElementHandle<Element>
}

export async function press(page: Page, name: string, scope = 'body'): Promise<void> {
  await (await button(page, name, scope)).click()
}

/** The control of the open form labelled `label`: by the label's `for`, or the control beside the label. */
async function field(page: Page, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (l) => {
      const labels = [...document.querySelectorAll<HTMLLabelElement>('form label')].filter(
        (x) => (x as HTMLElement).offsetParent !== null,
      )
      const found = labels.find((x) => x.textContent!.replace(/\s+/g, ' ').trim().toLowerCase() === l.toLowerCase())
      if (!found) return null
      return found.control ?? found.parentElement!.querySelector('input, textarea, select')
    },
    { timeout: 10000 },
    label,
  )
  return handle as ElementHandle<Element>
}

/** Replaces what the form field labelled `label` holds with `value`, typing it. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  const control = await field(page, label)
  await control.click({ count: 3 })
  await page.keyboard.press('Backspace')
  if (value) await control.type(value)
}

/** The open form as a person reads it: its fields (by label, editable or not) and whether it can be edited. */
export async function openForm(page: Page): Promise<{ editable: boolean; fields: Record<string, string> }> {
  const handle = await page.waitForFunction(
    () => {
      const form = [...document.querySelectorAll<HTMLFormElement>('form')].find(
        (f) => f.offsetParent !== null && f.querySelector('label, dt, .f3-info-field'),
      )
      if (!form) return null
      const fields: Record<string, string> = {}
      const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
      const inputs = [
        ...form.querySelectorAll<HTMLInputElement>('.f3-form-field input, .f3-form-field textarea'),
      ].filter((i) => i.offsetParent !== null)
      for (const input of inputs)
        fields[text(input.labels?.[0] ?? input.parentElement!.querySelector('label'))] = input.value
      for (const row of form.querySelectorAll('.f3-info-field'))
        fields[text(row.querySelector('.f3-info-field-label'))] = text(row.querySelector('.f3-info-field-value'))
      return { editable: inputs.length > 0, fields }
    },
    { timeout: 10000 },
  )
  return (await handle.jsonValue()) as { editable: boolean; fields: Record<string, string> }
}

/** Submits the open form with its Submit button. */
export async function submit(page: Page): Promise<void> {
  await press(page, 'Submit')
}

/** Waits until the page shows `text` somewhere in `selector`. */
export async function shows(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    (s, t) => [...document.querySelectorAll(s)].some((el) => ((el as HTMLElement).innerText ?? '').includes(t)),
    { timeout: 10000 },
    selector,
    text,
  )
}

/** People of saved data by first name: gender, and relatives by first name (0.8 or 0.9 shape kept in `rels`). */
export function byName(data: any[]): Record<string, { gender: string; rels: Record<string, string | string[]> }> {
  const name = (id: string) => data.find((d) => d.id === id)?.data['first name'] ?? `?${id}`
  const out: Record<string, { gender: string; rels: Record<string, string | string[]> }> = {}
  for (const d of data) {
    const rels: Record<string, string | string[]> = {}
    for (const [key, value] of Object.entries(d.rels ?? {}))
      rels[key] = Array.isArray(value) ? (value as string[]).map(name).sort() : name(value as string)
    out[d.data['first name']] = { gender: d.data.gender, rels }
  }
  return out
}

/**
 * Clicks the visible search option reading `label` as a person does: waits until the option holds still (a list that
 * is still being drawn moves under the pointer) and is the topmost thing at its centre (the published 0.9 list opens
 * with a height transition, and an option it has not reached yet lies under the chart), clicks it, and waits for what
 * a person looks for: a form opens or the person becomes main. A click that had no such effect gets another one, after opening the list again when it closed,
 * as a person does (a click in `searchBox`); three clicks without effect fail.
 */
export async function chooseOption(page: Page, label: string, searchBox: string): Promise<void> {
  const visibleOption = (l: string) =>
    [...document.querySelectorAll('.f3-autocomplete-item, [role="option"]')].find(
      (o) => (o as HTMLElement).offsetParent !== null && (o as HTMLElement).innerText.trim() === l,
    ) ?? null
  for (let attempt = 1; ; attempt++) {
    const option = await page.waitForFunction(
      async (l, source) => {
        const find = (0, eval)(source) as (x: string) => Element | null
        const before = find(l)?.getBoundingClientRect()
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
        const found = find(l)
        const after = found?.getBoundingClientRect()
        if (!found || !before || !after || before.x !== after.x || before.y !== after.y) return null
        // A list that opens by growing its height shows an option only once the growth has reached it.
        const seen = document.elementFromPoint(after.x + after.width / 2, after.y + after.height / 2)
        return seen && found.contains(seen) ? found : null
      },
      { timeout: 10000 },
      label,
      `(${visibleOption})`,
    )
    await (option as ElementHandle<Element>).click()
    const answered = await page
      .waitForFunction(
        (l) =>
          [...document.querySelectorAll('form')].some((f) => f.offsetParent !== null) ||
          (document.querySelector('.card.card-main')?.textContent ?? '').includes(l.split(' ')[0]),
        { timeout: 3000 },
        label,
      )
      .then(
        () => true,
        () => false,
      )
    if (answered) return
    if (attempt === 3) throw new Error(`choosing "${label}" had no visible effect`)
    const stillOpen = await page.evaluate(
      (l, source) => !!((0, eval)(source) as (x: string) => Element | null)(l),
      label,
      `(${visibleOption})`,
    )
    if (!stillOpen) await page.click(searchBox)
  }
}
