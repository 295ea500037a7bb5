// Shared by the fan chart's page check (fan-page.mjs) and its timings (fan-timing.mjs): the fan's module bundled for
// a script tag (it is not in the library's public surface yet: the chart type 'fan' plugs it in), the royal houses
// as chart data, generated pedigrees, and a page in system Chromium.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, buildSync } from 'esbuild'
import puppeteer from 'puppeteer-core'
import { readRoyalCsv } from '../scripts/wiki/read-royal-csv.mjs'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The fan's entry; FAN_ENTRY names another (the same module of another checkout, for a before/after comparison). */
export const FAN_ENTRY = process.env.FAN_ENTRY || join(ROOT, 'packages/family-chart/src/chart-types/fan/index.ts')
export const CSS_PATH = join(ROOT, 'packages/family-chart/src/styles/family-chart.css')
export const D3_PATH = join(ROOT, 'node_modules/d3/dist/d3.min.js')
export const ROYAL_CSV = process.env.FAN_ROYAL_CSV || '/work/shared/data/royal-houses-wikidata.csv'
export const CHROMIUM = process.env.CHROMIUM || process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** d3 from the page's global, as the library's script-tag bundle expects it. */
const d3Global = {
  name: 'd3-global',
  setup(build) {
    build.onResolve({ filter: /^d3$/ }, () => ({ path: 'd3', namespace: 'd3-global' }))
    build.onLoad({ filter: /.*/, namespace: 'd3-global' }, () => ({ contents: 'module.exports = window.d3' }))
  },
}

let script = null

/** The fan's module as a script defining the global `f3Fan` (minified, as the library's own bundle is), built once. */
export async function fanScript() {
  if (script) return script
  const out = await build({
    entryPoints: [FAN_ENTRY],
    bundle: true,
    format: 'iife',
    globalName: 'f3Fan',
    minify: !process.env.FAN_NO_MINIFY,
    target: 'es2019',
    write: false,
    plugins: [d3Global],
  })
  script = out.outputFiles[0].text
  return script
}

/** The fan's module for Node (layout timings). */
export async function importFanModule() {
  const out = buildSync({ entryPoints: [FAN_ENTRY], bundle: true, format: 'esm', platform: 'node', write: false })
  return import('data:text/javascript;base64,' + Buffer.from(out.outputFiles[0].text).toString('base64'))
}

/** "Prince Bernhard of Lippe-Biesterfeld" → "Lippe-Biesterfeld": the house a royal label names, or ''. */
const houseOf = (label) => / of ((?:[A-Z][\p{L}'-]*)(?: (?:and |the )?[A-Z][\p{L}'-]*)*)/u.exec(label)?.[1] ?? ''

/** The royal houses CSV as chart data (0.8 shape): label, gender and house of each person, both sides of each relation. */
export function royalData(csvPath = ROYAL_CSV) {
  const persons = readRoyalCsv(csvPath)
  const children = new Map()
  for (const p of persons.values())
    for (const parent of p.parents) children.set(parent, [...(children.get(parent) ?? []), p.id])
  return [...persons.values()].map((p) => {
    let father
    let mother
    for (const id of p.parents) {
      const female = persons.get(id)?.gender === 'F'
      if (female && !mother) mother = id
      else if (!female && !father) father = id
      else if (!mother) mother = id
    }
    const data = { label: p.label, house: houseOf(p.label), ...(p.gender ? { gender: p.gender } : {}) }
    return {
      id: p.id,
      data,
      rels: { ...(father ? { father } : {}), ...(mother ? { mother } : {}), children: children.get(p.id) ?? [] },
    }
  })
}

/** The person with the most known ancestors in `generations` rings (ties: the most in two more). */
export function fullestPedigree(data, generations = 4) {
  const byId = new Map(data.map((d) => [d.id, d]))
  const known = (id, depth) => {
    let count = 0
    let ring = [id]
    for (let g = 1; g <= depth; g++) {
      ring = ring.flatMap((x) => [byId.get(x)?.rels.father, byId.get(x)?.rels.mother]).filter(Boolean)
      count += ring.length
    }
    return count
  }
  let best = null
  for (const d of data) {
    const score = known(d.id, generations) * 1000 + known(d.id, generations + 2)
    if (!best || score > best.score) best = { id: d.id, score }
  }
  return best.id
}

/** People numbered as an Ahnentafel (p1 the main person, pn's parents p2n and p2n+1) over `generations` generations. */
export function pedigreeData(generations) {
  const people = []
  const last = 2 ** generations
  for (let n = 1; n < last; n++) {
    const rels = { children: n > 1 ? [`p${n >> 1}`] : [] }
    if (2 * n < last) Object.assign(rels, { father: `p${2 * n}`, mother: `p${2 * n + 1}` })
    const born = 2000 - 30 * Math.floor(Math.log2(n))
    people.push({
      id: `p${n}`,
      data: {
        gender: n === 1 || n % 2 === 0 ? 'M' : 'F',
        'first name': `Person${n}`,
        'last name': `Surname${n % 37}`,
        birthday: String(born),
        death: String(born + 70),
      },
      rels,
    })
  }
  return people
}

export async function launchChromium(viewport) {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, defaultViewport: viewport })
}

/** A page with the library's stylesheet, d3 and the fan's module loaded, a `.f3` container filling it. */
export async function fanPage(browser, { theme = 'dark', dir = 'ltr', width = 1280, height = 800 } = {}) {
  const page = await browser.newPage()
  await page.setViewport({ width, height, deviceScaleFactor: 1 })
  await page.setContent(
    `<!DOCTYPE html><html lang="en" dir="${dir}"><head><title>Fan chart</title></head><body style="margin:0">` +
      `<main><h1 style="position:absolute;left:-9999px">Fan chart</h1>` +
      `<div id="root" class="f3${theme === 'light' ? ' f3-light' : ''}" style="width:100vw;height:100vh;background:var(--f3-background)">` +
      `<svg id="svg" width="100%" height="100%" aria-label="Fan chart"><g id="camera"><g id="fan"></g></g></svg></div></main></body></html>`,
  )
  await page.addStyleTag({ content: readFileSync(CSS_PATH, 'utf8') })
  await page.addScriptTag({ path: D3_PATH })
  await page.addScriptTag({ content: await fanScript() })
  return page
}
