/** CardHtml: HTML cards built with DOM calls, so every data string lands as text. */
import type { Datum } from '../data/types'
import type { Store } from '../store/types'
import type { TreeDatum } from '../layout/types'
import { isEmptyCard } from '../layout/empty-card'
import { cardDisplayLines, type CardDisplay } from './card-display'
import { CARD_STYLE_DIMS, mergeCardDim, type CardDim, type CardStyle } from './card-dims'
import { makeMain, openBranchHere } from './card-actions'
import { miniTreeIcon, personIcon } from './icons'
import { createHoverPath } from '../features/hover-path'
import { appendCardBadges, bindCardEvents } from './card-parts'
import { iconNodes } from './icon-nodes'
import { emptyCardLines } from './empty-card-lines'

export type CardClickHandler = (e: MouseEvent, d: TreeDatum) => void

export class CardHtml {
  cont: HTMLElement
  svg: SVGElement
  store: Store
  card_display: CardDisplay = [['first name', 'last name'], ['birthday']]
  cardImageField = 'avatar'
  onCardClick: CardClickHandler
  style: CardStyle = 'imageRect'
  mini_tree = true
  onCardUpdate: ((this: HTMLElement, d: TreeDatum) => void) | undefined
  card_dim: Partial<CardDim> = {}
  cardInnerHtmlCreator: undefined | ((d: TreeDatum) => string)
  defaultPersonIcon: undefined | ((d: TreeDatum) => string)
  onCardMouseenter: undefined | ((e: Event, d: TreeDatum) => void)
  onCardMouseleave: undefined | ((e: Event, d: TreeDatum) => void)
  private hoverPath: ReturnType<typeof createHoverPath> | undefined

  constructor(cont: HTMLElement, store: Store) {
    this.cont = cont
    this.store = store
    this.svg = cont.querySelector('svg.main_svg') as SVGElement
    this.onCardClick = (e, d) => this.onCardClickDefault(e, d)
  }

  /** The card renderer the chart calls for each card element. */
  getCard(): (d: TreeDatum) => void {
    const card = this
    return function (this: HTMLElement, d: TreeDatum) { card.renderInto(this, d) }
  }

  /** Rows of field names (`[['first name', 'last name'], ['birthday']]`), or a function of the datum returning lines. */
  setCardDisplay(card_display: CardDisplay): this { this.card_display = card_display; return this }
  /** Which data field holds the image URL (default `avatar`). */
  setCardImageField(cardImageField: string): this { this.cardImageField = cardImageField; return this }
  /** HTML for cards without an image, e.g. an icon by gender. The function is your code: escape data you put in it. */
  setDefaultPersonIcon(defaultPersonIcon: CardHtml['defaultPersonIcon']): this { this.defaultPersonIcon = defaultPersonIcon; return this }
  /** Replaces what a card click does (default: make the person main). */
  setOnCardClick(onCardClick: CardClickHandler): this { this.onCardClick = onCardClick; return this }
  /** Default click: the clicked person becomes main and the tree animates to them. */
  onCardClickDefault(_e: MouseEvent | Event, d: TreeDatum): void { makeMain(this.store, d) }
  /** Card look: 'imageRect' (default), 'imageCircleRect', 'imageCircle', 'rect' or 'default'. */
  setStyle(style: CardStyle): this { this.style = style in CARD_STYLE_DIMS ? style : 'imageRect'; return this }
  /** Shows the mini-tree icon on cards whose relatives are not all drawn. */
  setMiniTree(mini_tree: boolean): this { this.mini_tree = mini_tree; return this }
  /** Runs after each card renders, with the card element as `this`. */
  setOnCardUpdate(onCardUpdate: CardHtml['onCardUpdate']): this { this.onCardUpdate = onCardUpdate; return this }
  /** Overrides card dimensions: `{ w, h, text_x, text_y, img_w, img_h, img_x, img_y, height_auto }`. */
  setCardDim(card_dim: Partial<CardDim>): this { this.card_dim = { ...this.card_dim, ...card_dim }; return this }
  /** Back to the style's own dimensions. */
  resetCardDim(): this { this.card_dim = {}; return this }
  /** Replaces the card's inner HTML with your markup. Your function owns escaping of data it inserts. */
  setCardInnerHtmlCreator(cardInnerHtmlCreator: CardHtml['cardInnerHtmlCreator']): this { this.cardInnerHtmlCreator = cardInnerHtmlCreator; return this }
  /** Highlights the links from a hovered card to the main person. */
  setOnHoverPathToMain(): this {
    this.hoverPath ??= createHoverPath(this.cont)
    this.onCardMouseenter = (e, d) => this.onEnterPathToMain(e, d)
    this.onCardMouseleave = (e, d) => this.onLeavePathToMain(e, d)
    return this
  }
  /** Turns the hover path off. */
  unsetOnHoverPathToMain(): this {
    this.hoverPath?.destroy()
    this.onCardMouseenter = undefined
    this.onCardMouseleave = undefined
    return this
  }
  onEnterPathToMain(_e: Event, d: TreeDatum): this { this.hoverPath?.enter(d); return this }
  onLeavePathToMain(_e: Event, _d: TreeDatum): this { this.hoverPath?.leave(); return this }

  dims(): CardDim {
    return mergeCardDim(CARD_STYLE_DIMS[this.style], this.card_dim)
  }

  renderInto(el: HTMLElement, d: TreeDatum): void {
    const dim = this.dims()
    const datum = d.data
    const empty = isEmptyCard(datum) || !!datum.to_add
    const card = document.createElement('div')
    const gender = datum.data?.gender === 'F' ? 'female' : datum.data?.gender === 'M' ? 'male' : 'genderless'
    card.className = [
      'card', 'f3-card', `card-${gender}`, `f3-card-${gender}`, `f3-style-${this.style}`,
      d.main ? 'card-main f3-card-main' : '', d.is_private ? 'f3-card-private' : '', empty ? 'card-to-add f3-card-empty' : '',
      datum.unknown ? 'card-unknown' : '',
    ].filter(Boolean).join(' ')
    card.style.width = `${dim.w}px`
    card.style[dim.height_auto ? 'minHeight' : 'height'] = `${dim.h}px`

    const lines = this.lines(d, empty)
    card.tabIndex = 0
    card.setAttribute('role', 'button')
    card.setAttribute('aria-label', lines.filter(Boolean).join(', ') || 'Person')

    if (this.cardInnerHtmlCreator && !empty && !d.is_private) {
      card.innerHTML = this.cardInnerHtmlCreator(d)
    } else {
      card.append(this.buildInner(d, dim, lines, empty))
    }
    if (this.mini_tree && !d.all_rels_displayed && !d.main && !empty) {
      const mini = document.createElement('button')
      mini.type = 'button'
      mini.className = 'mini-tree f3-mini-tree'
      mini.title = 'Show this person\'s family'
      mini.setAttribute('aria-label', 'Show this person\'s family')
      mini.append(iconNodes(miniTreeIcon()))
      mini.addEventListener('click', (e) => { e.stopPropagation(); makeMain(this.store, d) })
      card.append(mini)
    }
    appendCardBadges(card, d, (key) => openBranchHere(this.store, d, key))
    el.replaceChildren(card)
    bindCardEvents(el, {
      click: (e, cur) => this.onCardClick(e as MouseEvent, cur),
      enter: (e, cur) => this.onCardMouseenter?.(e, cur),
      leave: (e, cur) => this.onCardMouseleave?.(e, cur),
    })
    this.onCardUpdate?.call(el, d)
  }

  private lines(d: TreeDatum, empty: boolean): string[] {
    if (d.is_private) return ['Private']
    if (empty) return emptyCardLines(d.data, (id) => this.store.getDatum(id), this.store.state.single_parent_empty_card_label)
    return cardDisplayLines(this.card_display, d.data)
  }

  private buildInner(d: TreeDatum, dim: CardDim, lines: string[], empty: boolean): HTMLElement {
    const inner = document.createElement('div')
    inner.className = 'card-inner f3-card-inner'
    if (this.style !== 'rect') inner.append(this.buildImage(d, dim, empty))
    const label = document.createElement('div')
    label.className = 'card-label f3-card-label'
    for (const line of lines) {
      const row = document.createElement('div')
      row.className = 'f3-card-row'
      row.textContent = line
      label.append(row)
    }
    inner.append(label)
    return inner
  }

  private buildImage(d: TreeDatum, dim: CardDim, empty: boolean): HTMLElement {
    const box = document.createElement('div')
    box.className = 'card-image f3-card-image'
    box.style.width = `${dim.img_w}px`
    box.style.height = `${dim.img_h}px`
    if (dim.img_x || dim.img_y) box.style.transform = `translate(${dim.img_x}px, ${dim.img_y}px)`
    const src = empty || d.is_private ? '' : imageUrl(d.data, this.cardImageField)
    if (src) {
      const img = document.createElement('img')
      img.src = src
      img.alt = ''
      img.loading = 'lazy'
      box.append(img)
    } else {
      box.classList.add('person-icon', 'f3-person-icon')
      if (this.defaultPersonIcon && !d.is_private && !empty) box.innerHTML = this.defaultPersonIcon(d)
      else box.append(iconNodes(personIcon()))
    }
    return box
  }
}

function imageUrl(d: Datum, field: string): string {
  const v = d.data?.[field]
  if (typeof v !== 'string' || !v.trim()) return ''
  return /^\s*javascript:/i.test(v) ? '' : v
}

/** Factory in the shape `chart.setCard()` expects. */
export function cardHtml(cont: HTMLElement, store: Store): CardHtml {
  return new CardHtml(cont, store)
}

