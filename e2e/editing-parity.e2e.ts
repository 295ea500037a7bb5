// Editing on /create-tree as a new user does it, behaving like the published family-chart: add-relative mode stays on
// the person, new children keep their other parent, Delete opens the next form, Edit First stays editable, the form
// never hides the tree, quick clicks never leave cards faded, and unapplied Data JSON edits are never thrown away.
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { clickIntoCodeEditor } from './helpers/code-editor'
import { CHART, dataJson } from './helpers/builder'
import {
  addRelativeByCard,
  clickCardNamed,
  fillField,
  findCard,
  formControl,
  formField,
  pressFormButton,
  settledCards,
  waitForFormTitle,
} from './helpers/person-form'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const WIDE = { width: 1600, height: 1000 }
const ME = 'Name Surname'

interface Person {
  id: string
  data: Record<string, string>
  rels: { father?: string; mother?: string; spouses?: string[]; children?: string[] }
}
async function people(page: Page): Promise<Person[]> {
  return JSON.parse(await dataJson(page)) as Person[]
}
async function named(page: Page, first: string): Promise<Person> {
  const p = (await people(page)).find((x) => x.data['first name'] === first)
  if (!p) throw new Error(`nobody named ${first}`)
  return p
}

async function openBuilder(query = '?transition_time=0', viewport = WIDE): Promise<Page> {
  const page = await open(browser, `/create-tree${query}`, viewport)
  await findCard(page, CHART, ME)
  return page
}

/** Clicks the person's card and turns add-relative mode on from their form. */
async function startAdding(page: Page, name = ME): Promise<void> {
  await clickCardNamed(page, CHART, name)
  await waitForFormTitle(page, CHART, name)
  await pressFormButton(page, CHART, 'Add relative')
  await formControl(page, CHART, 'button', 'Cancel adding a relative')
}
async function stopAdding(page: Page): Promise<void> {
  await pressFormButton(page, CHART, 'Cancel adding a relative')
  await formControl(page, CHART, 'button', 'Add relative')
}

describe('the six upstream scenarios', () => {
  it('add father and mother: the same person gets both parents', async () => {
    const page = await openBuilder()
    await startAdding(page)
    await addRelativeByCard(page, CHART, 'Add Father', undefined, 'Zen')
    // the form is back on the person, still adding, and Add Mother is still offered
    await waitForFormTitle(page, CHART, ME)
    await addRelativeByCard(page, CHART, 'Add Mother', undefined, 'Zebra')
    await stopAdding(page)
    expect(await settledCards(page, CHART)).toEqual([`${ME} / 1970`, 'Zebra', 'Zen'])
    const me = await named(page, 'Name')
    expect(me.rels.father).toBe((await named(page, 'Zen')).id)
    expect(me.rels.mother).toBe((await named(page, 'Zebra')).id)
    await page.close()
  })

  it('add son, daughter, spouse: the children get the new spouse as their other parent', async () => {
    const page = await openBuilder()
    await startAdding(page)
    await addRelativeByCard(page, CHART, 'Add Son', 'with the new spouse', 'Ben')
    await addRelativeByCard(page, CHART, 'Add Daughter', 'with the new spouse', 'Becky')
    await addRelativeByCard(page, CHART, 'Add Spouse', undefined, 'Andrea')
    await stopAdding(page)
    expect(await settledCards(page, CHART)).toEqual(['Andrea', 'Becky', 'Ben', `${ME} / 1970`])
    const andrea = await named(page, 'Andrea')
    for (const child of ['Ben', 'Becky']) expect((await named(page, child)).rels.mother).toBe(andrea.id)
    await page.close()
  })

  it('add spouse, then children with that spouse', async () => {
    const page = await openBuilder()
    await startAdding(page)
    await addRelativeByCard(page, CHART, 'Add Spouse', undefined, 'Andrea')
    await addRelativeByCard(page, CHART, 'Add Son', 'with Andrea', 'Ben')
    await addRelativeByCard(page, CHART, 'Add Daughter', 'with Andrea', 'Becky')
    await stopAdding(page)
    const andrea = await named(page, 'Andrea')
    const me = await named(page, 'Name')
    for (const child of ['Ben', 'Becky'])
      expect((await named(page, child)).rels).toMatchObject({ father: me.id, mother: andrea.id })
    expect(await settledCards(page, CHART)).toEqual(['Andrea', 'Becky', 'Ben', `${ME} / 1970`])
    await page.close()
  })

  it('add children, then a new spouse, and count the cards', async () => {
    const page = await openBuilder()
    await startAdding(page)
    await addRelativeByCard(page, CHART, 'Add Son', 'with the new spouse', 'Ben')
    await addRelativeByCard(page, CHART, 'Add Daughter', 'with the new spouse', 'Becky')
    await stopAdding(page)
    // The children have one parent: the builder draws an ADD card for the other one.
    expect(await settledCards(page, CHART)).toEqual(['ADD', 'Becky', 'Ben', `${ME} / 1970`])
    // That card adds the spouse who becomes the children's other parent.
    await clickCardNamed(page, CHART, 'ADD')
    await waitForFormTitle(page, CHART, 'Add Spouse')
    expect(await page.$eval(`${CHART} .f3-form-subtitle`, (e) => e.textContent)).toBe(
      `Spouse of ${ME}, parent of Ben and Becky`,
    )
    await fillField(page, CHART, 'first name', 'Andrea')
    await pressFormButton(page, CHART, 'Submit')
    await findCard(page, CHART, 'Andrea')
    await stopAdding(page)
    expect(await settledCards(page, CHART)).toEqual(['Andrea', 'Becky', 'Ben', `${ME} / 1970`])
    const andrea = await named(page, 'Andrea')
    expect(andrea.rels.children).toHaveLength(2)
    await page.close()
  })

  it('add and delete everyone: each delete opens the next person, the last leaves a blank person to start again', async () => {
    const page = await openBuilder()
    await startAdding(page)
    await addRelativeByCard(page, CHART, 'Add Father', undefined, 'Zen')
    await addRelativeByCard(page, CHART, 'Add Spouse', undefined, 'Andrea')
    await addRelativeByCard(page, CHART, 'Add Son', 'with Andrea', 'Ben')
    await stopAdding(page)
    expect((await people(page)).length).toBe(4)
    for (const name of ['Ben', 'Zen', 'Andrea']) {
      await clickCardNamed(page, CHART, name)
      await waitForFormTitle(page, CHART, name)
      await pressFormButton(page, CHART, 'Delete')
      // the next person's form opens, with its controls (the main person is Name Surname again)
      await waitForFormTitle(page, CHART, ME)
      await formControl(page, CHART, 'button', 'Add relative')
    }
    expect(await settledCards(page, CHART)).toEqual([`${ME} / 1970`])
    await pressFormButton(page, CHART, 'Delete')
    await page.waitForFunction(
      (c, me) => {
        const t = document.querySelector(`${c} .f3-form-title`)?.textContent
        return !!t && t !== me
      },
      {},
      CHART,
      ME,
    )
    // The data panel follows the chart a moment later: wait until it names the new blank person.
    const blankId = await page.$eval(`${CHART} .f3-form-title`, (t) => t.textContent ?? '')
    await page.waitForFunction(
      (id) =>
        (
          document.querySelector('section[aria-labelledby="data-json-title"] pre') as HTMLElement | null
        )?.innerText.includes(JSON.stringify(id)) ?? false,
      { timeout: 5000 },
      blankId,
    )
    const left = await people(page)
    expect(left).toHaveLength(1)
    expect(left[0].data['first name']).toBeUndefined()
    expect(await page.$eval(`${CHART} .f3-form-title`, (t) => t.textContent)).toBe(left[0].id)
    await formControl(page, CHART, 'button', 'Add relative')
    expect(await settledCards(page, CHART)).toHaveLength(1)
    await page.close()
  })

  it('change the gender of the main person and add a child', async () => {
    const page = await openBuilder()
    await startAdding(page)
    await (await formControl(page, CHART, 'radio', 'Female')).click()
    await findCard(page, CHART, 'Add Spouse')
    await addRelativeByCard(page, CHART, 'Add Son', 'with the new spouse', 'Ben')
    await stopAdding(page)
    const me = await named(page, 'Name')
    expect(me.data.gender).toBe('F')
    expect((await named(page, 'Ben')).rels.mother).toBe(me.id)
    await page.close()
  })
})

describe('the form after Submit', () => {
  it('stays editable with Edit First on (the builder default)', async () => {
    const page = await openBuilder()
    await clickCardNamed(page, CHART, ME)
    await fillField(page, CHART, 'first name', 'Nora')
    await pressFormButton(page, CHART, 'Submit')
    await waitForFormTitle(page, CHART, 'Nora Surname')
    const field = await formField(page, CHART, 'first name')
    expect(await field.evaluate((i) => (i as HTMLInputElement).value)).toBe('Nora')
    await page.close()
  })
})

/** What a person sees: each card's box clipped to the chart's drawing area, the form's box, and the main card's box. */
async function overlaps(
  page: Page,
): Promise<{ under: string[]; formShown: boolean; mainInside: boolean; cards: number }> {
  return page.evaluate((c) => {
    const root = document.querySelector(c)!
    const form = root.querySelector<HTMLElement>('.f3-form-cont')!
    const canvas = root.querySelector('.f3-canvas')!.getBoundingClientRect()
    const f = form.getBoundingClientRect()
    const clip = (r: DOMRect) => ({
      l: Math.max(r.left, canvas.left),
      t: Math.max(r.top, canvas.top),
      r: Math.min(r.right, canvas.right),
      b: Math.min(r.bottom, canvas.bottom),
    })
    const under: string[] = []
    const cards = [...root.querySelectorAll<HTMLElement>('.f3-card')]
    for (const card of cards) {
      const v = clip(card.getBoundingClientRect())
      if (v.r <= v.l || v.b <= v.t) continue
      if (v.l < f.right - 1 && v.r > f.left + 1 && v.t < f.bottom - 1 && v.b > f.top + 1)
        under.push(card.innerText.split('\n')[0])
    }
    const main = root.querySelector('.f3-card-main')?.getBoundingClientRect()
    const mainInside =
      !!main &&
      main.left >= canvas.left - 1 &&
      main.right <= canvas.right + 1 &&
      main.top >= canvas.top - 1 &&
      main.bottom <= canvas.bottom + 1
    return { under, formShown: !form.hidden && f.width > 0, mainInside, cards: cards.length }
  }, CHART)
}

describe('the form never hides the tree', () => {
  const FAMILY = '?transition_time=0&data_url=/data/data.json'
  for (const [label, viewport] of [
    ['1600 px', WIDE],
    ['1000 px', { width: 1000, height: 900 }],
    ['a 375 px phone', { width: 375, height: 812 }],
  ] as const) {
    it(`at ${label}: after updates no card sits under the open form and the main person is in view`, async () => {
      const page = await open(browser, `/create-tree${FAMILY}`, viewport)
      await page.waitForSelector(`${CHART} .f3-card`)
      const first = (await settledCards(page, CHART))[0].split(' / ')[0]
      // below 1400 px the form waits for a click
      if (viewport.width <= 1400)
        expect(await page.$eval(`${CHART} .f3-form-cont`, (f) => (f as HTMLElement).hidden)).toBe(true)
      await clickCardNamed(page, CHART, first)
      await waitForFormTitle(page, CHART, first)
      await settledCards(page, CHART)
      let seen = await overlaps(page)
      expect(seen.formShown).toBe(true)
      expect(seen.under).toEqual([])
      expect(seen.mainInside).toBe(true)
      // an edit redraws and re-fits the tree: still nothing under the form
      await pressFormButton(page, CHART, 'Add relative')
      await findCard(page, CHART, 'Add Spouse')
      await settledCards(page, CHART)
      seen = await overlaps(page)
      expect(seen.under).toEqual([])
      expect(seen.mainInside).toBe(true)
      await page.close()
    })
  }

  it('the v2 edit tree example keeps its cards clear of the form too', async () => {
    const page = await open(browser, '/examples/v2/17-edit-tree', { width: 1440, height: 900 })
    await page.waitForSelector(`${CHART} .f3-form`)
    await settledCards(page, CHART)
    const seen = await overlaps(page)
    expect(seen.cards).toBeGreaterThan(3)
    expect(seen.under).toEqual([])
    expect(seen.mainInside).toBe(true)
    await page.close()
  })
})

describe('quick clicks during an animation', () => {
  it('Add relative then at once Female: every card ends fully shown', async () => {
    const page = await openBuilder('?transition_time=700')
    await clickCardNamed(page, CHART, ME)
    await waitForFormTitle(page, CHART, ME)
    await pressFormButton(page, CHART, 'Add relative')
    await (await formControl(page, CHART, 'radio', 'Female')).click()
    await pressFormButton(page, CHART, 'Cancel adding a relative')
    await pressFormButton(page, CHART, 'Add relative')
    const cards = await settledCards(page, CHART)
    expect(cards).toEqual(expect.arrayContaining(['Add Father', 'Add Mother', 'Add Spouse']))
    const opacities = await page.$$eval(`${CHART} .f3-card-cont`, (els) => els.map((e) => getComputedStyle(e).opacity))
    expect(opacities.every((o) => o === '1')).toBe(true)
    await page.close()
  })
})

describe('the Data JSON editor keeps unapplied text', () => {
  const EDITOR =
    'section[aria-labelledby="data-json-title"] [contenteditable], section[aria-labelledby="data-json-title"] textarea'
  const status = (page: Page) => page.$eval('[data-testid="data-json-status"]', (e) => e.textContent ?? '')

  it('a change in the chart does not replace the draft; Discard shows the chart, Apply uses the draft', async () => {
    const page = await openBuilder()
    const draft = '[{"id":"a","data":{"first name":"Ada","gender":"F"},"rels":{}}]'
    await clickIntoCodeEditor(page, 'Data JSON editor', 'section[aria-labelledby="data-json-title"]')
    await page.keyboard.down('Control')
    await page.keyboard.press('a')
    await page.keyboard.up('Control')
    await page.keyboard.type(draft)
    expect(await status(page)).toMatch(/not applied yet/)
    // edit in the chart meanwhile
    await clickCardNamed(page, CHART, ME)
    await fillField(page, CHART, 'first name', 'Nora')
    await pressFormButton(page, CHART, 'Submit')
    await waitForFormTitle(page, CHART, 'Nora Surname')
    await page.waitForFunction(() =>
      /chart changed after you started editing/.test(
        document.querySelector('[data-testid="data-json-status"]')?.textContent ?? '',
      ),
    )
    expect(await page.$eval(EDITOR, (e) => (e as HTMLElement).innerText || (e as HTMLTextAreaElement).value)).toContain(
      '"Ada"',
    )
    // the code below follows the chart, not the draft
    expect(await page.$eval('[role="tabpanel"] pre', (p) => (p as HTMLElement).innerText)).toContain('Nora')
    await page.click('::-p-text(Discard edits)')
    await page.waitForFunction(
      (sel) => (document.querySelector(sel) as HTMLElement).innerText.includes('Nora'),
      {},
      EDITOR,
    )
    expect(await status(page)).toMatch(/follows the chart/)
    await page.close()
  })

  it('applied data with broken references is drawn, and the problems are listed next to it', async () => {
    const page = await openBuilder()
    await clickIntoCodeEditor(page, 'Data JSON editor', 'section[aria-labelledby="data-json-title"]')
    await page.keyboard.down('Control')
    await page.keyboard.press('a')
    await page.keyboard.up('Control')
    await page.keyboard.type('[{"id":"a","data":{"first name":"Ada","gender":"F"},"rels":{"father":"ghost"}}]')
    await page.click('::-p-text(Apply data)')
    await findCard(page, CHART, 'Ada')
    const findings = await page.waitForSelector('section[aria-labelledby="data-json-title"] details')
    expect(await findings!.evaluate((d) => (d as HTMLElement).innerText)).toMatch(/1 problem in the data[\s\S]*"ghost"/)
    await page.close()
  })
})
