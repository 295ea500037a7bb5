/** CardHtml: HTML cards built with DOM calls, so every data string lands as text. */
import type { Store } from '../store/types'
import type { TreeDatum } from '../layout/types'
import { isEmptyCard } from '../layout/empty-card'
import { cardDisplayLines, type CardDisplay } from './card-display'
import { CARD_STYLE_DIMS, mergeCardDim, type CardDim, type CardStyle } from './card-dims'
import { makeMain, openBranchHere } from './card-actions'
import { privateCardDescription, privateCardText } from '../data/privacy/private-cards'
import { appendCardBadges, bindCardEvents, exposeCard, miniTreeButton, publishedCardClasses } from './card-parts'
import { describeCard } from './relation-note'
import { callUser } from '../user-code'
import { showFullTextOnHover } from './full-text'
import { personName } from '../data/person-name'
import { emptyCardLines, type PlaceholderDetail } from './empty-card-lines'
import { cardImage, publishedInnerClass } from './card-image'
import type { CardHost, ChartCard } from './chart-card'
import { isPlaceholder, isUnknownPerson, placeholderRelation } from '../data/markers'

export type CardClickHandler = (e: MouseEvent, d: TreeDatum) => void

/** The links and cards lit from a hovered card to the main person (the hover-path feature draws them). */
interface HoverPath {
  enter(d: TreeDatum): void
  leave(): void
  destroy(): void
}

/**
 * HTML cards: the default kind, returned by {@link Chart.setCardHtml} (exported as `CardHtmlClass`). Every data
 * string reaches the page as text; only your own {@link CardHtmlClass.setCardInnerHtmlCreator | inner HTML creator}
 * and {@link CardHtmlClass.setDefaultPersonIcon | person icon} functions produce markup.
 * @example
 * ```js
 * f3Chart.setCardHtml()
 *   .setCardDisplay([['first name', 'last name'], ['birthday']])
 *   .setStyle('imageRect')
 *   .setMiniTree(true)
 *   .setOnHoverPathToMain()
 * ```
 * @since 0.8.0
 */
export class CardHtml implements ChartCard {
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
  /** `'html'`: these cards go in the HTML layer, over the links. @since next */
  readonly kind = 'html' as const
  /** What the chart that took this card offers it (see ChartCard.attach). */
  private host: CardHost | undefined
  private hoverPath: HoverPath | undefined

  /**
   * Made by {@link cardHtml}; charts make theirs with {@link Chart.setCardHtml}.
   */
  constructor(cont: HTMLElement, store: Store) {
    this.cont = cont
    this.store = store
    this.svg = cont.querySelector('svg.main_svg') as SVGElement
    this.onCardClick = (e, d) => this.onCardClickDefault(e, d)
  }

  /**
   * @internal
   */
  getCard(): (d: TreeDatum) => void {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- needs the card and the element d3 passes as `this`
    const card = this
    return function (this: HTMLElement, d: TreeDatum) {
      card.renderInto(this, d)
    }
  }

  /**
   * What the card says: rows of data field names (the values of one row are joined by a space), or a function of the
   * datum returning the lines. Default `[['first name', 'last name'], ['birthday']]`.
   * @example
   * ```js
   * f3Card.setCardDisplay([['first name', 'last name'], ['birthday']])
   * f3Card.setCardDisplay((d) => [d.data['first name'], d.data.birthday ? `born ${d.data.birthday}` : ''])
   * ```
   * @since 0.8.0
   */
  setCardDisplay(card_display: CardDisplay): this {
    this.card_display = card_display
    return this
  }
  /**
   * The data field holding the image URL. Default `avatar`.
   * @since 0.8.0
   */
  setCardImageField(cardImageField: string): this {
    this.cardImageField = cardImageField
    return this
  }
  /**
   * Markup for cards without an image, for example an icon by gender. The function is your code: escape any data you
   * put in its result.
   * @since 0.8.0
   */
  setDefaultPersonIcon(defaultPersonIcon: CardHtml['defaultPersonIcon']): this {
    this.defaultPersonIcon = defaultPersonIcon
    return this
  }
  /**
   * Replaces what a card click does (by default the person becomes main). Call
   * {@link CardHtmlClass.onCardClickDefault | onCardClickDefault} inside to keep that too.
   * @example
   * ```js
   * f3Card.setOnCardClick((e, d) => {
   *   console.log(d.data.id)
   *   f3Card.onCardClickDefault(e, d)
   * })
   * ```
   * @since 0.8.0
   */
  setOnCardClick(onCardClick: CardClickHandler): this {
    this.onCardClick = onCardClick
    return this
  }
  /**
   * The default click: the clicked person becomes main and the tree animates to them.
   * @since 0.8.0
   */
  onCardClickDefault(_e: MouseEvent | Event, d: TreeDatum): void {
    makeMain(this.store, d)
  }
  /**
   * The card's look: `'imageRect'` (default), `'imageCircleRect'`, `'imageCircle'`, `'rect'` (no image) or `'default'`.
   * Each style has its own dimensions; {@link CardHtmlClass.setCardDim | setCardDim} overrides them.
   * @since 0.8.0
   */
  setStyle(style: CardStyle): this {
    this.style = style in CARD_STYLE_DIMS ? style : 'imageRect'
    return this
  }
  /**
   * Shows the mini-tree icon on cards whose relatives are not all drawn; clicking it makes that person main. Default `true`.
   * @since 0.8.0
   */
  setMiniTree(mini_tree: boolean): this {
    this.mini_tree = mini_tree
    return this
  }
  /**
   * Runs after each card is drawn, with the card element as `this` and the tree node as argument: the place to add
   * your own buttons or classes.
   * @since 0.8.0
   */
  setOnCardUpdate(onCardUpdate: CardHtml['onCardUpdate']): this {
    this.onCardUpdate = onCardUpdate
    return this
  }
  /**
   * Overrides the style's card dimensions: any of `w`, `h`, `text_x`, `text_y`, `img_w`, `img_h`, `img_x`, `img_y` (pixels)
   * and `height_auto` (the card grows with its text).
   * @example
   * ```js
   * f3Card.setCardDim({ w: 220, h: 80, img_w: 60, img_h: 60 })
   * ```
   * @since 0.8.0
   */
  setCardDim(card_dim: Partial<CardDim>): this {
    this.card_dim = { ...this.card_dim, ...card_dim }
    return this
  }
  /**
   * Drops the overrides of {@link CardHtmlClass.setCardDim | setCardDim}: back to the style's own dimensions.
   * @since 0.8.0
   */
  resetCardDim(): this {
    this.card_dim = {}
    return this
  }
  /**
   * Replaces the card's inner HTML with your markup, made from the tree node. Your function owns the escaping of any
   * data it inserts. Empty and private cards keep the built-in look. Your markup is the card: it takes the size and
   * colours your CSS gives it (a width and height set with {@link CardHtmlClass.setCardDim | setCardDim} still apply).
   * @example
   * ```js
   * const escape = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
   * f3Card.setCardInnerHtmlCreator((d) => `<div class="card-inner">${escape(d.data.data['first name'])}</div>`)
   * ```
   * @since 0.8.0
   */
  setCardInnerHtmlCreator(cardInnerHtmlCreator: CardHtml['cardInnerHtmlCreator']): this {
    this.cardInnerHtmlCreator = cardInnerHtmlCreator
    return this
  }
  /**
   * Highlights the links from a hovered card to the main person.
   * @since 0.8.0
   */
  setOnHoverPathToMain(): this {
    this.onCardMouseenter = (e, d) => this.onEnterPathToMain(e, d)
    this.onCardMouseleave = (e, d) => this.onLeavePathToMain(e, d)
    return this
  }
  /**
   * Turns the hover path of {@link CardHtmlClass.setOnHoverPathToMain | setOnHoverPathToMain} off.
   * @since 0.8.0
   */
  unsetOnHoverPathToMain(): this {
    this.hoverPath?.destroy()
    this.hoverPath = undefined
    this.onCardMouseenter = undefined
    this.onCardMouseleave = undefined
    return this
  }
  /** @internal */
  onEnterPathToMain(_e: Event, d: TreeDatum): this {
    this.hoverPath ??= this.makeHoverPath()
    this.hoverPath?.enter(d)
    return this
  }
  /** @internal */
  onLeavePathToMain(_e: Event, _d: TreeDatum): this {
    this.hoverPath?.leave()
    return this
  }

  /** The hover path the chart's hover-path feature draws; without the feature, a warning says how to add it. */
  private makeHoverPath(): HoverPath | undefined {
    const make = this.host?.provided<(cont: HTMLElement) => HoverPath>('hoverPath')
    if (!make) this.host?.warn('setOnHoverPathToMain needs the hover-path feature: chart.use(hoverPath)')
    return make?.(this.cont)
  }

  /** @internal */
  attach(host: CardHost): void {
    this.host = host
  }

  /** @internal */
  cardSize(): { w: number; h: number } {
    const { w, h } = this.dims()
    return { w, h }
  }

  /** @internal */
  dims(): CardDim {
    return mergeCardDim(CARD_STYLE_DIMS[this.style], this.card_dim)
  }

  /** @internal */
  renderInto(el: Element, d: TreeDatum): void {
    const dim = this.dims()
    const datum = d.data
    const emptyCard = isEmptyCard(datum)
    const empty = emptyCard || isPlaceholder(datum)
    const card = document.createElement('div')
    const gender = datum.data?.gender === 'F' ? 'female' : datum.data?.gender === 'M' ? 'male' : 'genderless'
    card.className = [
      'card',
      'f3-card',
      `f3-card-${gender}`,
      `f3-style-${this.style}`,
      ...publishedCardClasses(d, { newRel: empty && !emptyCard, toAdd: emptyCard, unknown: isUnknownPerson(datum) }),
      d.main ? 'f3-card-main' : '',
      d.is_private ? 'f3-card-private' : '',
      empty ? 'f3-card-empty' : '',
    ]
      .filter(Boolean)
      .join(' ')
    // A card of your own markup is the size of that markup unless setCardDim says otherwise: no strip of the card
    // below or beside it, and the main person's outline follows it.
    const inner =
      this.cardInnerHtmlCreator && !empty && !d.is_private
        ? callUser('setCardInnerHtmlCreator', this.cardInnerHtmlCreator, this, [d])
        : undefined
    const custom = inner !== undefined
    if (!custom || this.card_dim.w !== undefined) card.style.width = `${dim.w}px`
    if (!custom || this.card_dim.h !== undefined) card.style[boxHeightRule(this.style, dim)] = `${dim.h}px`
    if (custom) card.classList.add('f3-card-custom')

    // The card is one button named by its visible text; its own controls sit beside it in the frame, never inside.
    card.tabIndex = -1
    card.setAttribute('role', 'button')
    if (d.main) card.setAttribute('aria-current', 'true')

    if (custom) card.innerHTML = String(inner)
    else card.append(this.buildInner(d, dim, this.lines(d, empty), empty))
    const frame = document.createElement('div')
    frame.className = 'f3-card-frame'
    frame.append(card)
    if (d.is_private) describeCard(card, frame, privateCardDescription(datum, this.store.state))
    if (this.mini_tree && !d.all_rels_displayed && !d.main && !empty) {
      frame.append(
        miniTreeButton(d.is_private ? '' : personName(datum), () => makeMain(this.store, d), this.store.state.say),
      )
    }
    appendCardBadges(frame, d, (key) => openBranchHere(this.store, d, key), this.store.state.say)
    el.replaceChildren(frame)
    exposeCard(card, frame, d)
    bindCardEvents(card, el, d, {
      click: (e, cur) => callUser('setOnCardClick', this.onCardClick, this, [e as MouseEvent, cur]),
      enter: (e, cur) => {
        showFullTextOnHover(card)
        callUser('setOnHoverPathToMain', this.onCardMouseenter, this, [e, cur])
      },
      leave: (e, cur) => callUser('setOnHoverPathToMain', this.onCardMouseleave, this, [e, cur]),
    })
    callUser('setOnCardUpdate', this.onCardUpdate, el, [d])
  }

  private lines(d: TreeDatum, empty: boolean): string[] {
    if (d.is_private) return [privateCardText(d.data, this.store.state)]
    if (empty)
      return emptyCardLines(
        d.data,
        (id) => this.store.getDatum(id),
        this.store.state.single_parent_empty_card_label,
        this.host?.provided<PlaceholderDetail>('placeholderDetail'),
      )
    return cardDisplayLines(this.card_display, d.data)
  }

  private buildInner(d: TreeDatum, dim: CardDim, lines: string[], empty: boolean): HTMLElement {
    const inner = document.createElement('div')
    const image = this.style !== 'rect' ? cardImage(this, d, dim, empty) : null
    inner.className = `card-inner f3-card-inner ${publishedInnerClass(this.style, !!image?.querySelector('img'))}`
    if (image) inner.append(image)
    const label = document.createElement('div')
    label.className = 'card-label f3-card-label'
    const relation = isPlaceholder(d.data) && !isEmptyCard(d.data) ? placeholderRelation(d.data) : undefined
    for (const line of lines) {
      const row = document.createElement('div')
      row.className = 'f3-card-row'
      row.textContent = line
      // What 0.8 / 0.9 put on a placeholder's label, for page code that reads which relative it adds.
      if (relation && !label.children.length) {
        row.setAttribute('data-rel-type', relation.rel_type)
        if (relation.other_parent_id && (relation.rel_type === 'son' || relation.rel_type === 'daughter'))
          row.setAttribute('data-other-parent-id', relation.other_parent_id)
      }
      label.append(row)
    }
    inner.append(label)
    return inner
  }
}

/**
 * How the card's height is set: a minimum where the text may grow the card (height_auto), else a fixed height. An
 * imageCircle card's name hangs below its box, as in 0.8 / 0.9, so its box is always the style's size: the circles of
 * a row line up, and the layout, the fit, culling and the focus ring see the box that is drawn.
 */
function boxHeightRule(style: CardStyle, dim: CardDim): 'minHeight' | 'height' {
  return dim.height_auto && style !== 'imageCircle' ? 'minHeight' : 'height'
}

/**
 * Makes HTML cards for a chart container: the factory {@link Chart.setCard} takes. `f3.CardHtml` is its deprecated alias.
 * @since 0.8.0
 */
export function cardHtml(cont: HTMLElement, store: Store): CardHtml {
  return new CardHtml(cont, store)
}
