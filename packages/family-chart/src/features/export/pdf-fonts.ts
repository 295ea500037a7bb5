/** Fonts of a PDF export: an embedded TrueType font when given, and a check for letters Helvetica cannot show. */
import type { ExportPdfFont } from './types'

/** Characters of WinAnsi (the encoding of jsPDF's built-in fonts) above Latin-1's control range. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Characters of `texts` the built-in Helvetica cannot draw, at most `limit` of them. */
export function lettersHelveticaLacks(texts: Iterable<string>, limit = 5): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    for (const ch of text) {
      const code = ch.codePointAt(0)!
      if ((code > 255 || (code >= 0x80 && code < 0xa0)) && !WIN_ANSI_EXTRA.has(ch)) {
        found.add(ch)
        if (found.size >= limit) return [...found]
      }
    }
  }
  return [...found]
}

async function bytesOf(src: { url?: string; data?: ArrayBuffer }, what: string): Promise<ArrayBuffer> {
  if (src.data) return src.data
  if (!src.url) throw new Error(`family-chart: the PDF font's ${what} has neither url nor data`)
  const res = await fetch(src.url)
  if (!res.ok) throw new Error(`family-chart: the PDF font ${src.url} could not be loaded (HTTP ${res.status})`)
  return res.arrayBuffer()
}

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes)
  let binary = ''
  // In slices: one String.fromCharCode call with a whole font's bytes overflows the call stack.
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * Adds the font to the jsPDF document as regular and bold (the regular face again when no bold is given); returns the
 * regular face's bytes.
 */
export async function embedFont(doc: any, font: ExportPdfFont): Promise<ArrayBuffer> {
  const name = embeddedFontName(font)
  const regularBytes = await bytesOf(font, 'regular face')
  const regular = base64(regularBytes)
  const bold = font.bold ? base64(await bytesOf(font.bold, 'bold face')) : regular
  doc.addFileToVFS(`${name}-regular.ttf`, regular)
  doc.addFont(`${name}-regular.ttf`, name, 'normal')
  doc.addFileToVFS(`${name}-bold.ttf`, bold)
  doc.addFont(`${name}-bold.ttf`, name, 'bold')
  return regularBytes
}

/** The font name as the document will use it (the same cleaning as embedFont). */
export function embeddedFontName(font: ExportPdfFont): string {
  return font.name.replace(/[^\w -]/g, '') || 'EmbeddedFont'
}
