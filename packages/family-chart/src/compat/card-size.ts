/** The size of the cards a card function of `elements` draws, so `view` fits and culls the tree by it. */
import type { CardSize } from '../view/drawing/render-cards'

const sizes = new WeakMap<object, () => CardSize>()

/** Notes the size of the cards `card` draws (read at each draw, so later changes count). */
export function noteCardSize<T extends object>(card: T, size: () => CardSize): T {
  sizes.set(card, size)
  return card
}

/** The size noted for a card function, if any. */
export function cardSizeOf(card: object): CardSize | undefined {
  return sizes.get(card)?.()
}
