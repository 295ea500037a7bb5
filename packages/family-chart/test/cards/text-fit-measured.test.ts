// The fitter fits to what its measurer says: a script whose glyphs are wider or narrower than the estimate is
// shrunk, broken and cut by those widths, so every line drawn lies inside the card.
import { fitRow, fitRows, textWidth, type MeasureText } from '../../src/cards/text-fit'

/** Widths per character in em, as a browser measures a common sans-serif font (rounded). */
function emOf(ch: string): number {
  const code = ch.codePointAt(0)!
  if (ch === ' ') return 0.28
  if (code >= 0x2e80) return 1 // CJK ideographs, kana, Hangul: one em each
  if (code >= 0x0900 && code <= 0x097f) return /[\u093e-\u094d\u0901-\u0903]/.test(ch) ? 0.25 : 0.7 // Devanagari
  if (code >= 0x0600 && code <= 0x06ff) return 0.45 // Arabic
  if (code >= 0x0590 && code <= 0x05ff) return 0.6 // Hebrew
  if (code >= 0x0400 && code <= 0x04ff) return 0.62 // Cyrillic
  if (ch === '\u2026') return 1
  return 0.55
}

/** A fake measurer, the way a canvas measures: whole strings, bold 8% wider; it counts its calls. */
function fakeMeasurer(): MeasureText & { calls: number } {
  const measure = ((text: string, size: number, bold: boolean) => {
    measure.calls++
    let em = 0
    for (const ch of text) em += emOf(ch)
    return em * size * (bold ? 1.08 : 1)
  }) as MeasureText & { calls: number }
  measure.calls = 0
  return measure
}

const NAMES: Record<string, string> = {
  Chinese: '欧阳 美玲',
  'Chinese, long': '爱新觉罗 溥仪 宣统皇帝 爱新觉罗氏 清朝末代皇帝',
  Japanese: '山田 はなこ',
  Arabic: 'محمد بن عبد الله الهاشمي',
  Hebrew: 'רבקה בת יעקב לוי',
  Devanagari: 'देवी प्रसाद शर्मा',
  Cyrillic: 'Александра Фёдоровна Романова',
  Latin: 'Maximilian Alexander von Hohenberg',
}

describe('fitting measured text', () => {
  const width = 110
  for (const [script, name] of Object.entries(NAMES)) {
    it(`keeps every line of a ${script} name inside the card, by the measurer's widths`, () => {
      const measure = fakeMeasurer()
      const lines = fitRow(name, width, 13, true, measure)
      for (const line of lines) expect(measure(line.text, line.fontSize, line.bold)).toBeLessThanOrEqual(width)
      // Nothing is lost but what the ellipsis stands for: the lines start the name in order.
      const shown = lines.map((l) => l.text.replace(/\u2026$/, '')).join('')
      expect(name.replace(/ /g, '').startsWith(shown.replace(/ /g, ''))).toBe(true)
    })
  }

  it('shrinks a Chinese name the estimate would leave whole when the glyphs measure wider', () => {
    const name = '欧阳 美玲'
    const wide: MeasureText = (text, size) => [...text].length * size * 1.2
    expect(textWidth(name, 13)).toBeLessThanOrEqual(70)
    expect(fitRow(name, 70, 13, false)).toEqual([{ text: name, fontSize: 13, bold: false }])
    const [line] = fitRow(name, 70, 13, false, wide)
    expect(line.fontSize).toBeLessThan(13)
    expect(wide(line.text, line.fontSize, false)).toBeLessThanOrEqual(70)
  })

  it('leaves a name whole when the measurer says it fits, however long the estimate says it is', () => {
    const narrow: MeasureText = (text) => text.length
    const name = 'Wolfgang Amadeus Theophilus Mozart'
    expect(fitRow(name, 100, 13, false)).toHaveLength(2)
    expect(fitRows([name, '1756'], 100, 13, true, narrow)).toEqual([
      { text: name, fontSize: 13, bold: true },
      { text: '1756', fontSize: 13, bold: false },
    ])
  })

  it('breaks a long Chinese name between its characters and measures few pieces (a binary search)', () => {
    const measure = fakeMeasurer()
    const lines = fitRow(NAMES['Chinese, long'], 110, 13, false, measure)
    expect(lines).toHaveLength(2)
    expect(lines[1].text.endsWith('\u2026')).toBe(true)
    expect(measure.calls).toBeLessThan(20)
  })
})
