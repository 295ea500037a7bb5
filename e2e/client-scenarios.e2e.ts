// Client code as people write it around family-chart (React hooks and classes, Vue options and composition API, an
// Angular component, plain scripts; custom cards, icon buttons, click handlers reading data-id, edit forms with
// setOnSubmit / setPostSubmit, exportData on save, the low-level store + createSvg + view path; 0.8- and 0.9-shaped
// data), each run on our bundle and on the published version it was written for, acted on as a person does. Both
// runs must see the same thing — cards, main person, forms, what was saved — with no uncaught error.
import type { Browser, Page } from 'puppeteer-core'
import { launch } from './helpers/browser'
import { openClientPage, type Framework, type LibraryName } from './helpers/client-page'
import {
  byName,
  button,
  cardNamed,
  chooseOption,
  clickCard,
  fill,
  mainPerson,
  openForm,
  press,
  settledCards,
  shows,
  submit,
} from './helpers/client-actions'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CHART = '<div id="FamilyChart" class="f3"></div>'
const REED = ['Ana Reed 1982', 'Eve Reed 1953', 'Lia Reed 2008', 'Max Reed 2011', 'Sam Reed 1980', 'Tom Reed 1950']
const REED_NAMES = ['Ana Reed', 'Eve Reed', 'Lia Reed', 'Max Reed', 'Sam Reed', 'Tom Reed']

interface Scenario {
  name: string
  /** The published version the client code was written for. */
  targets: Exclude<LibraryName, 'ours'>
  client: string
  frameworks?: Framework[]
  body: string
  /** What a person does; returns what they saw and what the app saved, compared between the versions. */
  run(page: Page, saved: unknown[]): Promise<Record<string, unknown>>
  /** What the person must have seen (on every version). */
  check(outcome: any): void
}

/** Text of the first element matching `selector`. */
const textOf = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText.trim())

/** Waits until the app has saved `count` times; returns the last save. */
async function lastSave(saved: unknown[], count: number): Promise<any> {
  const until = Date.now() + 10000
  while (saved.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
  return saved[count - 1]
}

const scenarios: Scenario[] = [
  {
    name: 'plain script following the README quick start',
    targets: '0.9.0',
    client: 'plain-readme.js',
    body: CHART,
    async run(page) {
      const cards = await settledCards(page)
      const main = await mainPerson(page)
      await clickCard(page, 'Lia Reed')
      return {
        cards,
        main,
        mainAfterClick: await mainPerson(page),
        after: await settledCards(page),
        form: (await page.$('form')) !== null,
      }
    },
    check(o) {
      const liasFamily = ['Ana Reed 1982', 'Eve Reed 1953', 'Lia Reed 2008', 'Sam Reed 1980', 'Tom Reed 1950']
      expect(o).toEqual({
        cards: REED,
        main: 'Sam Reed 1980',
        mainAfterClick: 'Lia Reed 2008',
        after: liasFamily,
        form: false,
      })
    },
  },
  {
    name: 'React function component: effect without cleanup, StrictMode, exportData on save',
    targets: '0.9.0',
    client: 'react-hooks.js',
    frameworks: ['react'],
    body: '<div id="root"></div>',
    async run(page, saved) {
      const cards = await settledCards(page)
      await clickCard(page, 'Max Reed')
      const form = await openForm(page)
      await fill(page, 'first name', 'Maxwell')
      await submit(page)
      await shows(page, '.status', 'Saved 6 people')
      const data = await lastSave(saved, 1)
      return { cards, form, main: await mainPerson(page), people: byName(data), status: await textOf(page, '.status') }
    },
    check(o) {
      expect(o.cards).toEqual(REED)
      expect(o.form).toEqual({ editable: true, fields: { 'first name': 'Max', 'last name': 'Reed', birthday: '2011' } })
      expect(o.main).toBe('Maxwell Reed 2011')
      expect(o.people.Maxwell).toEqual({ gender: 'M', rels: { parents: ['Ana', 'Sam'] } })
      expect(o.people.Sam.rels).toEqual({ parents: ['Eve', 'Tom'], spouses: ['Ana'], children: ['Lia', 'Maxwell'] })
    },
  },
  {
    name: 'React class component: componentDidMount, setCard(f3.CardHtml), click shown in the app',
    targets: '0.8.0',
    client: 'react-class.js',
    frameworks: ['react'],
    body: '<div id="root"></div>',
    async run(page) {
      const cards = await settledCards(page)
      await clickCard(page, 'Eve Reed')
      await shows(page, '.selected', 'Selected: Eve Reed')
      return {
        cards,
        selected: await textOf(page, '.selected'),
        main: await mainPerson(page),
        after: await settledCards(page),
      }
    },
    check(o) {
      expect(o.cards).toEqual(REED)
      expect(o).toMatchObject({ selected: 'Selected: Eve Reed', main: 'Eve Reed 1953' })
      expect(o.after).toContain('Sam Reed 1980')
    },
  },
  {
    name: 'Vue options API: mounted, a watcher calling updateData, a click reading data-id',
    targets: '0.8.0',
    client: 'vue-options.js',
    frameworks: ['vue'],
    body: '<div id="app"></div>',
    async run(page) {
      const cards = await settledCards(page)
      await clickCard(page, 'Lia Reed')
      await shows(page, '.selected', 'Selected: Lia Reed')
      const main = await mainPerson(page)
      await press(page, 'Add a grandchild')
      await cardNamed(page, 'Zoe Reed')
      return {
        cards,
        selected: await textOf(page, '.selected'),
        main,
        afterAdding: await settledCards(page),
        mainAfterAdding: await mainPerson(page),
      }
    },
    check(o) {
      expect(o.cards).toEqual(REED_NAMES)
      expect(o).toMatchObject({ selected: 'Selected: Lia Reed', main: 'Lia Reed', mainAfterAdding: 'Lia Reed' })
      expect(o.afterAdding).toContain('Zoe Reed')
    },
  },
  {
    name: 'Vue composition API: SVG cards with an info button appended to .card-inner',
    targets: '0.9.0',
    client: 'vue-composition.js',
    frameworks: ['vue'],
    body: '<div id="app"></div>',
    async run(page) {
      const cards = await settledCards(page)
      const card = await cardNamed(page, 'Tom Reed')
      const info = await card.waitForSelector('.card-inner .info-button')
      await info!.click()
      await shows(page, '.about', 'Tom Reed, born 1950')
      return {
        cards,
        about: await textOf(page, '.about'),
        main: await mainPerson(page),
        buttons: await page.$$eval('.card .card-inner .info-button', (b) => b.length),
      }
    },
    check(o) {
      // Each card reads its name and year, and the "i" of the info button.
      expect(o.cards).toEqual(REED.map((card) => `${card} i`))
      expect(o).toMatchObject({ about: 'Tom Reed, born 1950', main: 'Sam Reed 1980 i', buttons: 6 })
    },
  },
  {
    name: 'Angular component: ngAfterViewInit, ngOnChanges with new data, ngOnDestroy and a new mount',
    targets: '0.9.0',
    client: 'angular-component.mjs',
    frameworks: ['angular'],
    body: '<app-root></app-root>',
    async run(page) {
      const cards = await settledCards(page)
      await press(page, 'Show the Lee family')
      await cardNamed(page, 'Jun Lee')
      const lees = await settledCards(page)
      const main = await mainPerson(page)
      await press(page, 'Hide the tree')
      await button(page, 'Show the tree')
      const hidden = await page.$$eval('.card', (c) => c.length)
      await press(page, 'Show the tree')
      return { cards, lees, main, hidden, again: await settledCards(page) }
    },
    check(o) {
      expect(o.cards).toEqual(REED_NAMES)
      expect(o).toEqual({
        cards: REED_NAMES,
        lees: ['Jun Lee', 'Kai Lee', 'Mei Lee'],
        main: 'Kai Lee',
        hidden: 0,
        again: ['Jun Lee', 'Kai Lee', 'Mei Lee'],
      })
    },
  },
  {
    name: 'custom HTML cards: setCardInnerHtmlCreator and a badge added in setOnCardUpdate',
    targets: '0.9.0',
    client: 'custom-card.js',
    body: CHART,
    async run(page) {
      const cards = await settledCards(page)
      const badge = await textOf(page, '.card .my-main-badge')
      await clickCard(page, 'Eve Reed')
      await page.waitForFunction(
        () =>
          document.querySelectorAll('.my-main-badge').length === 1 &&
          document.querySelector('.my-main-badge')!.closest('.card')!.textContent!.includes('Eve'),
      )
      return {
        cards,
        badge,
        main: await mainPerson(page),
        custom: await page.$$eval('.card .my-card .my-name', (n) => n.length),
      }
    },
    check(o) {
      expect(o.cards).toEqual([
        'Ana Reed (1982)',
        'Eve Reed (1953)',
        'Lia Reed (2008)',
        'Max Reed (2011)',
        'Sam Reed (1980) Main',
        'Tom Reed (1950)',
      ])
      expect(o).toMatchObject({ badge: 'Main', main: 'Eve Reed (1953) Main', custom: 6 })
    },
  },
  {
    name: 'icon buttons on cards: f3.icons put on each card with d3, opening the form and add-relative mode',
    targets: '0.9.0',
    client: 'icon-buttons.js',
    body: CHART,
    async run(page) {
      const cards = await settledCards(page)
      const lia = await cardNamed(page, 'Lia Reed')
      await (await lia.waitForSelector('[title="Edit person"] svg'))!.click()
      const form = await openForm(page)
      const mainAfterEdit = await mainPerson(page)
      const sam = await cardNamed(page, 'Sam Reed')
      await (await sam.waitForSelector('[title="Add relative"] svg'))!.click()
      await page.waitForSelector('.card.card-new-rel')
      await settledCards(page)
      // What each placeholder card offers, as its first line reads (ours adds the other parent on a second line).
      const offers = await page.$$eval('.card.card-new-rel', (cs) =>
        cs.map((c) => (c as HTMLElement).innerText.trim().split('\n')[0].trim()).sort(),
      )
      return { cards, form, mainAfterEdit, offers, mainWhileAdding: await mainPerson(page) }
    },
    check(o) {
      expect(o.cards).toEqual(REED)
      expect(o.form).toEqual({ editable: true, fields: { 'first name': 'Lia', 'last name': 'Reed', birthday: '2008' } })
      expect(o).toMatchObject({ mainAfterEdit: 'Sam Reed 1980', mainWhileAdding: 'Sam Reed 1980' })
      expect(o.offers).toEqual(['Add Daughter', 'Add Daughter', 'Add Son', 'Add Son', 'Add Spouse'])
    },
  },
  {
    name: 'click handlers reading data-id, closest("[data-id]") and the node on the card\'s parent',
    targets: '0.8.0',
    client: 'click-details.js',
    body: `<p id="details">Click a card</p><p id="generation"></p>${CHART}`,
    async run(page) {
      const cards = await settledCards(page)
      await clickCard(page, 'Tom Reed')
      await shows(page, '#details', 'Tom Reed, born 1950')
      const main = await mainPerson(page)
      await settledCards(page)
      await (await cardNamed(page, 'Sam Reed')).click({ button: 'right' })
      await shows(page, '#generation', 'Sam is in generation')
      return { cards, details: await textOf(page, '#details'), main, generation: await textOf(page, '#generation') }
    },
    check(o) {
      expect(o.cards).toEqual(REED_NAMES)
      expect(o).toMatchObject({
        details: 'Tom Reed, born 1950',
        main: 'Tom Reed',
        generation: 'Sam is in generation 1',
      })
    },
  },
  {
    name: 'edit form checked in setOnSubmit with FormData, saved in setPostSubmit',
    targets: '0.9.0',
    client: 'form-onsubmit.js',
    body: CHART,
    async run(page, saved) {
      await settledCards(page)
      await clickCard(page, 'Ana Reed')
      const form = await openForm(page)
      await fill(page, 'first name', '')
      await submit(page)
      await shows(page, '.my-error', 'A first name, please')
      const savedAfterEmpty = saved.length
      await fill(page, 'first name', 'Anna')
      await fill(page, 'birthday', '1983')
      await submit(page)
      const sent = await lastSave(saved, 1)
      await cardNamed(page, 'Anna Reed')
      return {
        form,
        savedAfterEmpty,
        sent,
        cards: await settledCards(page),
        error: (await page.$('.my-error')) !== null,
      }
    },
    check(o) {
      expect(o.form.fields).toEqual({ 'first name': 'Ana', 'last name': 'Reed', birthday: '1982' })
      expect(o.savedAfterEmpty).toBe(0)
      expect(o.sent).toEqual({
        id: 'ana',
        data: { 'first name': 'Anna', 'last name': 'Reed', birthday: '1983', gender: 'F' },
        people: 6,
      })
      expect(o.cards).toContain('Anna Reed 1983')
      expect(o.error).toBe(false)
    },
  },
  {
    name: 'exportData on save after adding a relative, 0.9-shaped data',
    targets: '0.9.0',
    client: 'export-on-save.js',
    body: CHART,
    async run(page, saved) {
      await settledCards(page)
      await clickCard(page, 'Lia Reed')
      const form = await openForm(page)
      // The person-with-a-plus icon: its class is the hook 0.8 / 0.9 code uses (the published icon has no name).
      await page.click('.f3-add-relative-btn')
      await clickCard(page, 'Add Son')
      await fill(page, 'first name', 'Ben')
      await submit(page)
      const data = await lastSave(saved, 1)
      return { form, people: byName(data), shapes: data.map((d: any) => Object.keys(d.rels).sort().join(',')).sort() }
    },
    check(o) {
      expect(o.form.fields).toEqual({ 'first name': 'Lia', 'last name': 'Reed', birthday: '2008' })
      expect(o.people.Ben).toEqual({ gender: 'M', rels: { parents: ['Lia'] } })
      expect(o.people.Lia.rels).toEqual({ parents: ['Ana', 'Sam'], children: ['Ben'] })
      expect(o.shapes).not.toContain(expect.stringContaining('father'))
    },
  },
  {
    name: 'low-level path: createStore, createSvg, elements.Card and view',
    targets: '0.8.0',
    client: 'low-level.js',
    body: CHART,
    async run(page) {
      const cards = await settledCards(page)
      const main = await mainPerson(page)
      await clickCard(page, 'Max Reed')
      return { cards, main, mainAfterClick: await mainPerson(page), after: await settledCards(page) }
    },
    check(o) {
      expect(o).toMatchObject({
        cards: REED,
        main: 'Sam Reed 1980',
        mainAfterClick: 'Max Reed 2011',
        after: ['Ana Reed 1982', 'Eve Reed 1953', 'Max Reed 2011', 'Sam Reed 1980', 'Tom Reed 1950'],
      })
    },
  },
  {
    name: 'person search box with its default choice beside an edit tree',
    targets: '0.9.0',
    client: 'person-search.js',
    body: CHART,
    async run(page) {
      await settledCards(page)
      const searchBox = 'input[placeholder="Find a person"]'
      const search = await page.waitForSelector(searchBox)
      await search!.click()
      await search!.type('Eve')
      await chooseOption(page, 'Eve Reed', searchBox)
      return { main: await mainPerson(page), form: await openForm(page) }
    },
    check(o) {
      expect(o).toEqual({
        main: 'Eve Reed 1953',
        form: { editable: false, fields: { 'first name': 'Eve', 'last name': 'Reed', birthday: '1953' } },
      })
    },
  },
  {
    name: 'plain script that creates the chart again in the same container on new data',
    targets: '0.8.0',
    client: 'plain-recreate.js',
    body: `<button type="button" id="show-max">Show Max's family</button>${CHART}`,
    async run(page) {
      const cards = await settledCards(page)
      await press(page, "Show Max's family")
      await page.waitForFunction(() => document.querySelector('.card.card-main')?.textContent?.includes('Max'))
      return { cards, main: await mainPerson(page), after: await settledCards(page) }
    },
    check(o) {
      expect(o).toMatchObject({
        cards: REED,
        main: 'Max Reed 2011',
        after: ['Ana Reed 1982', 'Eve Reed 1953', 'Max Reed 2011', 'Sam Reed 1980', 'Tom Reed 1950'],
      })
    },
  },
]

describe('client code written for the published family-chart', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))(
    '%s',
    async (_name, scenario) => {
      const outcomes: Partial<Record<LibraryName, Record<string, unknown>>> = {}
      for (const lib of [scenario.targets, 'ours'] as LibraryName[]) {
        const client = await openClientPage(browser, {
          lib,
          client: scenario.client,
          frameworks: scenario.frameworks,
          body: scenario.body,
        })
        try {
          outcomes[lib] = await scenario.run(client.page, client.saved)
          expect({ lib, errors: client.errors }).toEqual({ lib, errors: [] })
        } finally {
          await client.close()
        }
        scenario.check(outcomes[lib])
      }
      expect(outcomes.ours).toEqual(outcomes[scenario.targets])
    },
    120_000,
  )
})
