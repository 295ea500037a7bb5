// Test support: loads d3 and the built family-chart UMD bundle into jsdom and runs an example's code into a fresh
// #FamilyChart the way LiveChart does, with helpers to read the drawn cards.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { compileCreateCode } from '../../components/LiveChart/run-create-code'
import type { ExampleDefinition } from '../types'
import { usedLocales } from '../../snippets/locales'

export const SITE_ROOT = join(__dirname, '..', '..', '..')
const STATIC_DIR = join(SITE_ROOT, 'static')
const D3_UMD = join(SITE_ROOT, 'node_modules', 'd3', 'dist', 'd3.min.js')
const F3_UMD = join(SITE_ROOT, 'packages', 'family-chart', 'dist', 'family-chart.min.js')
const F3_GEDCOM_UMD = join(SITE_ROOT, 'packages', 'family-chart', 'dist', 'family-chart-gedcom.min.js')
const localeFile = (code: string) => join(SITE_ROOT, 'packages', 'family-chart', 'dist', 'locales', `${code}.min.js`)

export const VIEWPORT = { width: 800, height: 600 }

export function dataFileOf(dataUrl: string): string {
  return join(STATIC_DIR, ...dataUrl.replace(/^\//, '').split('/'))
}
/** The text of a data file. */
export function loadText(dataUrl: string): string {
  return readFileSync(dataFileOf(dataUrl), 'utf8')
}

/** The people of a data file: parsed JSON, or for a GEDCOM file (.ged) what f3Gedcom.importGedcom makes of it. */
export function loadData(dataUrl: string): any[] {
  if (dataUrl.endsWith('.ged')) return f3Gedcom.importGedcom(loadText(dataUrl)).data
  return JSON.parse(loadText(dataUrl))
}

// ---------------------------------------------------------------------------------------------------------------
// Library loading. Fake timers go in before d3 is evaluated, so d3-timer (transitions) captures the fake clock and
// the fake requestAnimationFrame; the zoom-to-card timeouts then run only when a test advances time.

let f3: any
let d3: any
let f3Gedcom: any

/** Registers the hooks that load d3 and the UMD bundle with fake timers, and clean up after each run. */
export function useExampleRuntime(): void {
  beforeAll(() => {
    jest.useFakeTimers()
    // jsdom does no layout. Give the chart canvas (the zoom target) a real size, as a page would, so d3-zoom's
    // animated moves interpolate between finite values.
    for (const [prop, size] of [
      ['clientWidth', VIEWPORT.width],
      ['clientHeight', VIEWPORT.height],
    ] as const) {
      Object.defineProperty(HTMLElement.prototype, prop, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('f3-canvas') ? size : 0
        },
      })
    }
    if (!existsSync(F3_UMD)) {
      throw new Error(`${relative(SITE_ROOT, F3_UMD)} is missing: run \`npm run build -w family-chart\` first.`)
    }
    new Function(readFileSync(D3_UMD, 'utf8'))()
    d3 = (globalThis as any).d3
    f3 = new Function(readFileSync(F3_UMD, 'utf8') + '\nreturn f3')()
    f3Gedcom = new Function(readFileSync(F3_GEDCOM_UMD, 'utf8') + '\nreturn f3Gedcom')()
  })

  afterAll(() => {
    jest.useRealTimers()
    // jsdom defines these on Element.prototype; dropping the overrides uncovers its own getters again.
    delete (HTMLElement.prototype as any).clientWidth
    delete (HTMLElement.prototype as any).clientHeight
  })

  afterEach(() => {
    finishRun()
    jest.restoreAllMocks()
  })
}

/** The loaded libraries (after the runtime's beforeAll). */
export function library(): { f3: any; d3: any; f3Gedcom: any } {
  return { f3, d3, f3Gedcom }
}

// ---------------------------------------------------------------------------------------------------------------
// Running an example into a fresh #FamilyChart, like LiveChart does.

export interface DrawnCard {
  /** The card container d3 joined the tree node to. */
  cont: Element
  /** The card element itself (div.f3-card or g.f3-card). */
  card: Element
  node: any
  /** First name from the data, '' for empty cards. */
  first: string
  empty: boolean
}

export interface Run {
  root: HTMLElement
  data: any[]
  example: ExampleDefinition
  cards: () => DrawnCard[]
  card: (first: string, last?: string) => DrawnCard
  mainCard: () => DrawnCard
  warnings: jest.SpyInstance
  errors: jest.SpyInstance
}

let active: Run | null = null

export function finishRun() {
  if (!active) return
  // Let transitions, hover-path timers and the zoom-to-card timeout finish before the DOM goes away.
  jest.advanceTimersByTime(10000)
  active.warnings.mockRestore()
  active.errors.mockRestore()
  document.body.innerHTML = ''
  document.head.querySelectorAll('style[data-example-css]').forEach((s) => s.remove())
  active = null
}

/** The languages the code names (f3Locales.he), from their script-tag files as a page loads them. */
function localesOf(code: string): Record<string, unknown> {
  const read = (c: string) => new Function(readFileSync(localeFile(c), 'utf8') + '\nreturn f3Locale.default')()
  return Object.fromEntries(usedLocales(code).map((c) => [c, read(c)]))
}

export function runExample(example: ExampleDefinition, data: any[] = loadData(example.dataUrl)): Run {
  finishRun()
  document.body.innerHTML = '<div id="FamilyChart" class="f3" style="position:absolute;inset:0"></div>'
  if (example.css) {
    const style = document.createElement('style')
    style.dataset.exampleCss = ''
    style.textContent = example.css
    document.head.append(style)
  }
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {})
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
  // A text example (GEDCOM) gets the file's text, as on its page; `run.data` is still the people.
  const input = example.dataFormat === 'text' ? loadText(example.dataUrl) : data
  // Vue as the page gives it to code that mounts a Vue app (the Vue example); its CommonJS build runs in jsdom.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Vue = require('vue')
  compileCreateCode(example.code)({
    f3,
    d3,
    f3Gedcom,
    Vue,
    f3Locales: localesOf(example.code),
    data: input,
  })
  const root = document.getElementById('FamilyChart')!
  const cards = (): DrawnCard[] =>
    [...root.querySelectorAll('.f3-card-cont')]
      .map((cont) => {
        const node = (cont as any).__data__
        const card = cont.querySelector('.f3-card')
        const empty = !!card?.classList.contains('f3-card-empty')
        return { cont, card: card!, node, empty, first: empty ? '' : String(node?.data?.data?.['first name'] ?? '') }
      })
      .filter((c) => c.card && c.node && !c.node.exiting && (c.cont as HTMLElement).style?.opacity !== '0')
  const card = (first: string, last?: string) => {
    const found = cards().filter(
      (c) => c.first === first && (last === undefined || c.node.data.data['last name'] === last),
    )
    if (found.length === 0) throw new Error(`no card for ${first} ${last ?? ''}`)
    return found[0]
  }
  const mainCard = () => {
    const found = cards().filter((c) => c.node.main)
    expect(found).toHaveLength(1)
    return found[0]
  }
  active = { root, data, example, cards, card, mainCard, warnings, errors }
  return active
}

/** Text rows of an HTML card (CardHtml draws one .f3-card-row per line). */
export function rows(card: Element): string[] {
  return [...card.querySelectorAll('.f3-card-row')].map((r) => r.textContent ?? '')
}

export function names(run: Run): string[] {
  return run
    .cards()
    .filter((c) => !c.empty)
    .map((c) => `${c.node.data.data['first name']} ${c.node.data.data['last name']}`)
}

export function clickCard(c: DrawnCard) {
  c.card.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  jest.advanceTimersByTime(1500)
}

/** translate(x px, y px) scale(k) of the HTML card layer, as the zoom handler writes it. */
export function currentZoom(root: HTMLElement): { x: number; y: number; k: number } {
  const t = (root.querySelector('.f3-html-cards') as HTMLElement).style.transform
  const m = /translate\(([-\d.e]+)px, ([-\d.e]+)px\) scale\(([-\d.e]+)\)/.exec(t)
  if (!m) throw new Error(`unexpected transform "${t}"`)
  return { x: Number(m[1]), y: Number(m[2]), k: Number(m[3]) }
}
export function screenPosition(node: { x: number; y: number }, z: { x: number; y: number; k: number }) {
  return { x: z.x + node.x * z.k, y: z.y + node.y * z.k }
}
