// The drop-in as an application's bundler ships it: an app importing `family-chart` is bundled by esbuild with code
// splitting from the built package, and the server holds back every chunk the app does not load up front (the edit
// tree, the search box's behaviour, the hover path ...) until the test lets them go, as a slow network would. A person
// sees the chart at once, clicks a card and types in the search box before that code has arrived; both happen once
// it has, and the undo and redo then work.
import type { Browser, HTTPRequest, Page } from 'puppeteer-core'
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baseUrl, launch } from './helpers/browser'
import { clickCardNamed, fillField, findCard, pressFormButton, waitForFormTitle } from './helpers/person-form'
import { axeFindings, describeFindings } from './helpers/axe'

const root = join(__dirname, '..')
const CHART = '#FamilyChart'

const APP = `
import { createChart } from 'family-chart'
const data = [
  { id: 'ada', data: { gender: 'F', 'first name': 'Ada', 'last name': 'Hart' }, rels: { spouses: ['ben'], children: ['cara'] } },
  { id: 'ben', data: { gender: 'M', 'first name': 'Ben', 'last name': 'Hart' }, rels: { spouses: ['ada'], children: ['cara'] } },
  { id: 'cara', data: { gender: 'F', 'first name': 'Cara', 'last name': 'Hart' }, rels: { mother: 'ada', father: 'ben' } },
]
const chart = createChart('#FamilyChart', data).setTransitionTime(0)
const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
const editTree = chart.editTree().setFields(['first name', 'last name']).setCardClickOpen(card)
chart.setPersonDropdown((d) => d.data['first name'] + ' ' + d.data['last name'])
chart.updateTree({ initial: true })
window.appEditTree = editTree
`

interface Bundle {
  files: Map<string, string>
  /** The files the app loads up front: the page gets them at once. */
  upFront: Set<string>
  /** The app's own file, which the page loads. */
  entry: string
}

async function bundleApp(): Promise<Bundle> {
  const out = await build({
    stdin: { contents: APP, resolveDir: root, loader: 'js', sourcefile: 'app.js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: '/app',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const files = new Map(out.outputFiles.map((f) => [f.path.replace(/^.*\/app\//, ''), f.text]))
  const outputs = out.metafile.outputs
  const name = (key: string) => key.replace(/^.*app\//, '')
  const entry = Object.keys(outputs).find((key) => outputs[key].entryPoint === 'app.js')!
  const upFront = new Set<string>()
  const visit = (key: string) => {
    if (upFront.has(name(key))) return
    upFront.add(name(key))
    for (const imp of outputs[key].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path)
  }
  visit(entry)
  return { files, upFront, entry: name(entry) }
}

let browser: Browser
let bundle: Bundle
beforeAll(async () => {
  ;[browser, bundle] = await Promise.all([launch(), bundleApp()])
})
afterAll(async () => {
  await browser?.close()
})

/** The app's page; chunks loaded later wait until `release()`. */
async function openApp(viewport: { width: number; height: number }) {
  const page = await browser.newPage()
  await page.setViewport(viewport)
  const base = `${baseUrl()}/__drop-in`
  const held: HTTPRequest[] = []
  let released = false
  const answer = (request: HTTPRequest, file: string) =>
    request.respond({ status: 200, contentType: 'text/javascript', body: bundle.files.get(file)! })
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/__drop-in/')) return void request.continue()
    const file = url.pathname.slice('/__drop-in/'.length)
    if (file === '') {
      const css = `${baseUrl()}/__drop-in/family-chart.css`
      return void request.respond({
        status: 200,
        contentType: 'text/html',
        body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>An app with family-chart</title><link rel="stylesheet" href="${css}"><style>body{margin:0} #FamilyChart{width:100vw;height:100vh;position:relative}</style></head><body><main><div id="FamilyChart"></div></main><script type="module" src="${bundle.entry}"></script></body></html>`,
      })
    }
    if (file === 'family-chart.css')
      return void request.respond({
        status: 200,
        contentType: 'text/css',
        body: readFileSync(join(root, 'packages/family-chart/dist/styles/family-chart.css'), 'utf8'),
      })
    if (!bundle.files.has(file)) return void request.respond({ status: 404, body: '' })
    if (bundle.upFront.has(file) || released) return void answer(request, file)
    held.push(request)
  })
  await page.goto(`${base}/`)
  return {
    page,
    /** How many chunks the page asked for that are held back. */
    heldCount: () => held.length,
    release() {
      released = true
      for (const request of held.splice(0)) void answer(request, request.url().replace(/^.*\/__drop-in\//, ''))
    },
  }
}

const undoButton = (page: Page) => page.$(`${CHART} .f3-history-controls button`)

describe('the drop-in bundled by an app, its later code held back', () => {
  it('draws at once, and the click and the typing made before the code arrived take effect once it has', async () => {
    const { page, heldCount, release } = await openApp({ width: 1280, height: 800 })
    // The chart is there at once, with its search box, before any later chunk.
    await findCard(page, CHART, 'Ada Hart')
    const search = await page.waitForSelector(`${CHART} ::-p-aria([name="Search"][role="combobox"])`)
    await page.waitForFunction(() => (window as { appEditTree?: object }).appEditTree !== undefined)
    expect(heldCount()).toBeGreaterThan(0)
    expect(await undoButton(page)).toBeNull()
    // A person clicks Cara's card and types in the search box meanwhile.
    await clickCardNamed(page, CHART, 'Cara Hart')
    await search!.click()
    await page.keyboard.type('Be')
    expect(await page.$(`${CHART} .f3-form`)).toBeNull()
    release()
    // The form opens on Cara, the search lists Ben, the undo and redo appear.
    await waitForFormTitle(page, CHART, 'Cara Hart')
    await page.waitForFunction(
      (c) => [...document.querySelectorAll(`${c} [role="option"]`)].map((o) => o.textContent).join() === 'Ben Hart',
      {},
      CHART,
    )
    await page.waitForSelector(`${CHART} .f3-history-controls button`)
    // Saving a new name and undoing it, with the buttons a person sees.
    await pressFormButton(page, CHART, 'Edit')
    await fillField(page, CHART, 'first name', 'Carla')
    await page.click(`${CHART} .f3-submit-btn`)
    await findCard(page, CHART, 'Carla Hart')
    await page.click(`${CHART} .f3-back`)
    await findCard(page, CHART, 'Cara Hart')
    const findings = (await axeFindings(page, 'drop-in app', 'light', 'after first use')).filter((f) => f.inChart)
    expect(describeFindings(findings)).toBe('')
    await page.close()
  })

  it('shows the search box and the cards at once on a phone, and the search works once its code arrives', async () => {
    const { page, release } = await openApp({ width: 390, height: 844 })
    await findCard(page, CHART, 'Ada Hart')
    const search = await page.waitForSelector(`${CHART} ::-p-aria([name="Search"][role="combobox"])`)
    const box = await search!.boundingBox()
    // The box takes the top of the chart from the first drawing: no card under it.
    const cards = await page.$$eval(`${CHART} .f3-card`, (cs) => cs.map((c) => c.getBoundingClientRect().top))
    expect(cards.every((top) => top >= box!.y + box!.height)).toBe(true)
    release()
    await search!.click()
    await page.keyboard.type('Ad')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (c) => document.querySelector(`${c} .f3-card[aria-current="true"]`)?.textContent?.includes('Ada'),
      {},
      CHART,
    )
    await page.close()
  })
})
