/** CardSvg: cards drawn as SVG shapes and text nodes. */
import type { Store } from '../store/types'
import type { TreeDatum } from '../layout/types'
import { isEmptyCard } from '../layout/empty-card'
import { cardDisplayLines, type CardDisplay } from './card-display'
import { SVG_CARD_DIM, mergeCardDim, type CardDim } from './card-dims'
import { makeMain, openBranchHere } from './card-actions'
import { linkOffSvgIcon, miniTreeSvgIcon, personSvgIcon } from './icons'
import { bindCardEvents } from './card-parts'
import { emptyCardLines } from './empty-card-lines'
import { safeImageUrl } from '../data/image-url'

const SVG_NS = 'http://www.w3.org/2000/svg'
const LINE_HEIGHT = 14

function el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  return node
}

/** An icon made of our own trusted shape markup, scaled into a box. */
function icon(shape: string, x: number, y: number, size: number, cls: string): SVGGElement {
  const g = el('g', { class: cls, transform: `translate(${x},${y}) scale(${size / 24})` })
  g.innerHTML = shape
  return g
}

/**
 * SVG cards, returned by {@link Chart.setCardSvg} (exported as `CardSvgClass`): shapes and text nodes, light to draw
 * and easy to export as an image.
 * @example
 * ```js
 * f3Chart.setCardSvg().setCardDisplay([['first name', 'last name'], ['birthday']]).setCardDim({ w: 200, h: 70 })
 * ```
 * @since 0.8.0
 */
export class CardSvg {
  cont: HTMLElement
  store: Store
  svg: SVGElement
  card_dim: CardDim = { ...SVG_CARD_DIM }
  card_display: CardDisplay = [['first name', 'last name'], ['birthday']]
  mini_tree = true
  link_break = false
  onCardClick: (e: MouseEvent, d: TreeDatum) => void
  onCardUpdate: ((this: SVGGElement, d: TreeDatum) => void) | undefined

  /**
   * Made by {@link cardSvg}; charts make theirs with {@link Chart.setCardSvg}.
   */
  constructor(cont: HTMLElement, store: Store) {
    this.cont = cont
    this.store = store
    this.svg = cont.querySelector('svg.main_svg') as SVGElement
    this.onCardClick = (e, d) => this.onCardClickDefault(e, d)
  }

  /** @internal */
  getCard(): (d: TreeDatum) => void {
    const card = this
    return function (this: SVGGElement, d: TreeDatum) { card.renderInto(this, d) }
  }

  /**
   * What the card says: rows of data field names, or a function of the datum returning the lines.
   * @since 0.8.0
   */
  setCardDisplay(card_display: CardDisplay): this { this.card_display = card_display; return this }
  /**
   * Overrides the card dimensions: any of `w`, `h`, `text_x`, `text_y`, `img_w`, `img_h`, `img_x`, `img_y` (pixels).
   * @since 0.8.0
   */
  setCardDim(card_dim: Partial<CardDim>): this { this.card_dim = mergeCardDim(this.card_dim, card_dim); return this }
  /**
   * Runs after each card is drawn, with the card's SVG `g` element as `this` and the tree node as argument.
   * @since 0.8.0
   */
  setOnCardUpdate(onCardUpdate: CardSvg['onCardUpdate']): this { this.onCardUpdate = onCardUpdate; return this }
  /**
   * Shows the mini-tree icon on cards whose relatives are not all drawn. Default `true`.
   * @since 0.8.0
   */
  setMiniTree(mini_tree: boolean): this { this.mini_tree = mini_tree; return this }
  /**
   * Marks cards whose family continues beyond what is drawn with a broken-link icon. Default `false`.
   * @since 0.8.0
   */
  setLinkBreak(link_break: boolean): this { this.link_break = link_break; return this }
  /**
   * The default click: the clicked person becomes main.
   * @since 0.8.0
   */
  onCardClickDefault(_e: MouseEvent | Event, d: TreeDatum): void { makeMain(this.store, d) }
  /**
   * Replaces what a card click does; call {@link CardSvgClass.onCardClickDefault | onCardClickDefault} inside to keep it.
   * @since 0.8.0
   */
  setOnCardClick(onCardClick: CardSvg['onCardClick']): this { this.onCardClick = onCardClick; return this }

  /** @internal */
  renderInto(g: SVGGElement, d: TreeDatum): void {
    const dim = this.card_dim
    const empty = isEmptyCard(d.data) || !!d.data.to_add
    const gender = d.data.data?.gender === 'F' ? 'female' : d.data.data?.gender === 'M' ? 'male' : 'genderless'
    const card = el('g', {
      class: ['card', 'f3-card', `card-${gender}`, `f3-card-${gender}`, d.main ? 'card-main f3-card-main' : '', d.is_private ? 'f3-card-private' : '', empty ? 'card-to-add f3-card-empty' : ''].filter(Boolean).join(' '),
      transform: `translate(${-dim.w / 2},${-dim.h / 2})`,
      tabindex: 0,
      role: 'button',
    })
    card.append(el('rect', { class: 'card-body-rect f3-card-body', width: dim.w, height: dim.h, rx: 5, ry: 5 }))

    const src = empty || d.is_private ? '' : safeImageUrl(d.data.data?.avatar)
    if (src) {
      const img = el('image', { x: dim.img_x, y: dim.img_y, width: dim.img_w, height: dim.img_h, preserveAspectRatio: 'xMidYMid slice', class: 'f3-card-image' })
      img.setAttribute('href', src)
      card.append(img)
    } else {
      card.append(icon(personSvgIcon(), dim.img_x + dim.img_w * 0.15, dim.img_y + dim.img_h * 0.15, dim.img_w * 0.7, 'f3-person-icon person-icon'))
    }

    const lines = d.is_private ? ['Private'] : empty ? emptyCardLines(d.data, (id) => this.store.getDatum(id)) : cardDisplayLines(this.card_display, d.data)
    const text = el('text', { class: 'f3-card-text card-text', x: dim.text_x, y: dim.text_y })
    lines.forEach((line, i) => {
      const tspan = el('tspan', { x: dim.text_x, dy: i === 0 ? 0 : LINE_HEIGHT })
      tspan.textContent = line
      text.append(tspan)
    })
    card.append(text)
    card.setAttribute('aria-label', lines.filter(Boolean).join(', ') || 'Person')

    if (this.mini_tree && !d.all_rels_displayed && !d.main && !empty) {
      const mini = icon(miniTreeSvgIcon(), dim.w / 2 - 10, -24, 20, 'mini-tree f3-mini-tree')
      mini.addEventListener('click', (e) => { e.stopPropagation(); makeMain(this.store, d) })
      card.append(mini)
    }
    if (this.link_break && !d.all_rels_displayed && !empty) card.append(icon(linkOffSvgIcon(), dim.w - 18, dim.h - 18, 14, 'f3-link-break'))
    if (d.duplicate) {
      const badge = el('text', { class: 'f3-duplicate', x: dim.w - 6, y: 14, 'text-anchor': 'end' })
      badge.textContent = `×${d.duplicate}`
      card.append(badge)
    }
    for (const [i, t] of (d.toggles ?? []).entries()) {
      const btn = el('g', { class: `f3-branch-toggle ${t.open ? 'f3-branch-open' : 'f3-branch-closed'}`, transform: `translate(${6 + i * 18},${dim.h - 16})` })
      btn.append(el('circle', { cx: 6, cy: 6, r: 7 }))
      btn.addEventListener('click', (e) => { e.stopPropagation(); if (!t.open) openBranchHere(this.store, d, t.key) })
      card.append(btn)
    }
    g.replaceChildren(card)
    bindCardEvents(g, { click: (e, cur) => this.onCardClick(e as MouseEvent, cur), enter: () => {}, leave: () => {} })
    this.onCardUpdate?.call(g, d)
  }
}

/**
 * Makes SVG cards for a chart container: the factory {@link Chart.setCard} takes. `f3.CardSvg` is its deprecated alias.
 * @since 0.8.0
 */
export function cardSvg(cont: HTMLElement, store: Store): CardSvg {
  return new CardSvg(cont, store)
}
