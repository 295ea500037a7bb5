/**
 * Scripts a PDF's text cannot draw right: their letters join or reorder (Arabic, Syriac), combine into conjuncts and
 * reordered vowel signs (Devanagari and the other Indic scripts, Thai, Khmer, Myanmar ...), or run right to left
 * (Hebrew). jsPDF places one glyph after another, so a text with any of them is drawn by the browser instead.
 */

/** A script by the code point blocks its letters are in. */
export interface ShapedScript {
  name: string
  ranges: [number, number][]
}

export const SHAPED_SCRIPTS: ShapedScript[] = [
  {
    name: 'Hebrew',
    ranges: [
      [0x0590, 0x05ff],
      [0xfb1d, 0xfb4f],
    ],
  },
  {
    name: 'Arabic',
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x0870, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
  { name: 'Syriac', ranges: [[0x0700, 0x074f]] },
  { name: 'Thaana', ranges: [[0x0780, 0x07bf]] },
  { name: "N'Ko", ranges: [[0x07c0, 0x07ff]] },
  { name: 'Samaritan and Mandaic', ranges: [[0x0800, 0x085f]] },
  {
    name: 'Devanagari',
    ranges: [
      [0x0900, 0x097f],
      [0xa8e0, 0xa8ff],
    ],
  },
  { name: 'Bengali', ranges: [[0x0980, 0x09ff]] },
  { name: 'Gurmukhi', ranges: [[0x0a00, 0x0a7f]] },
  { name: 'Gujarati', ranges: [[0x0a80, 0x0aff]] },
  { name: 'Oriya', ranges: [[0x0b00, 0x0b7f]] },
  { name: 'Tamil', ranges: [[0x0b80, 0x0bff]] },
  { name: 'Telugu', ranges: [[0x0c00, 0x0c7f]] },
  { name: 'Kannada', ranges: [[0x0c80, 0x0cff]] },
  { name: 'Malayalam', ranges: [[0x0d00, 0x0d7f]] },
  { name: 'Sinhala', ranges: [[0x0d80, 0x0dff]] },
  { name: 'Thai', ranges: [[0x0e00, 0x0e7f]] },
  { name: 'Lao', ranges: [[0x0e80, 0x0eff]] },
  { name: 'Tibetan', ranges: [[0x0f00, 0x0fff]] },
  {
    name: 'Myanmar',
    ranges: [
      [0x1000, 0x109f],
      [0xa9e0, 0xa9ff],
      [0xaa60, 0xaa7f],
    ],
  },
  {
    name: 'Khmer',
    ranges: [
      [0x1780, 0x17ff],
      [0x19e0, 0x19ff],
    ],
  },
  { name: 'Mongolian', ranges: [[0x1800, 0x18af]] },
  { name: 'Tai Tham', ranges: [[0x1a20, 0x1aaf]] },
  { name: 'Balinese', ranges: [[0x1b00, 0x1b7f]] },
  { name: 'Javanese', ranges: [[0xa980, 0xa9df]] },
]

/** The first script of `text` that needs shaping or right-to-left ordering, or null (Latin, Cyrillic, CJK ...). */
export function shapedScriptOf(text: string): string | null {
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    // Every shaped script is between Hebrew and the Arabic presentation forms: most letters of most names stop here.
    if (code < 0x0590 || code > 0xfeff) continue
    const script = SHAPED_SCRIPTS.find((s) => s.ranges.some(([first, last]) => code >= first && code <= last))
    if (script) return script.name
  }
  return null
}

/** Whether a text needs a shaping text engine to be drawn right. */
export function needsShaping(text: string): boolean {
  return shapedScriptOf(text) !== null
}
