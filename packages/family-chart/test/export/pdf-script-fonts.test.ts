/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// PDF exports of names in scripts the main font lacks: the script font is chosen per text, loaded only when a name
// needs it, and embedded so the PDF's text is the names (its ToUnicode maps and the text a PDF reader extracts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TextDecoder, TextEncoder } from 'node:util'
import { drawnText, pdfBytes } from './pdf-helpers'
import {
  parseUnicodeRange,
  scriptFontFor,
  scriptFontsOf,
  splitByScript,
} from '../../src/features/export/pdf-script-fonts'
import type { Data } from '../../src/data/types'

const ROOT = join(__dirname, '../../../..')
const CJK_FONT = join(ROOT, 'static/fonts/NotoSansCJK-names.ttf')
const CJK_RANGE = 'U+2E80-9FFF, U+AC00-D7AF, U+F900-FAFF, U+FF00-FFEF'

const person = (id: string, first: string, last: string, gender: 'M' | 'F', rels: Data[number]['rels']) => ({
  id,
  data: { 'first name': first, 'last name': last, gender },
  rels,
})
const FAMILY: Data = [
  person('a', '晓明', '王', 'M', { father: 'b', mother: 'c' }),
  person('b', '建华', '王', 'M', { spouses: ['c'], children: ['a'] }),
  person('c', '美玲', '欧阳', 'F', { spouses: ['b'], children: ['a'] }),
]

// jsPDF reads fonts with TextDecoder, which jsdom's window lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// svg2pdf.js measures with a canvas first; jsdom has no 2D context and logs an error for every ask.
;(window.HTMLCanvasElement.prototype as any).getContext = () => null
// svg2pdf.js asks the browser how wide a centred text is; jsdom lays nothing out, so a box by character count stands in.
;(window.SVGElement.prototype as any).getBBox = function (this: SVGElement) {
  return { x: 0, y: 0, width: [...(this.textContent ?? '')].length * 8, height: 13 }
}

const fontBytes = (() => {
  const file = readFileSync(CJK_FONT)
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer
})()
const CJK = { name: 'Noto Sans CJK Names', url: 'https://fonts.example/cjk.ttf', unicodeRange: CJK_RANGE }

describe('script fonts of the PDF', () => {
  it('reads CSS unicode ranges, and says what is wrong with a bad one', () => {
    expect(parseUnicodeRange('U+4E00-9FFF, u+3000, U+30ff-3040', 'F')).toEqual([
      [0x4e00, 0x9fff],
      [0x3000, 0x3000],
      [0x3040, 0x30ff],
    ])
    expect(() => parseUnicodeRange('4E00-9FFF', 'Noto')).toThrow(
      `the PDF font Noto's unicodeRange has "4E00-9FFF"; write ranges as in CSS`,
    )
    expect(() => scriptFontsOf([{ name: 'Noto', url: '/n.ttf' }])).toThrow(
      'the PDF script font Noto needs a unicodeRange',
    )
  })

  it('gives a text the first font with one of its letters, and leaves Latin, Cyrillic and Hebrew to the main font', () => {
    const fonts = scriptFontsOf([CJK, { name: 'Devanagari', url: '/d.ttf', unicodeRange: 'U+0900-097F' }])
    expect(scriptFontFor('王 晓明', fonts)?.font.name).toBe('Noto Sans CJK Names')
    expect(scriptFontFor('Wang 晓明', fonts)?.font.name).toBe('Noto Sans CJK Names')
    expect(scriptFontFor('山田 はなこ', fonts)?.font.name).toBe('Noto Sans CJK Names')
    expect(scriptFontFor('देवी शर्मा', fonts)?.font.name).toBe('Devanagari')
    for (const text of ['Zoë Łukasiewicz', 'Иван Петров', 'נועה לוי', '1993'])
      expect(scriptFontFor(text, fonts)).toBeNull()
    const { needed, rest } = splitByScript(['王 晓明', 'Anna Schmidt', '1993'], fonts)
    expect(needed.map((f) => f.font.name)).toEqual(['Noto Sans CJK Names'])
    expect(rest).toEqual(['Anna Schmidt', '1993'])
  })
})

describe('the PDF of a Chinese family', () => {
  let pdf: Buffer
  const fetched: string[] = []
  beforeAll(async () => {
    ;(globalThis as any).fetch = async (url: string) => {
      fetched.push(url)
      if (url !== CJK.url) return { ok: false, status: 404 }
      return { ok: true, status: 200, arrayBuffer: async () => fontBytes }
    }
    pdf = await pdfBytes(FAMILY, {
      font: { name: 'DejaVu Sans Condensed', url: 'https://fonts.example/dejavu.ttf', onlyWhenNeeded: true },
      scriptFonts: [CJK],
    })
  }, 120000)
  afterAll(() => {
    delete (globalThis as any).fetch
  })

  it('downloads the CJK font alone: the main font is not needed by any text', () => {
    expect(fetched).toEqual([CJK.url])
  })

  it('embeds the CJK font as TrueType, with a ToUnicode map', () => {
    const text = pdf.toString('latin1')
    expect(text).toContain('/BaseFont /Noto#20Sans#20CJK#20Names')
    expect(text).toContain('/FontFile2')
    expect(text).toContain('/ToUnicode')
  })

  it('draws every name whole in it: the text read back through the font is the names', () => {
    const drawn = drawnText(pdf)
    for (const name of ['王 晓明', '王 建华', '欧阳 美玲']) expect(drawn).toContain(name)
    expect(drawn.join('')).not.toContain('?')
  })
})

describe('the PDF of a family in Latin letters, with a CJK font on offer', () => {
  it('never downloads the CJK font', async () => {
    const fetched: string[] = []
    ;(globalThis as any).fetch = async (url: string) => {
      fetched.push(url)
      return { ok: false, status: 404 }
    }
    const latin: Data = [person('a', 'Anna', 'Schmidt', 'F', {})]
    const pdf = await pdfBytes(latin, { scriptFonts: [CJK] })
    delete (globalThis as any).fetch
    expect(fetched).toEqual([])
    expect(pdf.toString('latin1')).not.toContain('/FontFile2')
  }, 60000)
})
