/**
 * Fits a card row into its width: a row too long is first drawn smaller, then cut with an ellipsis, like the live
 * card's overflow. Widths come from a measurer: real glyphs in a browser (text-measure.ts), else Helvetica's metrics
 * (the font the SVG asks for and the PDF uses), the estimate below.
 */

// Advance widths of Helvetica and Helvetica-Bold for the printable ASCII characters (space to ~), in 1/1000 em.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
]
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
]
const ELLIPSIS = '\u2026'
/** Rows are drawn down to this share of their size before they are cut. */
const MIN_SHRINK = 0.8

function charWidth(ch: string, table: number[]): number {
  let code = ch.charCodeAt(0)
  if (code < 32 || code > 126) {
    // Accented Latin letters are as wide as their base letter; wide scripts are about one em.
    const base = ch.normalize('NFD').charCodeAt(0)
    if (base >= 32 && base <= 126) code = base
    else return code >= 0x2e80 ? 1000 : ch === ELLIPSIS ? 1000 : 600
  }
  return table[code - 32]
}

/** Width of `text` in pixels at `fontSize`. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  const table = bold ? BOLD : REGULAR
  let units = 0
  for (const ch of text) units += charWidth(ch, table)
  return (units * fontSize) / 1000
}

/** Width in pixels of `text` at `fontSize`, in the regular or the bold face. */
export type MeasureText = (text: string, fontSize: number, bold: boolean) => number

/** The estimate: Helvetica's widths for Latin letters, one em for wide scripts. */
export const estimateWidth: MeasureText = (text, fontSize, bold) => textWidth(text, fontSize, bold)

export interface TextLine {
  text: string
  fontSize: number
  bold: boolean
}

/** Cuts `text` to fit `maxWidth`, ending it with an ellipsis. */
function cut(text: string, maxWidth: number, size: number, bold: boolean, measure: MeasureText): string {
  const chars = [...text]
  const start = (n: number) => chars.slice(0, n).join('').trimEnd() + ELLIPSIS
  // Measured whole, not letter by letter: a script's letters join and kern.
  const fits = (n: number) => measure(start(n), size, bold) <= maxWidth
  return start(Math.max(0, longestFit(chars.length, fits)))
}

/** The largest n in 0..count for which `fits(n)`, or -1 when not even 0 fits; past the largest, nothing fits. */
function longestFit(count: number, fits: (n: number) => boolean): number {
  // A binary search: log2(count) measurements, not count.
  if (!fits(0)) return -1
  let lo = 0
  let hi = count
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (fits(mid)) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The longest start of `text` that fits, broken after a word when there is one. */
function firstLine(
  text: string,
  maxWidth: number,
  size: number,
  bold: boolean,
  measure: MeasureText,
): [string, string] {
  const chars = [...text]
  const fits = (n: number) => measure(chars.slice(0, n).join(''), size, bold) <= maxWidth
  const end = Math.max(0, longestFit(chars.length, fits))
  const space = chars
    .slice(0, end + 1)
    .join('')
    .lastIndexOf(' ')
  const at = end < chars.length && space > 0 ? [...text.slice(0, space)].length : end
  return [chars.slice(0, at).join('').trimEnd(), chars.slice(at).join('').trimStart()]
}

/**
 * One row as drawn in `maxWidth`: whole at its size; whole and a little smaller; else on two lines (broken between
 * words), the second cut with an ellipsis if still too long. Names stay whole wherever they can, as text.
 */
export function fitRow(
  text: string,
  maxWidth: number,
  fontSize: number,
  bold = false,
  measure: MeasureText = estimateWidth,
): TextLine[] {
  const width = measure(text, fontSize, bold)
  if (width <= maxWidth || maxWidth <= 0) return [{ text, fontSize, bold }]
  const shrunk = (fontSize * maxWidth) / width
  if (shrunk >= fontSize * MIN_SHRINK) return [{ text, fontSize: Math.floor(shrunk * 10) / 10, bold }]
  const size = fontSize * MIN_SHRINK
  const [first, rest] = firstLine(text, maxWidth, size, bold, measure)
  const second = measure(rest, size, bold) <= maxWidth ? rest : cut(rest, maxWidth, size, bold, measure)
  return [
    { text: first, fontSize: size, bold },
    { text: second, fontSize: size, bold },
  ]
}

/** A card's rows as lines: an empty row stays as a blank line, so rows line up across cards as on the live chart. */
export function fitRows(
  rows: string[],
  maxWidth: number,
  fontSize: number,
  boldFirst: boolean,
  measure: MeasureText = estimateWidth,
): TextLine[] {
  return rows.flatMap((row, i) =>
    row ? fitRow(row, maxWidth, fontSize, boldFirst && i === 0, measure) : [{ text: '', fontSize, bold: false }],
  )
}
