/** Card sizes per style (SPEC section 9) and the merge of user overrides. */

/** The looks of HTML cards (see CardHtml.setStyle). @since 0.8.0 */
export type CardStyle = 'default' | 'imageCircleRect' | 'imageCircle' | 'imageRect' | 'rect'

/**
 * Card dimensions in pixels: size, text position, image size and position, and whether the height grows with the text.
 * @since 0.8.0
 */
export interface CardDim {
  w: number
  h: number
  text_x: number
  text_y: number
  img_w: number
  img_h: number
  img_x: number
  img_y: number
  height_auto: boolean
}

export const CARD_STYLE_DIMS: Record<CardStyle, CardDim> = {
  imageRect: { w: 200, h: 70, text_x: 75, text_y: 15, img_w: 70, img_h: 70, img_x: 0, img_y: 0, height_auto: true },
  default: { w: 200, h: 70, text_x: 75, text_y: 15, img_w: 70, img_h: 70, img_x: 0, img_y: 0, height_auto: true },
  imageCircleRect: {
    w: 200,
    h: 70,
    text_x: 75,
    text_y: 15,
    img_w: 60,
    img_h: 60,
    img_x: 5,
    img_y: 5,
    height_auto: true,
  },
  imageCircle: { w: 90, h: 90, text_x: 0, text_y: 0, img_w: 76, img_h: 76, img_x: 0, img_y: 0, height_auto: true },
  rect: { w: 120, h: 70, text_x: 5, text_y: 15, img_w: 70, img_h: 70, img_x: 0, img_y: 0, height_auto: true },
}

/** SVG cards default to the classic 220 × 70 card with a 60 × 60 image. */
export const SVG_CARD_DIM: CardDim = {
  w: 220,
  h: 70,
  text_x: 75,
  text_y: 15,
  img_w: 60,
  img_h: 60,
  img_x: 5,
  img_y: 5,
  height_auto: false,
}

export function mergeCardDim(
  base: CardDim,
  overrides: Partial<Record<keyof CardDim, unknown>> | null | undefined,
): CardDim {
  const out: CardDim = { ...base }
  for (const key of Object.keys(base) as (keyof CardDim)[]) {
    const v = overrides?.[key]
    if (key === 'height_auto') {
      if (typeof v === 'boolean') out.height_auto = v
    } else if (typeof v === 'number' && Number.isFinite(v)) {
      out[key] = v
    }
  }
  return out
}
