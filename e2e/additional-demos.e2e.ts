// The additional demos under /examples/additional: one user-visible behaviour of each, plus the sidebar group.
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch, open, texts } from './helpers/browser'
import { catchDownloads } from './helpers/downloads'

let browser: Browser
let tmp: string
beforeAll(async () => {
  browser = await launch()
  tmp = mkdtempSync(join(tmpdir(), 'f3-demos-'))
})
afterAll(async () => {
  await browser?.close()
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

const PAGES = [
  '1-private-cards',
  '2-marriage-date',
  '3-duplicate-branch-toggle',
  '4-duplicate-branch-toggle-empty-tree',
  '5-kinship-info',
  '6-tree-restrictions',
  '7-form-customization',
  '8-edit-add-perm',
  '9-ten-thousand-people',
  '10-a-million-people',
]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function openDemo(slug: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await open(browser, `/examples/additional/${slug}`, viewport)
  await page.waitForSelector('[data-demo] .f3-card')
  return page
}

/** Clicks the first card whose text starts with `name`. */
async function clickCard(page: Page, name: string) {
  await page.evaluate((n) => {
    const card = [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].find((c) =>
      c.innerText.trim().startsWith(n),
    )
    if (!card) throw new Error(`no card ${n}`)
    card.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  }, name)
}

const waitForMain = (page: Page, name: string) =>
  page.waitForFunction(
    (n) => (document.querySelector('[data-demo] .f3-card-main') as HTMLElement | null)?.innerText.startsWith(n),
    {},
    name,
  )
const waitForFormTitle = (page: Page, title: string) =>
  page.waitForFunction((t) => document.querySelector('[data-demo] .f3-form-title')?.textContent === t, {}, title)
const cardNames = (page: Page) => texts(page, '[data-demo] .f3-card .f3-card-row:first-child')

/** x of each named card in tree coordinates (the datum the chart bound to the card's container). */
async function cardX(page: Page, names: string[]): Promise<number[]> {
  return page.evaluate(
    (ns) =>
      ns.map((n) => {
        const card = [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].find((c) =>
          c.innerText.trim().startsWith(n),
        )
        return (card?.closest('.f3-card-cont') as unknown as { __data__?: { x: number } })?.__data__?.x ?? NaN
      }),
    names,
  )
}

describe('the Add group of the examples sidebar', () => {
  it('lists the ten demos and each page shows its own source', async () => {
    const page = await openDemo('1-private-cards')
    expect(
      await page.$$eval('[data-testid="examples-sidebar"] [aria-pressed="true"]', (b) => b.map((x) => x.textContent)),
    ).toEqual(['Add'])
    const links = await page.$$eval('[data-testid="examples-sidebar"] a.menu__link', (as) =>
      as.map((a) => a.getAttribute('href')),
    )
    expect(links).toEqual(PAGES.map((p) => `/examples/additional/${p}`))
    const code = await page.$$eval('pre', (pres) => pres.map((p) => (p as HTMLElement).innerText).join('\n'))
    expect(code).toContain('export default function PrivateCards()')
    expect(code).toContain('.setPrivateCardsConfig({ condition: isPrivatePerson })')
    await page.close()
  })
})

describe('1 private cards', () => {
  it('draws living people as grey anonymous cards, and clicking one closes the form', async () => {
    const page = await openDemo('1-private-cards')
    const privateCards = await page.$$eval('[data-demo] .f3-card-private', (cs) =>
      cs.map((c) => ({
        text: (c as HTMLElement).innerText.trim(),
        background: getComputedStyle(c).backgroundColor,
        icon: !!c.querySelector('.f3-person-icon svg'),
      })),
    )
    expect(privateCards.length).toBeGreaterThanOrEqual(4)
    for (const card of privateCards)
      expect(card).toEqual({ text: 'Private', background: 'rgb(105, 105, 105)', icon: true }) // --f3-private: white text at 5.5:1
    const allText = (await texts(page, '[data-demo] .f3-card')).join(' ')
    expect(allText).not.toMatch(/Margaret|Daniel|Claire|Priya/)

    await clickCard(page, 'Harold Whitcombe')
    await waitForFormTitle(page, 'Harold Whitcombe')
    expect(await page.$eval('[data-demo] .f3-form-cont', (f) => (f as HTMLElement).hidden)).toBe(false)
    await clickCard(page, 'Private')
    await page.waitForFunction(() => (document.querySelector('[data-demo] .f3-form-cont') as HTMLElement).hidden)
    await page.waitForFunction(() => !!document.querySelector('[data-demo] .f3-card-main.f3-card-private'))
    await page.close()
  })
})

describe('2 marriage date', () => {
  it('draws the spouses on one side, rewrites the link text after a submit, and keeps current marriages on both sides', async () => {
    const page = await openDemo('2-marriage-date')
    const order = async () => {
      const names = ['Richard Hale', 'George Pryce', 'Eleanor Vance', 'Martin Ash']
      const xs = await cardX(page, names)
      return names
        .map((n, i) => [n, xs[i]] as const)
        .sort((a, b) => a[1] - b[1])
        .map(([n]) => n)
    }
    const linkTexts = () => page.$$eval('[data-demo] text.f3-link-text', (ts) => ts.map((t) => t.textContent))
    // As in the published chart, a woman's spouses are all drawn on her left, one slot each.
    const spousesLeftOfEleanor = async () => (await order()).indexOf('Eleanor Vance') === 3
    expect(await spousesLeftOfEleanor()).toBe(true)
    expect(await linkTexts()).toEqual(expect.arrayContaining(['m. 1962-06-09', 'm. 1975-09-20', 'm. 1990-05-12']))

    await clickCard(page, 'Eleanor Vance')
    await waitForFormTitle(page, 'Eleanor Vance')
    await page.click('[data-demo] .f3-edit-toggle')
    const richardDate = await page.evaluate(() => {
      const label = [...document.querySelectorAll('[data-demo] .f3-form label')].find(
        (l) => l.textContent === 'Marriage date - Richard Hale',
      )!
      return (document.getElementById((label as HTMLLabelElement).htmlFor) as HTMLInputElement).name
    })
    const input = `[data-demo] .f3-form input[name="${richardDate}"]`
    await page.click(input, { clickCount: 3 })
    await page.type(input, '1980-02-02')
    const richardId = richardDate.replace('marriage_date__ref__', '')
    await page.select('[data-demo] .f3-form select[name="current_marriage"]', richardId)
    await page.click('[data-demo] .f3-submit-btn')

    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-demo] text.f3-link-text')].some((t) => t.textContent === 'm. 1980-02-02'),
    )
    expect(await linkTexts()).not.toContain('m. 1962-06-09')
    expect(await spousesLeftOfEleanor()).toBe(true)

    const currentMarriageOf = async (name: string) => {
      await clickCard(page, name)
      await waitForFormTitle(page, name)
      return page.evaluate(() => {
        const row = [...document.querySelectorAll('[data-demo] .f3-info-line')].find(
          (r) => r.querySelector('dt')?.textContent === 'Current marriage',
        )
        return row?.querySelector('dd')?.textContent
      })
    }
    // Martin pointed to Eleanor: reset. Richard now points to Eleanor, and his previous partner Joan is reset.
    expect(await currentMarriageOf('Martin Ash')).toBe('Unknown')
    expect(await currentMarriageOf('Eleanor Vance')).toBe('Richard Hale')
    expect(await currentMarriageOf('Richard Hale')).toBe('Eleanor Vance')
    expect(await currentMarriageOf('Joan Reed')).toBe('Unknown')
    await page.close()
  })
})

describe('3 duplicate branch toggle', () => {
  it("moves August's parents to the other copy of the shared branch", async () => {
    const page = await openDemo('3-duplicate-branch-toggle')
    const toggles = () =>
      page.$$eval('[data-demo] .f3-branch-toggle', (bs) => bs.map((b) => b.classList.contains('f3-branch-open')))
    expect((await toggles()).sort()).toEqual([false, true])
    expect(await page.$('[data-demo] .f3-person-search')).not.toBeNull()
    const walterBefore = (await cardX(page, ['Walter Brandt']))[0]
    await page.evaluate(() =>
      (document.querySelector('[data-demo] .f3-branch-toggle.f3-branch-closed') as HTMLElement).click(),
    )
    await page.waitForFunction(
      (x) => {
        const card = [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].find((c) =>
          c.innerText.startsWith('Walter Brandt'),
        )
        const d = (card?.closest('.f3-card-cont') as unknown as { __data__?: { x: number } })?.__data__
        return d && Math.abs(d.x - x) > 100
      },
      {},
      walterBefore,
    )
    expect((await toggles()).sort()).toEqual([false, true])
    expect((await cardNames(page)).filter((n) => n === 'August Brandt')).toHaveLength(2)
    await page.close()
  })
})

describe('4 duplicate branch toggle from one person', () => {
  it('downloads family-chart-data.json, refuses a broken upload and replaces the tree with a good one', async () => {
    const page = await openDemo('4-duplicate-branch-toggle-empty-tree')
    expect(await cardNames(page)).toEqual(['Alex Morgan'])

    // An edit, so there is something to undo.
    await clickCard(page, 'Alex Morgan')
    await waitForFormTitle(page, 'Alex Morgan')
    await page.click('[data-demo] .f3-edit-toggle')
    await page.click('[data-demo] .f3-form input[name="birthday"]', { clickCount: 3 })
    await page.type('[data-demo] .f3-form input[name="birthday"]', '1991')
    await page.click('[data-demo] .f3-submit-btn')
    await page.waitForFunction(
      () => !(document.querySelector('[data-demo] .f3-history-controls') as HTMLElement).hidden,
    )

    // Read once Chromium says the download finished: a file read as soon as it exists may still be empty.
    const downloads = await catchDownloads(page)
    await page.click('xpath///button[text()="Download Data"]')
    const download = await downloads.next()
    expect(download.name).toBe('family-chart-data.json')
    const text = download.bytes.toString('utf8')
    const saved = JSON.parse(text)
    expect(text).toBe(JSON.stringify(saved, null, 2))
    expect(saved).toHaveLength(1)
    expect(saved[0].data).toMatchObject({ 'first name': 'Alex', 'last name': 'Morgan', birthday: '1991' })

    const dialogs: string[] = []
    page.on('dialog', async (d) => {
      dialogs.push(d.message())
      await d.dismiss()
    })
    const upload = (await page.$('[data-demo] [data-testid="upload-input"]')) as ElementHandle<HTMLInputElement> | null
    const broken = join(tmp, 'broken.json')
    writeFileSync(broken, '[{"id": "a", ')
    await upload!.uploadFile(broken)
    for (let i = 0; i < 50 && !dialogs.length; i++) await sleep(100)
    expect(dialogs).toEqual(['Error loading file: Invalid JSON format'])
    expect(await cardNames(page)).toEqual(['Alex Morgan'])

    const good = join(tmp, 'good.json')
    writeFileSync(
      good,
      JSON.stringify(
        [
          {
            id: 'p1',
            data: { 'first name': 'Rosa', 'last name': 'Vidal', birthday: '1950', gender: 'F' },
            rels: { children: ['p2'] },
          },
          {
            id: 'p2',
            data: { 'first name': 'Luis', 'last name': 'Vidal', birthday: '1975', gender: 'M' },
            rels: { mother: 'p1' },
          },
        ],
        null,
        2,
      ),
    )
    await upload!.uploadFile(good)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some((c) =>
        c.innerText.startsWith('Luis Vidal'),
      ),
    )
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some((c) =>
          c.innerText.startsWith('Alex'),
        ),
    )
    expect(await waitForMain(page, 'Rosa Vidal')).toBeTruthy()
    // History starts again from the uploaded data: nothing to undo.
    expect(await page.$eval('[data-demo] .f3-history-controls', (h) => (h as HTMLElement).hidden)).toBe(true)
    expect(dialogs).toHaveLength(1)
    await page.close()
  })
})

describe('5 kinship info', () => {
  const labelOf = (page: Page, name: string) =>
    page.evaluate((n) => {
      const card = [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].find((c) =>
        c.innerText.startsWith(n),
      )
      return card?.querySelector('.demo-kinship-label')?.textContent ?? null
    }, name)

  it("labels cards relative to 'You', moves 'You' with the selection and explains a relation in the form", async () => {
    const page = await openDemo('5-kinship-info')
    await page.waitForSelector('[data-demo] .demo-kinship-label')
    expect(await labelOf(page, 'Emma Quinn')).toBe('You')
    expect(await labelOf(page, 'Robert Quinn')).toBe('FATHER')
    expect(await labelOf(page, 'Arthur Quinn')).toBe('GREAT-GRANDFATHER')
    const style = await page.$eval('[data-demo] .demo-kinship-label', (l) => {
      const s = getComputedStyle(l)
      return [s.fontSize, s.fontWeight, s.color]
    })
    expect(style).toEqual(['10px', '800', 'rgb(255, 241, 168)'])

    const robert = await page.$eval(
      '[data-testid="you-select"]',
      (s) => [...(s as HTMLSelectElement).options].find((o) => o.text === 'Robert Quinn')!.value,
    )
    await page.select('[data-testid="you-select"]', robert)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some(
        (c) => c.innerText.startsWith('Robert Quinn') && c.querySelector('.demo-kinship-label')?.textContent === 'You',
      ),
    )
    expect(await labelOf(page, 'Emma Quinn')).toBe('DAUGHTER')
    expect(await labelOf(page, 'Henry Quinn')).toBe('FATHER')

    await clickCard(page, 'Daniel Price')
    await waitForFormTitle(page, 'Daniel Price')
    expect(await page.$eval('[data-demo] .demo-relation-to-you', (p) => p.textContent)).toBe('Son-in-law')
    await page.evaluate(() =>
      (
        [...document.querySelectorAll('[data-demo] button')].find(
          (b) => b.textContent === 'Show kinship chart',
        ) as HTMLElement
      ).click(),
    )
    await page.waitForSelector('[data-testid="kinship-popup"] .f3-card')
    const popup = await page.$eval('[data-testid="kinship-popup"]', (p) => ({
      w: p.getBoundingClientRect().width,
      h: p.getBoundingClientRect().height,
      text: (p as HTMLElement).innerText,
    }))
    expect([popup.w, popup.h]).toEqual([400, 250])
    expect(popup.text).toContain('How Daniel Price is related to Robert Quinn')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-testid="kinship-popup"]'))
    await page.close()
  })
})

describe('6 tree restrictions', () => {
  /** Waits for the cards to stop fading, then returns their names. */
  const settledNames = async (page: Page) => {
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card-cont')].every((e) => e.style.opacity === '1'),
    )
    return cardNames(page)
  }
  const tagged = (page: Page) =>
    page.$$eval('[data-demo] .f3-card', (cs) =>
      cs
        .filter((c) => c.querySelector('[class*="restrictedTag"]'))
        .map((c) => (c.querySelector('.f3-card-row') as HTMLElement).innerText),
    )

  it('shows where the restriction acts: cards come and go at once, hidden people are marked and listed', async () => {
    const page = await openDemo('6-tree-restrictions')
    const status = () => page.$eval('[data-testid="restriction-count"]', (s) => s.textContent)
    expect(
      await page.$eval('[data-demo] .f3-nav-cont input[type="checkbox"]', (c) => (c as HTMLInputElement).checked),
    ).toBe(true)
    expect(await status()).toBe('Showing 25 of 30 people, as Hannah Kerr may see them. Hidden:')
    expect(await texts(page, '[data-testid="restriction-hidden"] button')).toEqual([
      'Stuart Dunn',
      'Lorna Price',
      'Kyle Dunn',
      'Jess Grant',
      'Frank Hale',
    ])
    // It opens on Robert Dunn: switching the restriction off brings his other wife and their son at once.
    await waitForMain(page, 'Robert Dunn')
    const restricted = await settledNames(page)
    expect(restricted).not.toContain('Lorna Price')

    await page.click('[data-demo] .f3-nav-cont input[type="checkbox"]')
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some((c) =>
        c.innerText.startsWith('Kyle Dunn'),
      ),
    )
    const full = await settledNames(page)
    expect(full).toEqual(expect.arrayContaining(['Lorna Price', 'Kyle Dunn']))
    expect(full.length).toBe(restricted.length + 2)
    expect((await tagged(page)).sort()).toEqual(['Kyle Dunn', 'Lorna Price'])
    expect(await status()).toBe('Showing all 30 people; the marked ones are hidden from Hannah Kerr when restricted:')

    // A listed name brings that person to the middle, marked.
    await page.click('[data-testid="restriction-hidden"] ::-p-text(Jess Grant)')
    await waitForMain(page, 'Jess Grant')
    expect(await tagged(page)).toContain('Jess Grant')

    await page.click('[data-demo] .f3-nav-cont input[type="checkbox"]')
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some((c) =>
          c.innerText.startsWith('Jess Grant'),
        ),
    )
    expect(await tagged(page)).toEqual([])
    await page.close()
  })
})

describe('7 form customization', () => {
  it('edits a person and adds a relative through our own forms', async () => {
    const page = await openDemo('7-form-customization')
    await clickCard(page, 'Maja Lindqvist')
    await page.waitForFunction(
      () => document.querySelector('[data-demo] .demo-custom-form-edit h2')?.textContent === 'Maja Lindqvist',
    )
    expect(await page.$('[data-demo] .f3-form')).toBeNull()
    const clickButton = (label: string) =>
      page.evaluate(
        (l) =>
          (
            [...document.querySelectorAll('[data-demo] .demo-custom-form button')].find(
              (b) => b.textContent === l,
            ) as HTMLElement
          ).click(),
        label,
      )
    await clickButton('Edit')
    await page.waitForSelector('[data-demo] .demo-custom-form-edit input[name="occupation"]')
    await page.click('[data-demo] .demo-custom-form input[name="occupation"]', { clickCount: 3 })
    await page.type('[data-demo] .demo-custom-form input[name="occupation"]', 'Surgeon')
    await clickButton('Save')
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some(
        (c) => c.innerText === 'Maja Lindqvist\nSurgeon',
      ),
    )
    expect(await page.$eval('[data-demo] .demo-custom-form-edit dl', (d) => (d as HTMLElement).innerText)).toContain(
      'Surgeon',
    )

    await clickButton('Add relatives')
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some((c) =>
        c.innerText.startsWith('Add Daughter'),
      ),
    )
    await clickCard(page, 'Add Daughter')
    await page.waitForSelector('[data-demo] .demo-custom-form-new')
    expect(await page.$eval('[data-demo] .demo-custom-form-new', (f) => (f as HTMLElement).innerText)).toMatch(
      /New relative[\s\S]*Daughter/i,
    )
    await page.type('[data-demo] .demo-custom-form-new input[name="first name"]', 'Ida')
    await clickButton('Add to the tree')
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some(
        (c) => c.innerText.startsWith('Ida Lindqvist') || c.innerText.startsWith('Ida'),
      ),
    )
    await page.close()
  })
})

describe('8 edit and add permissions', () => {
  it('turns the form controls on and off with the levels', async () => {
    const page = await openDemo('8-edit-add-perm')
    const levelInput = (label: string) => `xpath///label[contains(., "${label}")]/input`
    const setLevel = async (label: string, value: string) => {
      const input = (await page.$(levelInput(label)))!
      await input.click()
      await page.keyboard.down('Control')
      await page.keyboard.press('a')
      await page.keyboard.up('Control')
      await input.type(value)
      await sleep(100)
    }
    const controls = () =>
      page.evaluate(() => {
        const add = document.querySelector<HTMLButtonElement>('[data-demo] .f3-add-relative-toggle')
        return {
          edit: !!document.querySelector('[data-demo] .f3-edit-toggle'),
          add: add ? (add.disabled ? 'disabled' : 'enabled') : 'absent',
        }
      })
    expect(await page.$eval(levelInput('Edit Level'), (i) => (i as HTMLInputElement).value)).toBe('2')
    expect(await page.$eval(levelInput('Add Level'), (i) => (i as HTMLInputElement).value)).toBe('2')

    await clickCard(page, 'Sara Holm')
    await waitForFormTitle(page, 'Sara Holm')
    expect(await controls()).toEqual({ edit: true, add: 'enabled' })

    await setLevel('Edit Level', '0')
    await waitForFormTitle(page, 'Sara Holm')
    expect(await controls()).toEqual({ edit: false, add: 'absent' })

    await setLevel('Edit Level', '2')
    await setLevel('Add Level', '0')
    expect(await controls()).toEqual({ edit: true, add: 'disabled' })

    await setLevel('Add Level', '1')
    expect(await controls()).toEqual({ edit: true, add: 'enabled' })
    await page.click('[data-demo] .f3-add-relative-toggle')
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-demo] .f3-card')].some((c) =>
        c.innerText.startsWith('Add Spouse'),
      ),
    )
    // Level 1 on yourself: spouse and children, no parents.
    const placeholders = await page.$$eval('[data-demo] .f3-card', (cs) =>
      cs.map((c) => (c as HTMLElement).innerText.trim().split('\n')[0]).filter((t) => t.startsWith('Add ')),
    )
    expect(placeholders).toEqual(expect.arrayContaining(['Add Spouse', 'Add Son', 'Add Daughter']))

    // 'Can delete' drives the Delete button of the editable form.
    await page.click('xpath///label[contains(., "Can delete")]/input')
    await waitForFormTitle(page, 'Sara Holm')
    await page.click('[data-demo] .f3-edit-toggle')
    expect(await page.$eval('[data-demo] .f3-delete-btn', (b) => (b as HTMLButtonElement).disabled)).toBe(true)

    // Another profile: Bo Lund is Sara's father-in-law, outside her level-2 radius but himself as 'You'.
    const bo = await page.$eval(
      'xpath///label[contains(., "Select main profile")]/select',
      (s) => [...(s as HTMLSelectElement).options].find((o) => o.text === 'Bo Lund')!.value,
    )
    await page.select('xpath///label[contains(., "Select main profile")]/select', bo)
    await waitForFormTitle(page, 'Bo Lund')
    await waitForMain(page, 'Bo Lund')
    expect((await controls()).edit).toBe(true)
    await page.close()
  })
})
