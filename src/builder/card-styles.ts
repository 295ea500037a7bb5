/** The three card styles the builder offers and their default dimensions (SPEC section 9, card styles). */

export type CardStyleName = 'imageRect' | 'imageCircle' | 'rect'

/** Card dimensions as the builder names them; `libraryDimKey` maps them to `setCardDim` keys. */
export interface BuilderDim {
  width: number
  height: number
  img_width: number
  img_height: number
  img_x: number
  img_y: number
  height_auto: boolean
}

export type DimKey = keyof BuilderDim
export type NumericDimKey = Exclude<DimKey, 'height_auto'>

export interface CardStyleInfo {
  name: CardStyleName
  label: string
  dim: BuilderDim
}

export const CARD_STYLES: Record<CardStyleName, CardStyleInfo> = {
  imageRect: {
    name: 'imageRect',
    label: 'image Rect',
    dim: { width: 200, height: 70, img_width: 70, img_height: 70, img_x: 0, img_y: 0, height_auto: true },
  },
  imageCircle: {
    name: 'imageCircle',
    label: 'image Circle',
    dim: { width: 90, height: 90, img_width: 76, img_height: 76, img_x: 0, img_y: 0, height_auto: true },
  },
  rect: {
    name: 'rect',
    label: 'rect',
    dim: { width: 120, height: 70, img_width: 70, img_height: 70, img_x: 0, img_y: 0, height_auto: true },
  },
}

export const CARD_STYLE_NAMES = Object.keys(CARD_STYLES) as CardStyleName[]

export const DIM_KEYS: DimKey[] = ['width', 'height', 'img_width', 'img_height', 'img_x', 'img_y', 'height_auto']

export const LIBRARY_DIM_KEY: Record<DimKey, string> = {
  width: 'w',
  height: 'h',
  img_width: 'img_w',
  img_height: 'img_h',
  img_x: 'img_x',
  img_y: 'img_y',
  height_auto: 'height_auto',
}

export interface SliderRange {
  min: number
  max: number
  step: number
}

/** Slider bounds (SPEC section 9, sliders). */
export const DIM_SLIDERS: Record<NumericDimKey, SliderRange> = {
  width: { min: 20, max: 500, step: 5 },
  height: { min: 20, max: 500, step: 5 },
  img_width: { min: 20, max: 200, step: 5 },
  img_height: { min: 20, max: 200, step: 5 },
  img_x: { min: -100, max: 100, step: 1 },
  img_y: { min: -100, max: 100, step: 1 },
}

export const SPACING_SLIDER: SliderRange = { min: 50, max: 400, step: 10 }

export function isCardStyleName(v: unknown): v is CardStyleName {
  return typeof v === 'string' && v in CARD_STYLES
}
