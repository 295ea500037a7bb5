// The fan chart on a page of its own, in system Chromium: the royal houses around the person with the fullest
// pedigree, drawn at desktop size and at 375 px, in the dark and the light theme (and right to left once). For each
// it saves a screenshot to bench/tmp/fan-*.png and checks what a person would see: how many places, no text running
// past its place (the browser's own text measure against the room the layout gave it), no text upside down (the
// line from its first to its last letter, on screen, within (−90°, 90°]), and a click and the keyboard
// changing the centre; and axe-core over the fan and its legend.
//
//   node bench/fan-page.mjs        FAN_ROYAL_CSV (default /work/shared/data/royal-houses-wikidata.csv), CHROMIUM
//
// Exits with 1 when a check fails. Not part of `npm test`: the fan is not a chart type yet (issue 47 plugs it in).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, fanPage, fullestPedigree, launchChromium, pedigreeData, royalData } from './fan-support.mjs'

const OUT = join(ROOT, 'bench/tmp')
/** The rules the e2e suite's axe checks run (e2e/chart-a11y.e2e.ts). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const VIEWS = [
  { name: 'desktop-dark', width: 1280, height: 800, theme: 'dark', scheme: 'sex' },
  { name: 'desktop-light', width: 1280, height: 800, theme: 'light', scheme: 'surname' },
  { name: 'mobile-dark', width: 375, height: 740, theme: 'dark', scheme: 'line' },
  { name: 'mobile-light', width: 375, height: 740, theme: 'light', scheme: 'generation' },
  { name: 'desktop-rtl', width: 1280, height: 800, theme: 'dark', scheme: 'sex', dir: 'rtl', rtlNames: true },
  {
    name: 'desktop-photos',
    width: 1280,
    height: 800,
    theme: 'dark',
    scheme: 'line',
    photos: true,
    degrees: 360,
    rotation: 30,
  },
  { name: 'desktop-10-generations', width: 1280, height: 1280, theme: 'light', scheme: 'generation', pedigree: 10 },
]

/** A portrait for the photo view: a data:image SVG, a head and shoulders in a colour of its own. */
const portrait = (hue) =>
  'data:image/svg+xml;base64,' +
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${hue},45%,75%)"/>` +
      `<circle cx="20" cy="15" r="8" fill="hsl(${hue},30%,35%)"/><ellipse cx="20" cy="40" rx="15" ry="13" fill="hsl(${hue},30%,35%)"/></svg>`,
  ).toString('base64')

/** Portraits for the main person, the parents and the grandparents. */
function withPhotos(data, mainId) {
  const byId = new Map(data.map((d) => [d.id, d]))
  const ids = [mainId]
  for (let g = 0; g < 2; g++)
    for (const id of ids.slice()) ids.push(...[byId.get(id)?.rels.father, byId.get(id)?.rels.mother].filter(Boolean))
  return data.map((d) =>
    ids.includes(d.id) ? { ...d, data: { ...d.data, avatar: portrait(ids.indexOf(d.id) * 47) } } : d,
  )
}

/** In the page: draws the fan, fitted to the view, re-centred on a click. */
function drawInPage({ data, options, scheme }) {
  const root = document.getElementById('root')
  const svg = document.getElementById('svg')
  const camera = document.getElementById('camera')
  const state = { options: { ...options } }
  const fit = (layout) => {
    const { width, height } = svg.getBoundingClientRect()
    const b = layout.bounds
    const k = Math.min(width / b.width, height / b.height) * 0.96
    const x = width / 2 - (b.x + b.width / 2) * k
    const y = height / 2 - (b.y + b.height / 2) * k
    camera.setAttribute('transform', `translate(${x},${y}) scale(${k})`)
  }
  const show = (time) => {
    const base = parseFloat(getComputedStyle(root).fontSize)
    window.fanLayoutNow = window.f3Fan.fanLayout(data, { ...state.options, base_font_size: base })
    window.fanView.update(window.fanLayoutNow, { transitionTime: time })
    fit(window.fanLayoutNow)
  }
  window.fanView = window.f3Fan.createFanView({
    group: document.getElementById('fan'),
    overlay: root,
    colourScheme: scheme,
    onActivate: (id) => {
      state.options.main_id = id
      show(0)
    },
    onRotate: (rotation) => {
      state.options.rotation = rotation
    },
  })
  show(0)
  return window.fanLayoutNow.places.length
}

/** In the page: texts that run past their room, and texts whose angle on screen is outside (−90°, 90°]. */
function textChecks() {
  const places = new Map(window.fanLayoutNow.places.map((p) => [p.key, p]))
  const overflow = []
  const upsideDown = []
  for (const text of document.querySelectorAll('.f3-fan-place text')) {
    const key = text.closest('.f3-fan-place').getAttribute('data-key')
    const room = places.get(key).text.length
    const length = text.getComputedTextLength()
    if (length > room + 0.5) overflow.push(`${key} "${text.textContent}" ${length.toFixed(1)} > ${room.toFixed(1)}`)
    // The chord from the first letter's start to the last letter's end, on screen: for text centred on an arc, the
    // tangent at its middle. Trailing commas and ellipses are left out (bidi moves them in right-to-left text).
    const content = text.textContent
    let last = content.length - 1
    while (last > 0 && !/[\p{L}\p{N})]/u.test(content[last])) last--
    if (last < 1) continue
    const m = text.getScreenCTM()
    const a = new DOMPoint(text.getStartPositionOfChar(0).x, text.getStartPositionOfChar(0).y).matrixTransform(m)
    const b = new DOMPoint(text.getEndPositionOfChar(last).x, text.getEndPositionOfChar(last).y).matrixTransform(m)
    let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI
    // Text in a right-to-left script runs from its first letter leftward.
    if (/[\u0590-\u08ff]/.test(content[0])) angle = angle > 0 ? angle - 180 : angle + 180
    // Vertical text (±90°) is upright either way; the chord without trailing punctuation may tilt it by a degree.
    if (!(angle > -91.5 && angle <= 91.5)) upsideDown.push(`${key} "${text.textContent}" at ${angle.toFixed(1)}°`)
  }
  return { texts: document.querySelectorAll('.f3-fan-place text').length, overflow, upsideDown }
}

/** Names in Hebrew and Arabic for the right-to-left view: the centre, a parent and a grandparent on each side. */
const RTL_NAMES = ['אלנה, דוכסית לוגו', 'חואן קרלוס', 'صوفيا ملكة إسبانيا', 'خوان دي بوربون', 'פאולוס מלך יוון']

function withRtlNames(data, mainId) {
  const byId = new Map(data.map((d) => [d.id, d]))
  const m = byId.get(mainId)
  const ids = [
    mainId,
    m.rels.father,
    m.rels.mother,
    byId.get(m.rels.father)?.rels.father,
    byId.get(m.rels.mother)?.rels.father,
  ]
  return data.map((d) => (ids.includes(d.id) ? { ...d, data: { ...d.data, label: RTL_NAMES[ids.indexOf(d.id)] } } : d))
}

async function checkView(browser, allData, allMainId, view) {
  const mainId = view.pedigree ? 'p1' : allMainId
  let data = view.pedigree ? pedigreeData(view.pedigree) : allData
  if (view.rtlNames) data = withRtlNames(data, mainId)
  if (view.photos) data = withPhotos(data, mainId)
  const page = await fanPage(browser, view)
  const options = {
    main_id: mainId,
    ancestry_depth: view.pedigree ? view.pedigree - 1 : 5,
    progeny_depth: view.pedigree ? 0 : 2,
    degrees: view.degrees ?? 240,
    rotation: view.rotation ?? 0,
    image_field: 'avatar',
    surname_field: 'house',
  }
  const placed = await page.evaluate(drawInPage, { data, options, scheme: view.scheme })
  const checks = await page.evaluate(textChecks)
  await page.addScriptTag({ path: join(ROOT, 'node_modules/axe-core/axe.min.js') })
  const axe = await page.evaluate(async (tags) => {
    const result = await window.axe.run('#root', {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return result.violations.flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id}: ${n.target.join(' ')}`))
  }, AXE_TAGS)
  await page.screenshot({ path: join(OUT, `fan-${view.name}.png`) })
  const problems = [
    ...checks.overflow.map((s) => `overflow ${s}`),
    ...checks.upsideDown.map((s) => `upside down ${s}`),
    ...axe.map((s) => `axe ${s}`),
  ]
  console.log(`${view.name}: ${placed} places, ${checks.texts} texts, ${problems.length} problems`)
  for (const p of problems.slice(0, Number(process.env.FAN_PAGE_SHOW ?? 10))) console.log('  ' + p)
  await page.close()
  return problems.length
}

/** A click on the father's place and Enter on a grandparent's each put that person in the centre. */
async function checkInteraction(browser, data, mainId) {
  const page = await fanPage(browser, { width: 1280, height: 800 })
  await page.evaluate(drawInPage, { data, options: { main_id: mainId, ancestry_depth: 4 }, scheme: 'sex' })
  const father = await page.evaluate(() => window.fanLayoutNow.places.find((p) => p.key === 'a2').id)
  await page.click(`.f3-fan-place[data-key="a2"] .f3-fan-arc`)
  const afterClick = await page.evaluate(() => window.fanLayoutNow.mainId)
  await page.evaluate(() => document.querySelector('.f3-fan-place[data-key="a1"]').focus())
  await page.keyboard.press('ArrowUp')
  const focused = await page.evaluate(() => document.activeElement.getAttribute('data-id'))
  await page.keyboard.press('Enter')
  const afterKey = await page.evaluate(() => window.fanLayoutNow.mainId)
  await page.close()
  const ok = afterClick === father && afterKey === focused && focused !== father
  console.log(
    `interaction: click → ${afterClick === father ? 'father in the centre' : 'FAILED'}, Tab ↑ Enter → ${afterKey === focused ? 'grandfather in the centre' : 'FAILED'}`,
  )
  return ok ? 0 : 1
}

mkdirSync(OUT, { recursive: true })
const data = royalData()
const mainId = fullestPedigree(data)
console.log(`${data.length} people; centre ${mainId} (${data.find((d) => d.id === mainId).data.label})`)
const browser = await launchChromium({ width: 1280, height: 800 })
let failures = 0
try {
  for (const view of VIEWS) failures += await checkView(browser, data, mainId, view)
  failures += await checkInteraction(browser, data, mainId)
} finally {
  await browser.close()
}
process.exitCode = failures ? 1 : 0
