/**
 * Fonts for scripts the main PDF font lacks (Chinese, Japanese, Korean ...): each text with a letter in a script
 * font's unicodeRange is drawn in that font, and a script font is downloaded only when some text needs it.
 */
import { embeddedFontName } from './pdf-fonts'
import type { ExportPdfFont } from './types'

type Range = [number, number]

export interface ScriptFont {
  font: ExportPdfFont
  ranges: Range[]
}

/** The code point ranges of a CSS unicode-range ("U+4E00-9FFF, U+3040-30FF, U+3000"); a clear error when malformed. */
export function parseUnicodeRange(range: string, fontName: string): Range[] {
  const parts = range.split(',').map((p) => p.trim())
  return parts.map((part) => {
    const m = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part)
    if (!m) {
      throw new Error(
        `family-chart: the PDF font ${fontName}'s unicodeRange has "${part}"; write ranges as in CSS, e.g. "U+4E00-9FFF, U+3000-30FF"`,
      )
    }
    const first = parseInt(m[1], 16)
    const last = m[2] ? parseInt(m[2], 16) : first
    return [Math.min(first, last), Math.max(first, last)]
  })
}

/** The script fonts of the options, their ranges read once. */
export function scriptFontsOf(fonts: ExportPdfFont[] | undefined): ScriptFont[] {
  return (fonts ?? []).map((font) => {
    if (!font.unicodeRange) {
      throw new Error(`family-chart: the PDF script font ${font.name} needs a unicodeRange (which letters it draws)`)
    }
    return { font, ranges: parseUnicodeRange(font.unicodeRange, font.name) }
  })
}

function covers(ranges: Range[], code: number): boolean {
  return ranges.some(([first, last]) => code >= first && code <= last)
}

/** The first script font with a letter of `text` in its range, or null: that text keeps the main font. */
export function scriptFontFor(text: string, fonts: ScriptFont[]): ScriptFont | null {
  if (!fonts.length) return null
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    // Latin-1 is every main font's: most letters of most names end the search here.
    if (code < 0x100) continue
    const found = fonts.find((f) => covers(f.ranges, code))
    if (found) return found
  }
  return null
}

/** Which script fonts the texts need (in the options' order), and the texts left to the main font. */
export function splitByScript(texts: Iterable<string>, fonts: ScriptFont[]): { needed: ScriptFont[]; rest: string[] } {
  const needed = new Set<ScriptFont>()
  const rest: string[] = []
  for (const text of texts) {
    const font = scriptFontFor(text, fonts)
    if (font) needed.add(font)
    else rest.push(text)
  }
  return { needed: fonts.filter((f) => needed.has(f)), rest }
}

/** Gives each `<text>` of the page's SVG with a letter of an embedded script font that font, before the others. */
export function useScriptFonts(svg: Element, fonts: ScriptFont[], fallbackFamily: string): void {
  if (!fonts.length) return
  for (const text of svg.querySelectorAll('text')) {
    const font = scriptFontFor(text.textContent ?? '', fonts)
    if (font) text.setAttribute('font-family', `'${embeddedFontName(font.font)}', ${fallbackFamily}`)
  }
}
