// Rows are fitted to the card without a browser: Helvetica widths, shrinking a little, then two lines, then an ellipsis.
import { fitRow, fitRows, textWidth } from '../../src/cards/text-fit'

describe('textWidth', () => {
  it('measures with Helvetica widths, bold wider, accented letters as their base letter', () => {
    expect(textWidth('iiii', 10)).toBeCloseTo(8.88, 2)
    expect(textWidth('MMMM', 10)).toBeCloseTo(33.32, 2)
    expect(textWidth('Ada', 13, true)).toBeGreaterThan(textWidth('Ada', 13))
    expect(textWidth('Élodie', 13)).toBe(textWidth('Elodie', 13))
    expect(textWidth('李', 10)).toBe(10)
  })
})

describe('fitRow', () => {
  it('keeps a row that fits as it is', () => {
    expect(fitRow('Ann Lee', 200, 13)).toEqual([{ text: 'Ann Lee', fontSize: 13, bold: false }])
  })

  it('draws a slightly long row a little smaller, whole', () => {
    const text = 'Alexandra Hartwell'
    const lines = fitRow(text, textWidth(text, 13) * 0.9, 13)
    expect(lines).toHaveLength(1)
    expect(lines[0].text).toBe(text)
    expect(lines[0].fontSize).toBeLessThan(13)
    expect(textWidth(text, lines[0].fontSize)).toBeLessThanOrEqual(textWidth(text, 13) * 0.9)
  })

  it('breaks a long row between words onto two lines, each within the width', () => {
    const lines = fitRow('Marie Salomea Skłodowska-Curie', 110, 13, true)
    expect(lines.map((l) => l.text)).toEqual(['Marie Salomea', 'Skłodowska-Curie'])
    for (const l of lines) expect(textWidth(l.text, l.fontSize, true)).toBeLessThanOrEqual(110)
  })

  it('cuts what does not fit on two lines with an ellipsis', () => {
    const lines = fitRow('Maximilian Alexander Konstantin von Hohenberg-Habsburg', 100, 13)
    expect(lines).toHaveLength(2)
    expect(lines[1].text.endsWith('\u2026')).toBe(true)
    for (const l of lines) expect(textWidth(l.text, l.fontSize)).toBeLessThanOrEqual(100)
  })

  it('keeps blank rows as blank lines so rows line up across cards', () => {
    expect(fitRows(['Ann', '', '1990'], 200, 13, true).map((l) => [l.text, l.bold])).toEqual([
      ['Ann', true],
      ['', false],
      ['1990', false],
    ])
  })
})
