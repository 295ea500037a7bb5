/**
 * Text widths without a browser, for fitting names into places in a pure layout: an estimate per character class
 * in em, on the wide side of common sans-serif fonts (DejaVu Sans, the Linux default, is among the widest), so a name
 * the layout says fits does fit where the page's font is narrower.
 */

const ELLIPSIS = '\u2026'
const NARROW = new Set([...".,:;'|!`ijlI()[]"])
const SEMI_NARROW = new Set([...'frt-/ '])
const WIDE = new Set([...'mwMW@%'])

/** Advance of one character, in em (the rules; charEm reads them from a table). */
function charEmOf(ch: string): number {
  const code = ch.codePointAt(0)!
  if (code >= 0x0300 && code <= 0x036f) return 0 // combining accents sit on the letter before
  if (code >= 0x2e80) return 1 // CJK, kana, Hangul and wider symbols are about one em
  if (NARROW.has(ch)) return 0.34
  if (SEMI_NARROW.has(ch)) return 0.42
  if (WIDE.has(ch)) return 0.94
  if (code >= 65 && code <= 90) return 0.74
  if (code >= 48 && code <= 57) return 0.64
  if (code >= 97 && code <= 122) return 0.62
  if (code > 127) {
    // Accented Latin letters are as wide as their base letter; other scripts about as wide as a lowercase letter.
    const base = ch.normalize('NFD')[0]
    if (base !== ch && base.charCodeAt(0) < 128) return charEmOf(base)
    return 0.66
  }
  return 0.6
}

// A fan fits a thousand names, each estimated a few times: the advances of ASCII are a table made once, those of other
// characters are kept as they are first met.
const ASCII_EM = Float64Array.from({ length: 128 }, (_, code) => charEmOf(String.fromCharCode(code)))
const otherEm = new Map<string, number>()

/** Advance of one character, in em. */
function charEm(ch: string): number {
  const code = ch.charCodeAt(0)
  if (code < 128) return ASCII_EM[code]
  let em = otherEm.get(ch)
  if (em === undefined) otherEm.set(ch, (em = charEmOf(ch)))
  return em
}

/**
 * Estimated width of `text` in px at `fontSize`.
 * @since next
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 128) {
      em += ASCII_EM[code]
      continue
    }
    // A character outside ASCII, whole: a surrogate pair is one character.
    const point = text.codePointAt(i)!
    if (point > 0xffff) i++
    em += charEm(String.fromCodePoint(point))
  }
  return em * fontSize
}

/**
 * `text` cut so that it and an ellipsis fit `maxWidth` px at `fontSize`: after the last whole word that fits (so what
 * is drawn is the start of the name a screen reader says), or inside the first word when not even that fits; never
 * inside a surrogate pair. The text itself when it fits, '' when not even one character does.
 * @since next
 */
export function shortenToWidth(text: string, maxWidth: number, fontSize: number): string {
  if (estimateTextWidth(text, fontSize) <= maxWidth) return text
  const room = maxWidth - estimateTextWidth(ELLIPSIS, fontSize)
  let used = 0
  let out = ''
  let lastSpace = -1
  for (const ch of text) {
    const w = charEm(ch) * fontSize
    if (used + w > room) break
    if (ch === ' ') lastSpace = out.length
    used += w
    out += ch
  }
  // Cut inside a word: go back to the end of the word before it, if there is one.
  const midWord = out.length < text.length && text[out.length] !== ' '
  if (midWord && lastSpace > 0) out = out.slice(0, lastSpace)
  out = out.replace(/[\s,;:]+$/u, '')
  return out ? out + ELLIPSIS : ''
}
