// Editing as a user does on the v2 edit-tree example (its cards animate for a second, and people click on): after a
// child is added the parent's form shows their gender, and a card click, while adding relatives or right after a
// save, makes that person main as the published family-chart does: the tree recentres on them, their form shows
// their gender, and the next relative added is theirs.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { fillField, findCard, formControl, pressFormButton, waitForFormTitle } from './helpers/person-form'

const CHART = '#FamilyChart'
const MAIN = 'Daniel Hartwell'
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function openExample(): Promise<Page> {
  const page = await open(browser, '/examples/v2/17-edit-tree', { width: 1600, height: 1000 })
  await waitForFormTitle(page, CHART, MAIN)
  return page
}

/** The gender radio a person sees checked, by its name, or null when neither is. */
async function checkedGender(page: Page): Promise<string | null> {
  await formControl(page, CHART, 'radio', 'Male')
  return page.$eval(`${CHART} .f3-form-cont`, (cont) => {
    const checked = cont.querySelector<HTMLInputElement>('input[type="radio"]:checked')
    return checked ? (checked.closest('label')?.textContent ?? '').trim() : null
  })
}

/** Waits until the card marked as the current (main) person is `name`'s. */
async function waitForMain(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (c, n) => {
      const main =
        document.querySelector<HTMLElement>(`${c} .f3-card[aria-current="true"], ${c} .f3-card[aria-current="page"]`) ??
        document.querySelector<HTMLElement>(`${c} .f3-card-main`)
      return main?.innerText.split('\n')[0].trim() === n
    },
    { timeout: 10000 },
    CHART,
    name,
  )
}

/**
 * Clicks a card once it stands still: the example animates its cards for a second, and a person clicks what they see
 * where it stopped (not a card passing under the pointer).
 */
async function clickCardNamed(page: Page, chart: string, name: string, detail?: string): Promise<void> {
  const card = await findCard(page, chart, name, detail)
  await page.waitForFunction(
    (el) => {
      const w = window as unknown as { lastBox?: { el: Element; box: string } }
      const r = el.getBoundingClientRect()
      const box = `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}`
      const still = w.lastBox?.el === el && w.lastBox.box === box
      w.lastBox = { el, box }
      return still
    },
    { polling: 150, timeout: 10000 },
    card,
  )
  await card.click()
}

/** Adds a relative through its placeholder card while add-relative mode is on. */
async function addByPlaceholder(page: Page, placeholder: string, detail: string, firstName: string): Promise<void> {
  await clickCardNamed(page, CHART, placeholder, detail)
  await waitForFormTitle(page, CHART, placeholder)
  await fillField(page, CHART, 'first name', firstName)
  await pressFormButton(page, CHART, 'Submit')
}

describe("the gender radio shows the person's gender", () => {
  it('after adding a child to them, and after their form is opened by a card click that followed another edit', async () => {
    const page = await openExample()
    expect(await checkedGender(page)).toBe('Male')
    await pressFormButton(page, CHART, 'Add relative')
    await addByPlaceholder(page, 'Add Son', 'with Anna Ruiz', 'Ben')
    await waitForFormTitle(page, CHART, MAIN)
    expect(await checkedGender(page)).toBe('Male')
    // Another edit (Anna's name), then a click on Daniel's card.
    await pressFormButton(page, CHART, 'Cancel adding a relative')
    await clickCardNamed(page, CHART, 'Anna Ruiz')
    await waitForFormTitle(page, CHART, 'Anna Ruiz')
    expect(await checkedGender(page)).toBe('Female')
    await fillField(page, CHART, 'first name', 'Ana')
    await pressFormButton(page, CHART, 'Submit')
    await waitForFormTitle(page, CHART, 'Ana Ruiz')
    await clickCardNamed(page, CHART, MAIN)
    await waitForFormTitle(page, CHART, MAIN)
    expect(await checkedGender(page)).toBe('Male')
    await page.close()
  })
})

describe('a card click makes that person main', () => {
  it('while adding relatives: the mode ends, the tree centres on the clicked person, and the next child is theirs', async () => {
    const page = await openExample()
    await pressFormButton(page, CHART, 'Add relative')
    await findCard(page, CHART, 'Add Spouse')
    await clickCardNamed(page, CHART, 'Leo Hartwell')
    await waitForFormTitle(page, CHART, 'Leo Hartwell')
    await waitForMain(page, 'Leo Hartwell')
    expect(await checkedGender(page)).toBe('Male')
    // No placeholder is left, and Leo's own form offers to add relatives to him.
    await page.waitForFunction(
      (c) => ![...document.querySelectorAll<HTMLElement>(`${c} .f3-card`)].some((e) => e.innerText.startsWith('Add ')),
      { timeout: 10000 },
      CHART,
    )
    await pressFormButton(page, CHART, 'Add relative')
    await clickCardNamed(page, CHART, 'Add Son', 'with the new spouse')
    await waitForFormTitle(page, CHART, 'Add Son')
    expect(await page.$eval(`${CHART} .f3-form-subtitle`, (e) => e.textContent)).toBe(
      'Son of Leo Hartwell and the new spouse',
    )
    await page.close()
  })

  it('right after submitting an edit of another person', async () => {
    const page = await openExample()
    await clickCardNamed(page, CHART, 'Maya Hartwell')
    await waitForFormTitle(page, CHART, 'Maya Hartwell')
    await waitForMain(page, 'Maya Hartwell')
    await fillField(page, CHART, 'first name', 'Mia')
    await pressFormButton(page, CHART, 'Submit')
    await waitForFormTitle(page, CHART, 'Mia Hartwell')
    await clickCardNamed(page, CHART, MAIN)
    await waitForFormTitle(page, CHART, MAIN)
    await waitForMain(page, MAIN)
    expect(await checkedGender(page)).toBe('Male')
    // Daniel's parents are shown again around him, as for any main person.
    await findCard(page, CHART, 'George Hartwell')
    await page.close()
  })
})
