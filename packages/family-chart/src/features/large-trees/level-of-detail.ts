/** Level of detail: when cards get too small on screen to read, a big tree is drawn as an overview of plain shapes. */
import { VIRTUALIZE_ABOVE } from '../../view/drawing/cull'

/**
 * Below this card width on screen (CSS px) a big tree switches to the overview. A 200 px card reaches it at zoom
 * scale 0.2, where its 13 px text would be under 3 px tall: unreadable, yet costly to lay out and paint.
 */
export const LOD_MIN_CARD_PX = 40

export interface LevelOfDetail {
  /** Card width on screen (px) under which cards are drawn as shapes; 0 turns the overview off. */
  min_card_px: number
}

export function normalizeLevelOfDetail(value: { min_card_px?: unknown } | null | undefined): LevelOfDetail {
  const px = value?.min_card_px
  if (px === undefined) return { min_card_px: LOD_MIN_CARD_PX }
  if (typeof px !== 'number' || !Number.isFinite(px) || px < 0) {
    console.error('family-chart: min_card_px must be a number ≥ 0')
    return { min_card_px: LOD_MIN_CARD_PX }
  }
  return { min_card_px: px }
}

/** True when a tree of `cards` cards at zoom scale `k` is drawn as the overview. Small trees are always drawn whole. */
export function isOverview(cards: number, k: number, cardWidth: number, lod: LevelOfDetail): boolean {
  return cards > VIRTUALIZE_ABOVE && lod.min_card_px > 0 && k * cardWidth < lod.min_card_px
}

/**
 * The zoom scale a click on the overview goes to: cards twice the default threshold wide (at most scale 1), and in
 * any case clearly above the threshold in use.
 */
export function readableScale(cardWidth: number, lod: LevelOfDetail): number {
  const w = Math.max(cardWidth, 1)
  return Math.max(Math.min(1, (LOD_MIN_CARD_PX * 2) / w), (lod.min_card_px * 1.25) / w)
}
