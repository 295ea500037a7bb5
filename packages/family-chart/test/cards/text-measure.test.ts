/**
 * @jest-environment jsdom
 */
// Text widths from one canvas context with the card's font, each (font, text) measured once; the estimate where
// there is no canvas (jsdom here), without the console error jsdom prints when asked for a context.
import { estimateWidth } from '../../src/cards/text-fit'
import { forgetMeasuredWidths, glyphMeasurer, measurerFor, measurerWith } from '../../src/cards/text-measure'

/** A canvas context that says every character is as wide as the font's size times its weight / 400. */
function fakeContext() {
  const asked: { font: string; text: string }[] = []
  const context = {
    font: '10px sans-serif',
    measureText(text: string) {
      asked.push({ font: context.font, text })
      const [, weight, size] = /^(\d+) (\d+(?:\.\d+)?)px/.exec(context.font)!
      return { width: [...text].length * Number(size) * (Number(weight) / 400) } as TextMetrics
    },
  }
  return { context, asked }
}

afterEach(() => forgetMeasuredWidths())

describe('measurerWith', () => {
  it('measures in the card font at the size and weight asked, bold as the cards draw it (600)', () => {
    const { context, asked } = fakeContext()
    const measure = measurerWith(context, 'system-ui, "Noto Sans SC", sans-serif')
    expect(measure('王晓明', 13, false)).toBe(39)
    expect(measure('王晓明', 13, true)).toBeCloseTo(58.5)
    expect(asked.map((a) => a.font)).toEqual([
      '400 13px system-ui, "Noto Sans SC", sans-serif',
      '600 13px system-ui, "Noto Sans SC", sans-serif',
    ])
  })

  it('measures each text once per font, and again after the widths are forgotten', () => {
    const { context, asked } = fakeContext()
    const measure = measurerWith(context, 'serif')
    for (let i = 0; i < 3; i++) measure('Ada', 13, false)
    measure('Ada', 12, false)
    expect(asked).toHaveLength(2)
    forgetMeasuredWidths()
    measure('Ada', 13, false)
    expect(asked).toHaveLength(3)
  })
})

describe('without a canvas', () => {
  it('falls back to the estimate, quietly', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<div id="c" style="font-family: serif"></div>'
    expect(glyphMeasurer('serif')).toBe(estimateWidth)
    expect(measurerFor(document.getElementById('c'))).toBe(estimateWidth)
    expect(measurerFor(null)).toBe(estimateWidth)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
