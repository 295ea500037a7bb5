// Exports in Chromium: the library's PNG, PDF and print through its script-tag bundles, and the Export menus of the
// builder and the Wikidata explorer, as a person uses them (keyboard and mouse), down to the downloaded files.
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baseUrl, launch } from './helpers/browser'
import { catchDownloads, pngSize } from './helpers/downloads'
import { pdfLayout, pdfText } from './helpers/pdf-text'
import { answerFromLocalCdn, fullHtmlOf, openStandalone } from './helpers/full-html'
import { interceptWikidata } from './fixtures/wikidata'

const root = join(__dirname, '..')
const lib = (file: string) => join(root, 'packages/family-chart/dist', file)
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const FAMILY = [
  {
    id: 'a',
    data: { gender: 'M', 'first name': 'Arthur', 'last name': 'Hale', birthday: '1921' },
    rels: { spouses: ['b'], children: ['c'] },
  },
  {
    id: 'b',
    data: { gender: 'F', 'first name': 'Edith', 'last name': 'Hale', birthday: '1924' },
    rels: { spouses: ['a'], children: ['c'] },
  },
  {
    id: 'c',
    data: { gender: 'M', 'first name': 'George', 'last name': 'Hale', birthday: '1948' },
    rels: { father: 'a', mother: 'b', spouses: ['d'], children: ['e'] },
  },
  {
    id: 'd',
    data: { gender: 'F', 'first name': 'Helen', 'last name': 'Price' },
    rels: { spouses: ['c'], children: ['e'] },
  },
  {
    id: 'e',
    data: { gender: 'F', 'first name': 'Maya', 'last name': 'Hale', birthday: '1975' },
    rels: { father: 'c', mother: 'd' },
  },
]
const SHAPED_FAMILY = [
  {
    id: 'a',
    data: { gender: 'M', 'first name': 'محمد', 'last name': 'علي' },
    rels: { spouses: ['b'], children: ['c', 'd'] },
  },
  {
    id: 'b',
    data: { gender: 'F', 'first name': 'Anna', 'last name': 'Smith' },
    rels: { spouses: ['a'], children: ['c', 'd'] },
  },
  { id: 'c', data: { gender: 'F', 'first name': 'देवी', 'last name': 'शर्मा' }, rels: { father: 'a', mother: 'b' } },
  { id: 'd', data: { gender: 'F', 'first name': 'Maya', 'last name': 'Hale' }, rels: { father: 'a', mother: 'b' } },
]
const NAMES = ['Arthur Hale', 'Edith Hale', 'George Hale', 'Helen Price', 'Maya Hale']

/** A page with the script-tag bundles (family-chart, its exporter, jsPDF, svg2pdf.js) and a drawn chart as `window.chart`. */
/** The chart's background and card colours (its --f3-* custom properties) as "r,g,b", as a PNG pixel reads. */
function themeColours(page: Page): Promise<{ background: string; male: string; female: string }> {
  return page.evaluate(() => {
    const css = getComputedStyle(document.querySelector('.f3')!)
    const rgb = (name: string) => css.getPropertyValue(name).match(/\d+/g)!.slice(0, 3).join(',')
    return { background: rgb('--f3-background'), male: rgb('--f3-male'), female: rgb('--f3-female') }
  })
}

async function libraryPage(data: unknown[] = FAMILY, mainId = 'c'): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport({ width: 1000, height: 700 })
  await page.setContent(
    '<!DOCTYPE html><html><body style="margin:0"><div id="FamilyChart" style="width:1000px;height:700px"></div></body></html>',
  )
  await page.addStyleTag({ path: lib('styles/family-chart.css') })
  for (const script of [
    join(root, 'node_modules/d3/dist/d3.min.js'),
    lib('family-chart.min.js'),
    lib('family-chart-export.min.js'),
    join(root, 'node_modules/jspdf/dist/jspdf.umd.min.js'),
    join(root, 'node_modules/svg2pdf.js/dist/svg2pdf.umd.min.js'),
  ]) {
    await page.addScriptTag({ path: script })
  }
  await page.evaluate(
    (data, mainId) => {
      const chart = (window as any).f3.createChart('#FamilyChart', data).setTransitionTime(0)
      chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
      chart.updateMainId(mainId)
      chart.updateTree({ initial: true })
      ;(window as any).chart = chart
    },
    data,
    mainId,
  )
  return page
}

/** A Blob made in the page, as bytes in Node. */
async function blobBytes(page: Page, make: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (code) => {
    const blob: Blob = await (0, eval)(code)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(binary)
  }, make)
  return Buffer.from(base64, 'base64')
}

describe('the library in Chromium', () => {
  it('makes a PNG of scale × the SVG size, showing the tree', async () => {
    const page = await libraryPage()
    const { width, height } = await page.evaluate(async () => {
      const svg: string = await (window as any).chart.exportSvg()
      const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement
      return { width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')) }
    })
    expect(width).toBeGreaterThan(500)
    for (const scale of [1, 2]) {
      const png = await blobBytes(page, `window.chart.exportPng({ scale: ${scale} })`)
      expect(pngSize(png)).toEqual({ width: width * scale, height: height * scale })
    }
    // Not blank: the image has the chart's dark background and the cards' colours.
    const colours = await page.evaluate(async () => {
      const blob: Blob = await (window as any).chart.exportPng({ scale: 1 })
      const img = await createImageBitmap(blob)
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      const data = ctx.getImageData(0, 0, img.width, img.height).data
      const seen = new Set<string>()
      for (let i = 0; i < data.length; i += 4 * 7) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`)
      return [...seen]
    })
    const theme = await themeColours(page)
    expect(colours).toContain(theme.background)
    expect(colours).toContain(theme.male)
    expect(colours).toContain(theme.female)
    await page.close()
  })

  it('scales a tree too wide for a canvas down, says so, and the image is not blank', async () => {
    const page = await libraryPage()
    const result = await page.evaluate(async () => {
      // A couple with 80 children: a tree about 20,000 px wide, 60,000 px at scale 3 (a canvas side is at most 32,767).
      const kids = Array.from({ length: 80 }, (_, i) => ({
        id: `k${i}`,
        data: { gender: i % 2 ? 'F' : 'M', 'first name': `Child ${i}` },
        rels: { father: 'f', mother: 'm' },
      }))
      const data = [
        {
          id: 'f',
          data: { gender: 'M', 'first name': 'Father' },
          rels: { spouses: ['m'], children: kids.map((k) => k.id) },
        },
        {
          id: 'm',
          data: { gender: 'F', 'first name': 'Mother' },
          rels: { spouses: ['f'], children: kids.map((k) => k.id) },
        },
        ...kids,
      ]
      const chart = (window as any).chart
      chart.updateData(data)
      chart.updateMainId('f')
      chart.updateTree({ initial: true })
      const warnings: string[] = []
      const svg: string = await chart.exportSvg()
      const width = Number(/ width="(\d+)"/.exec(svg)![1])
      const blob: Blob = await chart.exportPng({ scale: 3, onWarning: (m: string) => warnings.push(m) })
      const img = await createImageBitmap(blob)
      // Read a strip through the middle row of cards: background and card colours, not emptiness.
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      const strip = ctx.getImageData(0, Math.floor(img.height * 0.75), img.width, 1).data
      let opaque = 0
      const colours = new Set<string>()
      for (let i = 0; i < strip.length; i += 4) {
        if (strip[i + 3] === 255) opaque++
        colours.add(`${strip[i]},${strip[i + 1]},${strip[i + 2]}`)
      }
      return {
        svgWidth: width,
        png: { width: img.width, height: img.height },
        warnings,
        opaqueShare: opaque / img.width,
        colours: [...colours],
      }
    })
    expect(result.svgWidth * 3).toBeGreaterThan(32767)
    expect(result.png.width).toBeLessThanOrEqual(32767)
    expect(result.png.width).toBeGreaterThan(30000)
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0]).toMatch(
      /more than this browser's canvas can hold, so the PNG was made at scale 1\.\d{3} \(\d+ × \d+ px\)/,
    )
    expect(result.opaqueShare).toBe(1)
    const theme = await themeColours(page)
    expect(result.colours).toEqual(expect.arrayContaining([theme.male, theme.female]))
    await page.close()
  })

  it('makes a PDF whose text layer holds every name', async () => {
    const page = await libraryPage()
    const pdf = await blobBytes(page, 'window.chart.exportPdf({ pageSize: "a4" })')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const pages = pdfText(pdf)
    expect(pages).toHaveLength(1)
    for (const name of NAMES) expect(pages[0]).toContain(name)
    await page.close()
  })

  it('draws Arabic and Devanagari names as images where they are, over their invisible text, and Latin names as text', async () => {
    const page = await libraryPage(SHAPED_FAMILY, 'a')
    const font = readFileSync(join(root, 'static/fonts/DejaVuSansCondensed.ttf')).toString('base64')
    await page.evaluate((b64) => {
      ;(window as any).pdfFont = {
        name: 'DejaVu Sans Condensed',
        data: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer,
      }
    }, font)
    const pdf = await blobBytes(page, 'window.chart.exportPdf({ pageSize: "a4", font: window.pdfFont })')
    const [{ texts, images }] = pdfLayout(pdf)
    const inside = (t: { x: number; y: number }, b: (typeof images)[number]) =>
      t.x >= b.x0 - 1 && t.x <= b.x1 + 1 && t.y >= b.y0 - 1 && t.y <= b.y1 + 1
    expect(images).toHaveLength(2)
    const behind = images.map((box) =>
      texts
        .filter((t) => inside(t, box))
        .map((t) => t.str)
        .join(' '),
    )
    // The Arabic name is behind its image, findable (jsPDF wrote it in presentation forms, which NFKC folds back);
    // DejaVu has no Devanagari, so nothing readable is behind that one, and no Latin name is behind either.
    expect(behind.map((s) => s.normalize('NFKC'))).toContain('محمد علي')
    expect(behind.filter((s) => /[A-Za-z]/.test(s))).toEqual([])
    for (const name of ['Anna Smith', 'Maya Hale']) {
      const item = texts.find((t) => t.str.includes(name))
      expect(item).toBeDefined()
      expect(images.some((box) => inside(item!, box))).toBe(false)
    }
    await page.close()
  })

  it('paints a Devanagari name in the script font it is given, which also keeps the name findable', async () => {
    const page = await libraryPage(SHAPED_FAMILY, 'a')
    const fonts = ['DejaVuSansCondensed.ttf', 'NotoSansDevanagari-Regular.ttf'].map((f) =>
      readFileSync(join(root, 'static/fonts', f)).toString('base64'),
    )
    await page.evaluate(([main, devanagari]) => {
      const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer
      ;(window as any).pdfFont = { name: 'DejaVu Sans Condensed', data: bytes(main) }
      ;(window as any).devanagariFont = {
        name: 'Noto Sans Devanagari',
        data: bytes(devanagari),
        unicodeRange: 'U+0900-097F',
      }
    }, fonts)
    // How the page draws the name in that family: the face it has of it, and the width the canvas measures.
    const drawing = () =>
      page.evaluate(() => {
        const ctx = document.createElement('canvas').getContext('2d')!
        ctx.font = "16px 'Noto Sans Devanagari', sans-serif"
        const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Devanagari')
        return { faces: faces.map((f) => f.status), width: ctx.measureText('देवी शर्मा').width }
      })
    const before = await drawing()
    expect(before.faces).toEqual([])
    const pdf = await blobBytes(
      page,
      'window.chart.exportPdf({ pageSize: "a4", font: window.pdfFont, scriptFonts: [window.devanagariFont] })',
    )
    // The font is the page's now, and the name is drawn in its glyphs, not in a fallback's.
    const after = await drawing()
    expect(after.faces).toEqual(['loaded'])
    expect(after.width).not.toBeCloseTo(before.width, 0)
    const [{ texts, images }] = pdfLayout(pdf)
    expect(images).toHaveLength(2)
    const inside = (t: { x: number; y: number }, b: (typeof images)[number]) =>
      t.x >= b.x0 - 1 && t.x <= b.x1 + 1 && t.y >= b.y0 - 1 && t.y <= b.y1 + 1
    const behind = images.map((box) =>
      texts
        .filter((t) => inside(t, box))
        .map((t) => t.str)
        .join(' ')
        .normalize('NFKC'),
    )
    expect(behind.some((s) => s.includes('देवी') && s.includes('शर्मा'))).toBe(true)
    await page.close()
  })

  it('tiles a poster over several pages, each with its part of the names', async () => {
    const page = await libraryPage()
    // Wide margins leave room for less than the tree on a page (a 395 pt wide area: under two cards).
    const pdf = await blobBytes(
      page,
      'window.chart.exportPdf({ layout: "tile", pageSize: "a4", orientation: "portrait", margin: 100 })',
    )
    const pages = pdfText(pdf)
    expect(pages.length).toBeGreaterThan(1)
    for (const [i, text] of pages.entries()) expect(text).toContain(`Page ${i + 1} of ${pages.length}`)
    for (const name of NAMES) expect(pages.join(' ')).toContain(name)
    await page.close()
  })

  it('prints the tree alone from a frame of its own', async () => {
    const page = await libraryPage()
    const printed = await page.evaluate(async () => {
      const seen: { svgTexts: string[]; pageStyle: string; bodyChildren: number }[] = []
      // The frame's window prints: note what it holds instead of opening a dialog. A capturing listener on the
      // document sees the frame's load before the frame's own listeners do.
      document.addEventListener(
        'load',
        (e) => {
          const frame = e.target
          if (!(frame instanceof HTMLIFrameElement)) return
          const win = frame.contentWindow as Window & typeof globalThis
          win.print = () => {
            const doc = win.document
            seen.push({
              svgTexts: [...doc.querySelectorAll('svg text')].map((t) => t.textContent ?? ''),
              pageStyle: doc.querySelector('style')!.textContent ?? '',
              bodyChildren: doc.body.children.length,
            })
          }
        },
        true,
      )
      await (window as any).chart.print()
      return { seen, framesLeft: document.querySelectorAll('iframe').length }
    })
    expect(printed.seen).toHaveLength(1)
    const [frame] = printed.seen
    expect(frame.bodyChildren).toBe(1)
    for (const name of NAMES) expect(frame.svgTexts).toContain(name)
    expect(frame.pageStyle).toContain('@page')
    expect(printed.framesLeft).toBe(0)
    await page.close()
  })
})

/** The Export menu button, found by its role and name. */
async function exportButton(page: Page): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button[aria-haspopup="menu"]')].find((b) =>
        b.textContent?.trim().startsWith('Export'),
      ) ?? false,
    { timeout: 20000 },
  )
  return handle.asElement() as ElementHandle<Element>
}

/** Chooses `entry` from the Export menu with the keyboard: focus, ArrowDown to open, arrows to the entry, Enter. */
async function exportWithKeyboard(page: Page, entry: string): Promise<void> {
  const button = await exportButton(page)
  await button.focus()
  await page.keyboard.press('ArrowDown')
  await page.waitForSelector('[role="menu"] [role="menuitem"]')
  const labels = await page.$$eval('[role="menu"] [role="menuitem"]', (items) => items.map((i) => i.textContent))
  const index = labels.indexOf(entry)
  expect(index).toBeGreaterThanOrEqual(0)
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(entry)
  await page.keyboard.press('Enter')
}

describe('the Export menu of the builder', () => {
  it('is a labelled menu button the keyboard opens, moves through and closes', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1440, height: 900 })
    await page.goto(baseUrl() + '/create-tree', { waitUntil: 'networkidle0' })
    const button = await exportButton(page)
    expect(await button.evaluate((b) => [b.getAttribute('aria-haspopup'), b.getAttribute('aria-expanded')])).toEqual([
      'menu',
      'false',
    ])
    await button.focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('[role="menu"]')
    expect(await page.$$eval('[role="menu"] [role="menuitem"]', (items) => items.map((i) => i.textContent))).toEqual([
      'SVG image',
      'PNG image',
      'PDF document',
      'Print…',
      'GEDCOM 5.5.1 (.ged)',
      'GEDCOM 7.0 (.ged)',
    ])
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('SVG image')
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('GEDCOM 7.0 (.ged)')
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('SVG image')
    await page.keyboard.press('Escape')
    // The chart's own card actions menu stays in the page, hidden, until a card's menu is opened.
    expect(await page.$('[role="menu"]:not([hidden])')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu')
    await page.close()
  })

  it("downloads SVG, PNG and PDF files named after the main person, with the chart's people in them", async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1440, height: 900 })
    await page.goto(baseUrl() + '/create-tree', { waitUntil: 'networkidle0' })
    await page.waitForSelector('#FamilyChart .f3-card')
    const main = await page.$eval('#FamilyChart .f3-card-main', (c) =>
      (c as HTMLElement).innerText.split('\n')[0].trim(),
    )
    const fileBase = main.replace(/\s+/g, '-') + '-family-tree'
    const downloads = await catchDownloads(page)

    await exportWithKeyboard(page, 'SVG image')
    const svg = await downloads.next()
    expect(svg.name).toBe(`${fileBase}.svg`)
    expect(svg.bytes.toString('utf8')).toContain(`>${main}</text>`)
    await page.waitForFunction(
      (name) => document.querySelector('[role="status"]')?.textContent === `Saved ${name}.`,
      {},
      svg.name,
    )

    await exportWithKeyboard(page, 'PNG image')
    const png = await downloads.next()
    expect(png.name).toBe(`${fileBase}.png`)
    const { width, height } = pngSize(png.bytes)
    const [svgWidth, svgHeight] = [/ width="(\d+)"/, / height="(\d+)"/].map((re) =>
      Number(re.exec(svg.bytes.toString('utf8'))![1]),
    )
    expect({ width, height }).toEqual({ width: 2 * svgWidth, height: 2 * svgHeight })

    await exportWithKeyboard(page, 'PDF document')
    const pdf = await downloads.next(60000)
    expect(pdf.name).toBe(`${fileBase}.pdf`)
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdfText(pdf.bytes).join(' ')).toContain(main)
    await page.close()
  })

  it('shows a clear error, not a stack trace, when an export fails, and keeps the chart', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1440, height: 900 })
    // A browser that hands out canvases it cannot draw on (as phones do past their memory): the PNG cannot be made.
    await page.evaluateOnNewDocument(() => {
      HTMLCanvasElement.prototype.getContext = () => null
    })
    await page.goto(baseUrl() + '/create-tree', { waitUntil: 'networkidle0' })
    await page.waitForSelector('#FamilyChart .f3-card')
    await exportWithKeyboard(page, 'PNG image')
    const alert = await page.waitForSelector('[role="alert"]', { timeout: 30000 })
    const text = await alert!.evaluate((a) => a.textContent ?? '')
    expect(text).toMatch(
      /^PNG image export failed: this browser could not draw a \d+ × \d+ px tree on a canvas, even scaled down; export SVG or PDF instead/,
    )
    expect(text).not.toMatch(/\bat \S+ \(|\.js:\d+/)
    expect(await page.$$eval('#FamilyChart .f3-card', (c) => c.length)).toBeGreaterThan(0)
    // The error goes when dismissed; the menu works again.
    await page.click('[role="alert"] button[aria-label="Dismiss the export error"]')
    expect(await page.$('[role="alert"]')).toBeNull()
    expect(await (await exportButton(page)).evaluate((b) => b.getAttribute('aria-disabled'))).toBeNull()
    await page.close()
  })
})

describe('the Export menu of the Wikidata explorer', () => {
  it('downloads the tree named after the person in the middle', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1500, height: 900 })
    await interceptWikidata(page)
    await page.goto(baseUrl() + '/wiki-tree', { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some(
        (c) => c.textContent === 'Charles III',
      ),
    )
    const downloads = await catchDownloads(page)
    await exportWithKeyboard(page, 'SVG image')
    const svg = await downloads.next()
    expect(svg.name).toBe('Charles-III-family-tree.svg')
    for (const name of ['Charles III', 'Elizabeth II']) expect(svg.bytes.toString('utf8')).toContain(`>${name}</text>`)
    await page.close()
  })
})

describe('the export example', () => {
  it('saves a PNG and a PDF from its buttons, on the site and from its Full HTML with CDN script tags', async () => {
    const page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 900 })
    // The example loads jsPDF and svg2pdf.js from the CDN: answered with the local packages.
    await page.setRequestInterception(true)
    page.on('request', (req) => {
      if (answerFromLocalCdn(req)) return
      if (req.url().startsWith(baseUrl())) return void req.continue()
      return void req.abort()
    })
    await page.goto(baseUrl() + '/examples/v2/21-export', { waitUntil: 'networkidle0' })
    await page.waitForSelector('#FamilyChart .export-bar button')
    const standalone = await openStandalone(browser, await fullHtmlOf(page))
    for (const target of [page, standalone]) {
      const downloads = await catchDownloads(target)
      const click = (label: string) =>
        target.$$eval(
          '#FamilyChart .export-bar button',
          (bs, l) => (bs.find((b) => b.textContent === l) as HTMLButtonElement).click(),
          label,
        )
      await click('PNG')
      const png = await downloads.next()
      expect(png.name).toBe('Daniel-Hartwell-family-tree.png')
      expect(pngSize(png.bytes).width).toBeGreaterThan(1000)
      await click('PDF')
      const pdf = await downloads.next(60000)
      expect(pdf.name).toBe('Daniel-Hartwell-family-tree.pdf')
      expect(pdfText(pdf.bytes).join(' ')).toContain('Daniel Hartwell')
      expect(await target.$eval('#FamilyChart .export-status', (s) => s.textContent)).toBe(
        'Saved Daniel-Hartwell-family-tree.pdf',
      )
    }
    await standalone.close()
    await page.close()
  })
})
