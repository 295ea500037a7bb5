// Colours of exports: CSS colours as hex and opacity, and inks that stay visible on the chosen background.
import { contrast, inkOn, parseColor } from '../../src/features/export/colors'

describe('parseColor', () => {
  it.each([
    ['#fff', { hex: '#ffffff', opacity: 1 }],
    ['#78Aa9f', { hex: '#78aa9f', opacity: 1 }],
    ['#00000080', { hex: '#000000', opacity: 128 / 255 }],
    ['rgb(120, 159, 172)', { hex: '#789fac', opacity: 1 }],
    ['rgba(0,0,0,0.15)', { hex: '#000000', opacity: 0.15 }],
    ['rgb(255 0 0 / 50%)', { hex: '#ff0000', opacity: 0.5 }],
    ['transparent', { hex: '#000000', opacity: 0 }],
  ])('reads %s', (css, paint) => {
    expect(parseColor(css)).toEqual(paint)
  })

  it('gives null for what it cannot read (then the theme default is used)', () => {
    expect(parseColor('')).toBeNull()
    expect(parseColor('rgb(nope)')).toBeNull()
  })
})

describe('inkOn', () => {
  const white = parseColor('#fff')!
  const dark = parseColor('rgb(33,33,33)')!
  it('keeps an ink that stands out and replaces one that would vanish', () => {
    expect(inkOn(dark, white)).toEqual(white)
    expect(inkOn(white, white).hex).toBe('#333333')
    expect(inkOn(dark, parseColor('#222')!).hex).toBe('#ffffff')
    expect(contrast(white, inkOn(white, white))).toBeGreaterThan(4.5)
  })
})
