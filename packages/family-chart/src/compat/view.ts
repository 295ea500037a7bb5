/** The published `view`: draws a laid-out tree with a card function into an SVG made by `createSvg`. */
import { DEFAULTS } from '../defaults'
import type { Tree, TreeDatum } from '../layout/types'
import type { UpdateTreeProps } from '../store/types'
import type { CardRenderer } from '../view/drawing/render-cards'
import { drawingOf, DEFAULT_CARD_SIZE } from './drawing'
import { cardSizeOf } from './card-size'
import { followElement } from './follow-element'

/** A card function of the published API: called with a card's element as `this` and its tree node. */
export type CardFunction = (this: any, d: TreeDatum) => unknown

/** Options of {@link view}: those of `updateTree`, and which kind of card the card function draws. @since 0.8.0 */
export interface ViewOptions extends UpdateTreeProps {
  /** The card function fills HTML elements (`div.card_cont`) instead of SVG groups (`g.card_cont`). */
  cardHtml?: boolean
  /**
   * The card function returns the element of a card the code renders itself (a React, Vue or Angular component in
   * the HTML layer, see `handlers.cardComponentSetup`); the library moves that element to the card's place.
   */
  cardComponent?: boolean
  /** Scale of the camera for `tree_position: 'main_to_middle'`. */
  scale?: number
}

/**
 * Draws a tree (from `calculateTree` or a store's `getTree()`) into an SVG made by {@link createSvg}: each card
 * through `Card` (called with the card's element as `this` and its tree node), the links, and the camera placed as
 * `props.tree_position` says (`'fit'` by default; at once on the first draw). Cards and links animate from where they
 * were (`transition_time`, default 1000 ms).
 * @param Card - A card function, such as the one `elements.Card(...)` returns.
 * @returns `true`.
 * @group Compatibility
 * @since 0.8.0
 */
export function view(tree: Tree, svg: Element, Card: CardFunction, props: ViewOptions = {}): boolean {
  const drawing = drawingOf(svg)
  if (!drawing)
    throw new Error(
      'family-chart: f3.view draws into an SVG made by f3.createSvg (for a chart, call chart.updateTree())',
    )
  const isHtml = !!(props.cardHtml || props.cardComponent)
  const renderCard: CardRenderer = props.cardComponent
    ? (el, d) => {
        const node = Card(d)
        if (node instanceof HTMLElement) followElement(node, el as HTMLElement)
      }
    : (el, d) => {
        Card.call(el, d)
      }
  const layer = isHtml ? drawing.dom.htmlCardsLayer : drawing.dom.svgCardsLayer
  const initial = props.initial ?? !layer.querySelector('.card_cont')
  drawing.draw(tree, renderCard, {
    isHtml,
    size: cardSizeOf(Card) ?? DEFAULT_CARD_SIZE,
    props: { ...props, initial, transition_time: props.transition_time ?? DEFAULTS.storeTransitionTime },
  })
  return true
}
