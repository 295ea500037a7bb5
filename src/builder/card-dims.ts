/** Card dimension rules: style defaults, the circle style's equal sides, and overrides kept only where they differ. */
import type { BuilderConfig } from './config'
import { CARD_STYLES, DIM_KEYS, type BuilderDim, type CardStyleName, type DimKey } from './card-styles'

/** The dimensions in effect: the style's defaults with the overrides on top. */
export function effectiveDim(config: Pick<BuilderConfig, 'cardStyle' | 'cardDim'>): BuilderDim {
  return { ...CARD_STYLES[config.cardStyle].dim, ...(config.cardDim ?? {}) }
}

/** Keeps only the entries that differ from the style's defaults; null when nothing differs. */
export function overridesOf(style: CardStyleName, dim: BuilderDim): Partial<BuilderDim> | null {
  const defaults = CARD_STYLES[style].dim
  const out: Partial<Record<DimKey, number | boolean>> = {}
  for (const key of DIM_KEYS) if (dim[key] !== defaults[key]) out[key] = dim[key]
  return Object.keys(out).length ? (out as Partial<BuilderDim>) : null
}

/** In the image Circle style a card is as high as it is wide, and so is its image. */
const CIRCLE_PAIRS: Partial<Record<DimKey, DimKey>> = {
  width: 'height',
  height: 'width',
  img_width: 'img_height',
  img_height: 'img_width',
}

export function setDimension<K extends DimKey>(config: BuilderConfig, key: K, value: BuilderDim[K]): BuilderConfig {
  const dim = { ...effectiveDim(config), [key]: value }
  const twin = config.cardStyle === 'imageCircle' ? CIRCLE_PAIRS[key] : undefined
  if (twin) (dim as Record<DimKey, unknown>)[twin] = value
  return { ...config, cardDim: overridesOf(config.cardStyle, dim) }
}

/** A new style starts from its own default dimensions. */
export function setCardStyle(config: BuilderConfig, style: CardStyleName): BuilderConfig {
  return { ...config, cardStyle: style, cardDim: null }
}
