// The person form and the main person as a user meets them while editing on /create-tree: the gender radio shows the
// person's gender after relatives were added and after a card click that followed another edit, and a card click
// (while adding relatives, or just after a save) makes that person main, as the published family-chart does.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { CHART } from './helpers/builder'
import { addRelativeByCard, clickCardNamed, fillField, findCard, formControl, pressFormButton, waitForFormTitle } from './helpers/person-form'

let browser: Browser
beforeAll(async () => { browser = await launch() })
afterAll(async () => { await browser?.close() })

const ME = 'Name Surname'

async function openBuilder(): Promise<Page> {
  const page = await open(browser, '/create-tree?transition_time=0', { width: 1600, height: 1000 })
  await findCard(page, CHART, ME)
  return page
}

/** The checked gender radio's accessible name, or null when neither is checked. */
async function checkedGender(page: Page): Promise<string | null> {
  await formControl(page, CHART, 'radiogroup', 'Gender').catch(() => null)
  return page.$eval(`${CHART} .f3-form-cont`, (cont) => {
    const checked = cont.querySelector<HTMLInputElement>('input[type="radio"][name="gender"]:checked')
    return checked ? (checked.closest('label')?.textContent ?? '').trim() : null
  })
}

/** The first line of the main person's card, read from what is marked as the current person. */
async function mainName(page: Page): Promise<string> {
  return page.$eval(`${CHART} .f3-card[aria-current], ${CHART} .f3-card-main`, (c) => (c as HTMLElement).innerText.split('\n')[0].trim())
}

describe('scratch', () => {
  it('gender after adding a child', async () => {
    const page = await openBuilder()
    await clickCardNamed(page, CHART, ME)
    await waitForFormTitle(page, CHART, ME)
    console.log('open', await checkedGender(page), await mainName(page))
    await pressFormButton(page, CHART, 'Add relative')
    await addRelativeByCard(page, CHART, 'Add Son', 'with the new spouse', 'Ben')
    await waitForFormTitle(page, CHART, ME)
    console.log('after add son', await checkedGender(page), await mainName(page))
    await clickCardNamed(page, CHART, 'Ben')
    await waitForFormTitle(page, CHART, 'Ben')
    console.log('click Ben while adding', await checkedGender(page), await mainName(page))
    await fillField(page, CHART, 'first name', 'Benny')
    await pressFormButton(page, CHART, 'Submit')
    await waitForFormTitle(page, CHART, 'Benny')
    console.log('after submit', await checkedGender(page), await mainName(page))
    await clickCardNamed(page, CHART, ME)
    await waitForFormTitle(page, CHART, ME)
    console.log('click me after edit', await checkedGender(page), await mainName(page))
    await page.screenshot({ path: '/tmp/scratch/a.png' })
    await page.close()
  })
})
