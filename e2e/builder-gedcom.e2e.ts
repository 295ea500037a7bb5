// GEDCOM in the builder as a user does it: import a file (picker, sample, drop), edit a person, export the edit, and
// get back everything the chart does not show; a file that is not GEDCOM changes nothing.
import type { Browser, Page } from 'puppeteer-core'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch, open } from './helpers/browser'
import { CHART, dataJson } from './helpers/builder'
import { catchDownloads } from './helpers/downloads'
import { clickCardNamed, fillField, findCard, pressFormButton, waitForFormTitle } from './helpers/person-form'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const SAMPLE = join(__dirname, '..', 'static', 'data', 'sample-family.ged')
const WIDE = { width: 1600, height: 1000 }

async function openBuilder(): Promise<Page> {
  const page = await open(browser, '/create-tree?transition_time=0', WIDE)
  await findCard(page, CHART, 'Name Surname')
  return page
}
const status = (page: Page) =>
  page.$eval('[aria-labelledby="gedcom-import-title"] [role="status"]', (s) => s.textContent ?? '')

async function importFile(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForFileChooser(), page.click('::-p-text(Import GEDCOM…)')])
  await chooser.accept([file])
}

type Downloads = Awaited<ReturnType<typeof catchDownloads>>

async function exportGedcom(
  page: Page,
  downloads: Downloads,
  version: '5.5.1' | '7.0',
): Promise<{ name: string; text: string }> {
  await page.click('::-p-aria([name="Export"][role="button"])')
  await page.click(`::-p-aria([name="GEDCOM ${version} (.ged)"][role="menuitem"])`)
  const file = await downloads.next()
  return { name: file.name, text: file.bytes.toString('utf8') }
}

describe('GEDCOM in the builder', () => {
  it('imports a file, edits a person and exports the edit with everything it did not show', async () => {
    const page = await openBuilder()
    await importFile(page, SAMPLE)
    await page.waitForFunction(() =>
      /Imported \d+ people from sample-family\.ged \(GEDCOM 5\.5\.1\)/.test(
        document.querySelector('[aria-labelledby="gedcom-import-title"] [role="status"]')?.textContent ?? '',
      ),
    )
    const people = JSON.parse(await dataJson(page)) as { id: string; data: Record<string, string> }[]
    expect(people.length).toBeGreaterThan(10)
    expect(people.map((p) => p.id)).toContain('I1')

    // Edit Edward's first name in the form.
    await clickCardNamed(page, CHART, 'Edward James Hartley')
    await waitForFormTitle(page, CHART, 'Edward James Hartley')
    await fillField(page, CHART, 'first name', 'Edward John')
    await pressFormButton(page, CHART, 'Submit')
    await findCard(page, CHART, 'Edward John Hartley')

    const downloads = await catchDownloads(page)
    const { name, text } = await exportGedcom(page, downloads, '5.5.1')
    expect(name).toMatch(/\.ged$/)
    expect(text).toMatch(/^0 HEAD/)
    expect(text).toContain('1 NAME Edward John /Hartley/')
    expect(text).not.toContain('Edward James /Hartley/')
    // What the chart does not show comes back: the custom tag, the note, the emigration event.
    expect(text).toContain('1 _MILT Royal Naval Reserve, 1890-1895')
    expect(text).toContain('Edward built fishing boats at Whitby')
    expect(text).toContain('1 EMIG')
    expect(text.trimEnd().endsWith('0 TRLR')).toBe(true)
    const v7 = await exportGedcom(page, downloads, '7.0')
    expect(v7.text).toMatch(/2 VERS 7\.0/)
    await page.close()
  })

  it('imports a file with an adoptive family and a divorce, shows both families, and exports the same records', async () => {
    const page = await openBuilder()
    const file = join(__dirname, 'fixtures', 'adoption.ged')
    await importFile(page, file)
    await page.waitForFunction(() =>
      /Imported 5 people from adoption\.ged/.test(
        document.querySelector('[aria-labelledby="gedcom-import-title"] [role="status"]')?.textContent ?? '',
      ),
    )
    // Both families of Anna: the birth parents in the tree, the adoptive parents beside it with their label.
    for (const name of ['Anna Moor', 'Bert Lund', 'Cara Holm', 'Dan Moor', 'Eve Moor'])
      await findCard(page, CHART, name, undefined)
    const labels = await page.$$eval(`${CHART} .f3-link-family-text`, (ts) => ts.map((t) => t.textContent))
    expect(labels).toEqual(['adoptive'])
    expect(await page.$eval(`${CHART} .f3-link-end`, (m) => m.getAttribute('aria-label'))).toBe('divorced 1990')
    // The switch on Anna's card draws the adoptive family in the tree.
    await page.click(`${CHART} ::-p-aria([name="Show the adoptive family of Anna Moor in the tree"][role="button"])`)
    await page.waitForFunction(
      (c) => [...document.querySelectorAll(`${c} .f3-link-family-text`)].map((t) => t.textContent).join() === 'birth',
      {},
      CHART,
    )

    const downloads = await catchDownloads(page)
    const { text } = await exportGedcom(page, downloads, '5.5.1')
    // Equal up to line wrapping: every record from the first person to the trailer, CONC / CONT joined again. The
    // header says which program wrote the file, so its lines are the exporter's own.
    const records = (ged: string) => {
      const lines = ged.replace(/\r\n?/g, '\n').split('\n').filter(Boolean)
      const joined: string[] = []
      for (const line of lines) {
        const m = /^\d+ (CONC|CONT) ?(.*)$/.exec(line)
        if (m && joined.length) joined[joined.length - 1] += (m[1] === 'CONT' ? '\n' : '') + m[2]
        else joined.push(line)
      }
      return joined.slice(joined.findIndex((l) => /^0 @/.test(l)))
    }
    expect(records(text)).toEqual(records(readFileSync(file, 'utf8')))
    await page.close()
  })

  it('says a file is not GEDCOM and keeps the chart as it was', async () => {
    const page = await openBuilder()
    const before = await dataJson(page)
    await importFile(page, join(__dirname, '..', 'static', 'data', 'data.json'))
    const alert = await page.waitForSelector('[aria-labelledby="gedcom-import-title"] [role="alert"]')
    expect(await alert!.evaluate((a) => a.textContent)).toMatch(
      /^data\.json could not be imported: .+ Your chart and data are unchanged\.$/,
    )
    expect(await dataJson(page)).toBe(before)
    await findCard(page, CHART, 'Name Surname')
    await page.close()
  })

  it('takes a file dropped on the builder, and the sample file from its button', async () => {
    const page = await openBuilder()
    const text = readFileSync(SAMPLE, 'utf8')
    await page.evaluate((content) => {
      // Dropped on the chart, as a person drags a file from their desktop onto the tree.
      const target = document.querySelector('#FamilyChart')!
      const transfer = new DataTransfer()
      transfer.items.add(new File([content], 'dropped.ged', { type: 'text/plain' }))
      target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }))
      target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }))
    }, text)
    await page.waitForFunction(() =>
      /from dropped\.ged/.test(
        document.querySelector('[aria-labelledby="gedcom-import-title"] [role="status"]')?.textContent ?? '',
      ),
    )
    await findCard(page, CHART, 'Edward James Hartley')

    await open(browser, '/create-tree?transition_time=0', WIDE).then(async (other) => {
      await findCard(other, CHART, 'Name Surname')
      await other.click('::-p-text(Try a sample file)')
      await other.waitForFunction(() =>
        /from sample-family\.ged/.test(
          document.querySelector('[aria-labelledby="gedcom-import-title"] [role="status"]')?.textContent ?? '',
        ),
      )
      expect(await status(other)).toMatch(/^Imported \d+ people/)
      await other.close()
    })
    await page.close()
  })
})
