/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Names in scripts jsPDF cannot shape (Arabic, Hebrew, Devanagari ...) go into the PDF as images the browser's canvas
// painted, the text kept invisible behind them; Latin names stay vector text. jsdom has no canvas, so a recording
// stand-in plays the browser's here (e2e/export.e2e.ts checks the real one).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TextDecoder, TextEncoder } from 'node:util'
import { pdfBytes, streams, toUnicode } from './pdf-helpers'
import { replaceShapedTexts, textRunOf, type TextRun } from '../../src/features/export/pdf-shaped-text'
import type { Data } from '../../src/data/types'

Object.assign(globalThis, { TextEncoder, TextDecoder })
;(window.SVGElement.prototype as any).getBBox = function (this: SVGElement) {
  return { x: 0, y: 0, width: [...(this.textContent ?? '')].length * 8, height: 13 }
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const painted: string[] = []
/** A 2D context answering what the painter and svg2pdf ask of one, and recording what is painted. */
function recordingContext(canvas: HTMLCanvasElement) {
  const metrics = (text: string) => {
    const width = [...text].length * 30
    return {
      width,
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: width,
      actualBoundingBoxAscent: 40,
      actualBoundingBoxDescent: 12,
    }
  }
  const ctx: Record<string, unknown> = {
    canvas,
    measureText: metrics,
    fillText: (text: string) => {
      painted.push(text)
      paintedIn.set(text, String(ctx.font))
    },
    strokeText: () => {},
  }
  return ctx
}
/** The font each text was last painted in, as the canvas was told. */
const paintedIn = new Map<string, string>()
function useCanvas(available: boolean) {
  ;(window.HTMLCanvasElement.prototype as any).getContext = function (this: HTMLCanvasElement) {
    return available ? recordingContext(this) : null
  }
  ;(window.HTMLCanvasElement.prototype as any).toDataURL = () => PNG
}
// svg2pdf reads an image's size from an Image element, which jsdom never loads.
;(window as any).Image = class {
  width = 1
  height = 1
  onload: (() => void) | null = null
  set src(_: string) {
    setTimeout(() => this.onload?.())
  }
}

const fontFile = readFileSync(join(__dirname, '../../../../static/fonts/DejaVuSansCondensed.ttf'))
const FONT = {
  name: 'DejaVu Sans Condensed',
  data: fontFile.buffer.slice(fontFile.byteOffset, fontFile.byteOffset + fontFile.byteLength),
}
const person = (id: string, first: string, last: string, gender: 'M' | 'F', rels: Data[number]['rels']) => ({
  id,
  data: { 'first name': first, 'last name': last, gender },
  rels,
})
const FAMILY: Data = [
  person('a', 'محمد', 'علي', 'M', { spouses: ['b'], children: ['c', 'd'] }),
  person('b', 'רבקה', 'לוי', 'F', { spouses: ['a'], children: ['c', 'd'] }),
  person('c', 'देवी', 'शर्मा', 'F', { father: 'a', mother: 'b' }),
  person('d', 'Anna', 'Smith', 'F', { father: 'a', mother: 'b' }),
]
const SHAPED = ['علي محمد', 'לוי רבקה', 'शर्मा देवी']

/** The page's text objects: the text each draws (through the fonts' ToUnicode maps) and whether it is invisible. */
function textObjects(pdf: Buffer): { text: string; invisible: boolean }[] {
  const map = toUnicode(pdf)
  const content = streams(pdf).filter((s) => / Tj/.test(s))
  return content.flatMap((s) =>
    [...s.matchAll(/BT([\s\S]*?)ET/g)].map(([, body]) => ({
      text: [...body.matchAll(/<([0-9a-f]+)>\s*Tj/gi)]
        .map(([, hex]) => (hex.match(/.{4}/g) ?? []).map((g) => map.get(g.toLowerCase()) ?? '?').join(''))
        .join(''),
      invisible: /\b3 Tr\b/.test(body),
    })),
  )
}

describe('shaped texts of a PDF page', () => {
  const svg = (body: string) =>
    new DOMParser().parseFromString(
      `<svg xmlns="http://www.w3.org/2000/svg" font-family="Noto, sans-serif"><g font-size="11" text-anchor="middle" fill="#333333" fill-opacity="0.5">${body}</g></svg>`,
      'image/svg+xml',
    ).documentElement

  it('reads a text as the SVG draws it, inherited attributes included', () => {
    const root = svg('<text x="10" y="20" font-weight="bold" direction="rtl">רבקה</text>')
    expect(textRunOf(root.querySelector('text')!)).toEqual<TextRun>({
      text: 'רבקה',
      fontFamily: 'Noto, sans-serif',
      fontSize: 11,
      fontWeight: 'bold',
      anchor: 'middle',
      rtl: true,
      baseline: 'alphabetic',
      fill: { color: '#333333', opacity: 0.5 },
      stroke: null,
    })
  })

  it('puts each shaped text behind an image at its place and keeps it only where a font has it', async () => {
    const root = svg(
      '<text x="10" y="20">محمد</text><text x="5" y="9" transform="rotate(30)">देवी</text>' +
        '<text x="0" y="0">Anna</text><text><textPath href="#p">محمد</textPath></text>',
    )
    const runs: string[] = []
    const count = await replaceShapedTexts(
      root,
      async (run) => (runs.push(run.text), { href: PNG, x: -1, y: -8, width: 30, height: 12 }),
      (text) => text !== 'देवी',
    )
    expect(count).toBe(2)
    expect(runs).toEqual(['محمد', 'देवी'])
    const images = [...root.querySelectorAll('image')]
    expect(images.map((i) => ['x', 'y', 'width', 'height', 'transform'].map((a) => i.getAttribute(a)))).toEqual([
      ['9', '12', '30', '12', null],
      ['4', '1', '30', '12', 'rotate(30)'],
    ])
    const texts = [...root.querySelectorAll('text')].map((t) => [t.textContent, t.getAttribute('fill')])
    // The Devanagari text had no font: removed. Latin and text on a path are left as they were.
    expect(texts).toEqual([
      ['محمد', 'none'],
      ['Anna', null],
      ['محمد', null],
    ])
  })
})

describe('the PDF of a family with Arabic, Hebrew, Devanagari and Latin names', () => {
  it('draws the shaped names as images over invisible text, and the Latin name as text', async () => {
    useCanvas(true)
    painted.length = 0
    const warnings: string[] = []
    const pdf = await pdfBytes(FAMILY, { font: FONT, onWarning: (m: string) => warnings.push(m) })
    expect(painted.sort()).toEqual([...SHAPED].sort())
    const content = streams(pdf)
      .filter((s) => / Tj/.test(s))
      .join('\n')
    expect(content.match(/\/I\d+ Do/g)).toHaveLength(3)
    const objects = textObjects(pdf)
    expect(objects.filter((o) => o.invisible)).toHaveLength(3)
    expect(objects.filter((o) => !o.invisible).map((o) => o.text)).toEqual(['Smith Anna'])
    expect(warnings).toEqual([])
  }, 60000)

  it('without a font for them, paints them with no text behind and no warning about Helvetica', async () => {
    useCanvas(true)
    const warnings: string[] = []
    const pdf = await pdfBytes(FAMILY, { onWarning: (m: string) => warnings.push(m) })
    const content = streams(pdf)
      .filter((s) => / Tj/.test(s))
      .join('\n')
    expect(content.match(/\/I\d+ Do/g)).toHaveLength(3)
    expect(content).not.toMatch(/\b3 Tr\b/)
    expect(content).toContain('(Smith Anna) Tj')
    expect(warnings).toEqual([])
  }, 60000)

  it('without a canvas keeps them as text and warns once, naming the scripts', async () => {
    useCanvas(false)
    const warnings: string[] = []
    const pdf = await pdfBytes(FAMILY, { font: FONT, onWarning: (m: string) => warnings.push(m) })
    expect(streams(pdf).join('\n')).not.toMatch(/\/I\d+ Do/)
    expect(textObjects(pdf).filter((o) => !o.invisible)).toHaveLength(4)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/Arabic, Hebrew, Devanagari letters need a text engine/)
  }, 60000)
})

describe('a script font for Devanagari, as the site gives one', () => {
  const file = readFileSync(join(__dirname, '../../../../static/fonts/NotoSansDevanagari-Regular.ttf'))
  const DEVANAGARI = {
    name: 'Noto Sans Devanagari',
    data: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
    unicodeRange: 'U+0900-097F',
  }
  const added: string[] = []
  beforeAll(() => {
    ;(globalThis as any).FontFace = class {
      constructor(public family: string) {}
      load() {
        return Promise.resolve(this)
      }
    }
    const faces: { family: string }[] = []
    const fonts = {
      forEach: (fn: (f: { family: string }) => void) => faces.forEach(fn),
      add: (face: { family: string }) => (faces.push(face), added.push(face.family)),
      load: () => Promise.resolve([]),
    }
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true })
  })
  afterAll(() => {
    delete (globalThis as any).FontFace
    delete (document as any).fonts
  })

  it('is offered to the page and paints the Devanagari name, which stays findable behind its image', async () => {
    useCanvas(true)
    painted.length = 0
    const pdf = await pdfBytes(FAMILY, { font: FONT, scriptFonts: [DEVANAGARI] })
    expect(added).toEqual(['Noto Sans Devanagari'])
    expect(paintedIn.get('शर्मा देवी')).toMatch(/^(bold )?\d+px 'Noto Sans Devanagari', 'DejaVu Sans Condensed'/)
    // Only the Devanagari text asks for that font; the Arabic and Hebrew ones keep the main font.
    expect(paintedIn.get('علي محمد')).not.toMatch(/Devanagari/)
    const invisible = textObjects(pdf).filter((o) => o.invisible)
    expect(invisible.map((o) => o.text)).toContain('शर्मा देवी')
  }, 60000)
})
