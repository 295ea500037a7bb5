import { themes } from 'prism-react-renderer'
import { contrastRatio, parseColor, readableOn } from './contrast'
import { CODE_CONTRAST, darkCodeTheme, lightCodeTheme, withReadableTokens } from '.'

describe('contrast', () => {
  it('reads hex and rgb colours and measures the WCAG ratio', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255])
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3])
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(() => parseColor('hsl(1, 2%, 3%)')).toThrow(/Not a colour/)
  })

  it('keeps a readable colour and moves a faint one just past the ratio, darker on light and lighter on dark', () => {
    expect(readableOn('#333333', '#ffffff')).toBe('#333333')
    const dark = readableOn('#999988', '#f6f8fa')
    expect(contrastRatio(dark, '#f6f8fa')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(dark, '#f6f8fa')).toBeLessThan(5)
    const light = readableOn('#6272a4', '#282a36')
    expect(contrastRatio(light, '#282a36')).toBeGreaterThanOrEqual(4.5)
    expect(parseColor(light)[2]).toBeGreaterThan(parseColor('#6272a4')[2])
  })
})

describe('the site code themes', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)('every %s token colour reaches AA on the code background', (_, theme) => {
    const bg = theme.plain.backgroundColor!
    const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)]
    expect(colours.length).toBeGreaterThan(5)
    for (const c of colours) expect(contrastRatio(c, bg)).toBeGreaterThanOrEqual(CODE_CONTRAST)
  })

  it('starts from themes that fall short (the fix is doing something) and keeps token types and backgrounds', () => {
    expect(
      themes.github.styles.some(
        (s) => s.style.color && contrastRatio(s.style.color, themes.github.plain.backgroundColor!) < 4.5,
      ),
    ).toBe(true)
    const fixed = withReadableTokens(themes.github)
    expect(fixed.plain.backgroundColor).toBe(themes.github.plain.backgroundColor)
    expect(fixed.styles.map((s) => s.types)).toEqual(themes.github.styles.map((s) => s.types))
  })
})
