/**
 * The published card functions of `f3.elements` (and `f3.Card`): card settings in, a function out that draws one
 * card into the element it is called on (`this`), as `f3.view` calls it. Our card classes do the drawing.
 */
import type { Store } from '../store/types'
import type { TreeDatum } from '../layout/types'
import { CardSvg as CardSvgClass } from '../cards/card-svg'
import { CardHtml as CardHtmlClass } from '../cards/card-html'
import type { CardDisplay } from '../cards/card-display'
import type { CardDim, CardStyle } from '../cards/card-dims'
import { createStore } from '../store/create-store'
import { noteCardSize } from './card-size'

/** A card function: draws the card of `d` into `this` (a `g.card_cont` or `div.card_cont`). @since 0.8.0 */
export type CardRenderFunction = (this: Element, d: TreeDatum) => void

type Click = (e: MouseEvent, d: TreeDatum) => void

/** Settings of {@link CardSvg} and {@link Card}. @since 0.8.0 */
export interface CardSvgProps {
  store: Store
  svg?: SVGElement
  card_dim?: Partial<CardDim>
  card_display?: CardDisplay
  mini_tree?: boolean
  link_break?: boolean
  onCardClick?: Click
  onCardUpdate?: (this: SVGGElement, d: TreeDatum) => void
  /** Accepted for code written for 0.8.0; our card always shows the image, or the person icon without one. */
  img?: boolean
  /** Accepted for code written for 0.8.0; our mini-tree button makes the person main. */
  onMiniTreeClick?: Click
  /** Accepted for code written for 0.8.0; our link-break mark is not a button. */
  onLineBreakClick?: Click
}

/** Settings of {@link CardHtml}. @since 0.8.0 */
export interface CardHtmlProps {
  store: Store
  card_display?: CardDisplay
  cardImageField?: string
  defaultPersonIcon?: (d: TreeDatum) => string
  onCardClick?: Click
  style?: CardStyle
  mini_tree?: boolean
  onCardUpdate?: (this: HTMLElement, d: TreeDatum) => void
  card_dim?: Partial<CardDim>
  empty_card_label?: string
  unknown_card_label?: string
  cardInnerHtmlCreator?: (d: TreeDatum) => string
  duplicate_branch_toggle?: boolean
  onCardMouseenter?: (e: Event, d: TreeDatum) => void
  onCardMouseleave?: (e: Event, d: TreeDatum) => void
}

/** The element our card classes take as their chart container (they read the SVG in it). */
const containerOf = (svg: Element | undefined) =>
  (svg?.closest('.f3') as HTMLElement | null) ?? document.createElement('div')

/**
 * An SVG card function: the image or person icon, the rows of `card_display`, the mini-tree icon (`mini_tree`,
 * default true) and the link-break mark (`link_break`), at `card_dim` (default 220 × 70). A click calls
 * `onCardClick(e, d)`, by default making the person main.
 * @group Compatibility
 * @since 0.8.0
 */
export function CardSvg(props: CardSvgProps): CardRenderFunction {
  const card = new CardSvgClass(containerOf(props.svg), props.store ?? createStore({ data: [] }))
  card
    .setCardDim(props.card_dim ?? {})
    .setMiniTree(props.mini_tree ?? true)
    .setLinkBreak(!!props.link_break)
  if (props.card_display) card.setCardDisplay(props.card_display)
  if (props.onCardClick) card.setOnCardClick(props.onCardClick)
  if (props.onCardUpdate) card.setOnCardUpdate(props.onCardUpdate)
  const draw = function (this: Element, d: TreeDatum) {
    card.renderInto(this as SVGGElement, d)
  }
  return noteCardSize(draw, () => ({ w: card.card_dim.w, h: card.card_dim.h }))
}

/**
 * The SVG card function under its oldest name: {@link CardSvg}, whose click makes the person main unless
 * `onCardClick` says otherwise.
 * @deprecated use `chart.setCardSvg()`, or `elements.CardSvg`.
 * @group Compatibility
 * @since 0.8.0
 */
export function Card(props: CardSvgProps): CardRenderFunction {
  return CardSvg(props)
}

/**
 * An HTML card function, with the settings of `chart.setCardHtml()` given at once: `card_display`, `style`,
 * `card_dim`, `cardImageField`, `defaultPersonIcon`, `cardInnerHtmlCreator`, `mini_tree`, `onCardClick`,
 * `onCardUpdate`, `onCardMouseenter` / `onCardMouseleave`. Use it with `f3.view(tree, svg, Card, { cardHtml: true })`.
 * @group Compatibility
 * @since 0.8.0
 */
export function CardHtml(props: CardHtmlProps): CardRenderFunction {
  const card = new CardHtmlClass(containerOf(undefined), props.store ?? createStore({ data: [] }))
  card
    .setStyle(props.style ?? 'imageRect')
    .setMiniTree(!!props.mini_tree)
    .setCardDim(props.card_dim ?? {})
  if (props.card_display) card.setCardDisplay(props.card_display)
  if (props.cardImageField) card.setCardImageField(props.cardImageField)
  if (props.onCardClick) card.setOnCardClick(props.onCardClick)
  card.defaultPersonIcon = props.defaultPersonIcon
  card.cardInnerHtmlCreator = props.cardInnerHtmlCreator
  card.onCardUpdate = props.onCardUpdate
  card.onCardMouseenter = props.onCardMouseenter
  card.onCardMouseleave = props.onCardMouseleave
  const draw = function (this: Element, d: TreeDatum) {
    card.renderInto(this as HTMLElement, d)
  }
  return noteCardSize(draw, () => card.dims())
}
