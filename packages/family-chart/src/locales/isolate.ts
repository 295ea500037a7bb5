// Keeps text of one direction whole inside a sentence of the other: Unicode's first-strong isolate around it.

/**
 * FIRST STRONG ISOLATE: opens a stretch of text that takes the direction of its first letter (closed by PDI).
 * @since next
 */
export const FSI = '\u2068'
/** POP DIRECTIONAL ISOLATE: closes the stretch FSI opened. @since next */
export const PDI = '\u2069'

// Letters of scripts written right to left: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their
// presentation forms (the Bidi_Class R and AL ranges that hold letters).
const RTL_LETTER =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|\ud802[\udc00-\udfff]|\ud803[\udc00-\udfff]|\ud83a[\udc00-\udfff]/
// Letters of scripts written left to right: any letter that is not in the ranges above.
const LETTER = /\p{L}/u

/** Whether `text` has a letter written left to right (Latin, Cyrillic, Han, kana ...). */
function hasLtrLetter(text: string): boolean {
  for (const ch of text) if (LETTER.test(ch) && !RTL_LETTER.test(ch)) return true
  return false
}

/**
 * `text` wrapped in FSI … PDI, so that its own direction decides how it is laid out and nothing around it is
 * reordered with it (a Latin name in a Hebrew sentence, a Hebrew name before English punctuation).
 * @since next
 */
export function isolate(text: string): string {
  return FSI + text + PDI
}

/**
 * `text` isolated when it holds letters of the direction opposite to the sentence (`dir`), and as it is otherwise:
 * text of the sentence's own direction cannot be reordered by it, and leaving it bare keeps English text of Latin
 * names exactly as the library always wrote it.
 * @since next
 */
export function isolateIfMixed(text: string, dir: 'ltr' | 'rtl'): string {
  const foreign = dir === 'ltr' ? RTL_LETTER.test(text) : hasLtrLetter(text)
  return foreign ? isolate(text) : text
}
