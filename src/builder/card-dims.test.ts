import { CREATOR_DEFAULTS } from './config'
import { effectiveDim, overridesOf, setCardStyle, setDimension } from './card-dims'
import { CARD_STYLES } from './card-styles'

describe('card dimensions', () => {
  it('starts from the style defaults with no overrides', () => {
    expect(CREATOR_DEFAULTS.cardDim).toBeNull()
    expect(effectiveDim(CREATOR_DEFAULTS)).toEqual(CARD_STYLES.imageRect.dim)
  })

  it('stores a changed dimension as an override and drops it when it returns to the default', () => {
    const wide = setDimension(CREATOR_DEFAULTS, 'width', 240)
    expect(wide.cardDim).toEqual({ width: 240 })
    const taller = setDimension(wide, 'height', 100)
    expect(taller.cardDim).toEqual({ width: 240, height: 100 })
    const back = setDimension(setDimension(taller, 'width', 200), 'height', 70)
    expect(back.cardDim).toBeNull()
  })

  it('treats height_auto like the other dimensions', () => {
    const fixedHeight = setDimension(CREATOR_DEFAULTS, 'height_auto', false)
    expect(fixedHeight.cardDim).toEqual({ height_auto: false })
    expect(setDimension(fixedHeight, 'height_auto', true).cardDim).toBeNull()
  })

  it('keeps width = height and image width = image height in the image Circle style', () => {
    const circle = setCardStyle(CREATOR_DEFAULTS, 'imageCircle')
    const big = setDimension(circle, 'width', 120)
    expect(effectiveDim(big)).toMatchObject({ width: 120, height: 120 })
    const tall = setDimension(big, 'height', 150)
    expect(effectiveDim(tall)).toMatchObject({ width: 150, height: 150 })
    const img = setDimension(tall, 'img_height', 50)
    expect(effectiveDim(img)).toMatchObject({ img_width: 50, img_height: 50 })
    expect(img.cardDim).toEqual({ width: 150, height: 150, img_width: 50, img_height: 50 })
  })

  it('does not tie the sides in the other styles', () => {
    const c = setDimension(CREATOR_DEFAULTS, 'width', 120)
    expect(effectiveDim(c)).toMatchObject({ width: 120, height: 70 })
  })

  it('resets the dimensions when the style changes', () => {
    const custom = setDimension(CREATOR_DEFAULTS, 'img_x', 10)
    const rect = setCardStyle(custom, 'rect')
    expect(rect.cardDim).toBeNull()
    expect(effectiveDim(rect)).toEqual({
      width: 120,
      height: 70,
      img_width: 70,
      img_height: 70,
      img_x: 0,
      img_y: 0,
      height_auto: true,
    })
    expect(effectiveDim(setCardStyle(rect, 'imageCircle'))).toMatchObject({
      width: 90,
      height: 90,
      img_width: 76,
      img_height: 76,
    })
  })

  it('overridesOf reports only the differences', () => {
    expect(overridesOf('rect', { ...CARD_STYLES.rect.dim, img_y: -5 })).toEqual({ img_y: -5 })
    expect(overridesOf('rect', CARD_STYLES.rect.dim)).toBeNull()
  })
})
