/**
 * @jest-environment jsdom
 */
// A PDF's script font offered to the page, so that the names the browser paints for the PDF use it: added once, never
// over a face of the page's own, and a face the browser cannot read changes nothing.
import { offerFontToPage } from '../../src/features/export/page-font-face'

type Face = { family: string; bytes: ArrayBuffer; descriptors: Record<string, string>; load: () => Promise<Face> }

function pageWith(families: string[], readable = true) {
  const faces: Face[] = []
  class FakeFontFace {
    family: string
    bytes: ArrayBuffer
    descriptors: Record<string, string>
    constructor(family: string, bytes: ArrayBuffer, descriptors: Record<string, string>) {
      this.family = family
      this.bytes = bytes
      this.descriptors = descriptors
    }
    load() {
      return readable ? Promise.resolve(this) : Promise.reject(new Error('not a font'))
    }
  }
  ;(globalThis as any).FontFace = FakeFontFace
  const own = families.map((family) => ({ family }))
  const fonts = {
    forEach: (fn: (face: { family: string }) => void) => [...own, ...faces].forEach(fn),
    add: (face: Face) => faces.push(face),
  }
  return { doc: { fonts } as unknown as Document, faces }
}

afterEach(() => delete (globalThis as any).FontFace)

describe('offerFontToPage', () => {
  const bytes = new ArrayBuffer(8)

  it('adds a face of the family from the bytes, with its unicode range', async () => {
    const { doc, faces } = pageWith(['Roboto'])
    await offerFontToPage(doc, 'Noto Sans Devanagari', bytes, 'U+0900-097F')
    expect(faces.map((f) => [f.family, f.bytes, f.descriptors])).toEqual([
      ['Noto Sans Devanagari', bytes, { unicodeRange: 'U+0900-097F' }],
    ])
  })

  it('adds it once, and never over a face the page has of that family (quoted or not)', async () => {
    const { doc, faces } = pageWith(['"Noto Sans Thai"'])
    await offerFontToPage(doc, 'Noto Sans Devanagari', bytes)
    await offerFontToPage(doc, 'Noto Sans Devanagari', bytes)
    await offerFontToPage(doc, 'Noto Sans Thai', bytes)
    expect(faces.map((f) => f.family)).toEqual(['Noto Sans Devanagari'])
  })

  it('leaves the page as it was when the bytes are no font, or the page has no font set', async () => {
    const { doc, faces } = pageWith([], false)
    await expect(offerFontToPage(doc, 'Broken', bytes)).resolves.toBeUndefined()
    expect(faces).toEqual([])
    await expect(offerFontToPage({} as Document, 'Any', bytes)).resolves.toBeUndefined()
    await expect(offerFontToPage(undefined, 'Any', bytes)).resolves.toBeUndefined()
  })
})
