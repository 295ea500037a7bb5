/** What a chart needs of its cards, HTML or SVG: their kind, their size, and drawing one person into an element. */
import type { TreeDatum } from '../layout/types'

/**
 * What a card may ask of the chart it draws for: the parts features provide (the hover path ...), and warnings.
 * @since next
 */
export interface CardHost {
  provided<T>(name: string): T | undefined
  warn(text: string): void
}

/**
 * What a chart needs of its cards, HTML or SVG: their kind, their size, and drawing one person into an element.
 * {@link CardHtmlClass} and {@link CardSvgClass} are such cards; a card of your own implements it.
 * @since next
 */
export interface ChartCard {
  /** 'html' cards go in the HTML layer over the links, 'svg' cards in the SVG. */
  readonly kind: 'html' | 'svg'
  /** Width and height of a card in tree units: fitting, culling and the overview measure with them. */
  cardSize(): { w: number; h: number }
  /** Draws a person's card into its element. */
  renderInto(el: Element, d: TreeDatum): void
  /** The card function of 0.8 / 0.9 (`chart.getCard()`): draws into the element d3 passes as `this`. */
  getCard(): (this: Element, d: TreeDatum) => void
  /** Called when a chart takes the card: what it may ask of that chart. */
  attach?(host: CardHost): void
}
