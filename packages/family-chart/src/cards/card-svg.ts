/** CardSvg: cards drawn as SVG shapes and text nodes. */
import { privateCardDescription, privateCardText } from '../data/privacy/private-cards'
import type { Store } from '../store/types'
import type { TreeDatum } from '../layout/types'
import { isEmptyCard } from '../layout/empty-card'
import { cardDisplayLines, type CardDisplay } from './card-display'
import { SVG_CARD_DIM, mergeCardDim, type CardDim } from './card-dims'
import { makeMain, openBranchHere } from './card-actions'
import { describeCard } from './relation-note'
import { CONTROL, el, icon, svgControl } from './svg-parts'
import { linkOffIcon, miniTreeIcon, personIcon, toggleIconOff, toggleIconOn } from './icons'
import {
  appearsLabel,
  bindCardEvents,
  branchToggleLabel,
  exposeCard,
  miniTreeLabel,
  publishedCardClasses,
} from './card-parts'
import { callUser } from '../user-code'
import { personName } from '../data/person-name'
import { fitRows, type MeasureText } from './text-fit'
import { measurerFor } from './text-measure'
import { emptyCardLines, type PlaceholderDetail } from './empty-card-lines'
import { safeImageUrl } from '../data/image-url'
import { isPlaceholder, isUnknownPerson } from '../data/markers'
import type { CardHost, ChartCard } from './chart-card'

const LINE_HEIGHT = 14
const FONT_SIZE = 13

/**
 * SVG cards, returned by {@link SvgCardMethods.setCardSvg | chart.setCardSvg()} (exported as `CardSvgClass`): shapes and text nodes, light to draw
 * and easy to export as an image.
 * @example
 * ```js
 * f3Chart.setCardSvg().setCardDisplay([['first name', 'last name'], ['birthday']]).setCardDim({ w: 200, h: 70 })
 * ```
 * @since 0.8.0
 */
export class CardSvg implements ChartCard {
  /** `'svg'`: these cards are drawn in the chart's SVG, with the links. @since next */
  readonly kind = 'svg' as const
  /** What the chart that took this card offers it (see ChartCard.attach). */
  private host: CardHost | undefined
  cont: HTMLElement
  store: Store
  svg: SVGElement
  card_dim: CardDim = { ...SVG_CARD_DIM }
  card_display: CardDisplay = [['first name', 'last name'], ['birthday']]
  mini_tree = true
  link_break = false
  onCardClick: (e: MouseEvent, d: TreeDatum) => void
  onCardUpdate: ((this: SVGGElement, d: TreeDatum) => void) | undefined
  /** How wide a row is in the chart's font (measured glyphs in a browser). */
  private measure: MeasureText | undefined

  /**
   * Made by {@link cardSvg}; charts make theirs with {@link SvgCardMethods.setCardSvg | chart.setCardSvg()}.
   */
  constructor(cont: HTMLElement, store: Store) {
    this.cont = cont
    this.store = store
    this.svg = cont.querySelector('svg.main_svg') as SVGElement
    this.onCardClick = (e, d) => this.onCardClickDefault(e, d)
  }

  /** @internal */
  getCard(): (d: TreeDatum) => void {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- needs the card and the element d3 passes as `this`
    const card = this
    return function (this: SVGGElement, d: TreeDatum) {
      card.renderInto(this, d)
    }
  }

  /**
   * What the card says: rows of data field names, or a function of the datum returning the lines.
   * @since 0.8.0
   */
  setCardDisplay(card_display: CardDisplay): this {
    this.card_display = card_display
    return this
  }
  /**
   * Overrides the card dimensions: any of `w`, `h`, `text_x`, `text_y`, `img_w`, `img_h`, `img_x`, `img_y` (pixels).
   * @since 0.8.0
   */
  setCardDim(card_dim: Partial<CardDim>): this {
    this.card_dim = mergeCardDim(this.card_dim, card_dim)
    return this
  }
  /**
   * Runs after each card is drawn, with the card's SVG `g` element as `this` and the tree node as argument.
   * @since 0.8.0
   */
  setOnCardUpdate(onCardUpdate: CardSvg['onCardUpdate']): this {
    this.onCardUpdate = onCardUpdate
    return this
  }
  /**
   * Shows the mini-tree icon on cards whose relatives are not all drawn. Default `true`.
   * @since 0.8.0
   */
  setMiniTree(mini_tree: boolean): this {
    this.mini_tree = mini_tree
    return this
  }
  /**
   * Marks cards whose family continues beyond what is drawn with a broken-link icon. Default `false`.
   * @since 0.8.0
   */
  setLinkBreak(link_break: boolean): this {
    this.link_break = link_break
    return this
  }
  /**
   * The default click: the clicked person becomes main.
   * @since 0.8.0
   */
  onCardClickDefault(_e: MouseEvent | Event, d: TreeDatum): void {
    makeMain(this.store, d)
  }
  /**
   * Replaces what a card click does; call {@link CardSvgClass.onCardClickDefault | onCardClickDefault} inside to keep it.
   * @since 0.8.0
   */
  setOnCardClick(onCardClick: CardSvg['onCardClick']): this {
    this.onCardClick = onCardClick
    return this
  }

  /** @internal */
  /** @internal */
  attach(host: CardHost): void {
    this.host = host
  }

  /** @internal */
  cardSize(): { w: number; h: number } {
    return { w: this.card_dim.w, h: this.card_dim.h }
  }

  /** @internal */
  renderInto(g: Element, d: TreeDatum): void {
    const dim = this.card_dim
    const emptyCard = isEmptyCard(d.data)
    const empty = emptyCard || isPlaceholder(d.data)
    const gender = d.data.data?.gender === 'F' ? 'female' : d.data.data?.gender === 'M' ? 'male' : 'genderless'
    // The card is one button named by its text; its controls are siblings in the frame, placed on its edges.
    const frame = el('g', { class: 'f3-card-frame', transform: `translate(${-dim.w / 2},${-dim.h / 2})` })
    const card = el('g', {
      class: [
        'card',
        'f3-card',
        `f3-card-${gender}`,
        ...publishedCardClasses(d, { newRel: empty && !emptyCard, toAdd: emptyCard, unknown: isUnknownPerson(d.data) }),
        d.main ? 'f3-card-main' : '',
        d.is_private ? 'f3-card-private' : '',
        empty ? 'f3-card-empty' : '',
      ]
        .filter(Boolean)
        .join(' '),
      tabindex: -1,
      role: 'button',
    })
    if (d.main) card.setAttribute('aria-current', 'true')
    // The groups of 0.8 / 0.9 that page code draws into: .card-inner (card coordinates), .card-body, .card-text.
    const inner = el('g', { class: 'card-inner' })
    const body = el('g', { class: 'card-body' })
    body.append(el('rect', { class: 'card-body-rect f3-card-body', width: dim.w, height: dim.h, rx: 5, ry: 5 }))
    inner.append(body)

    inner.append(svgCardPicture(d, dim, empty))

    const lines = d.is_private
      ? [privateCardText(d.data, this.store.state)]
      : empty
        ? emptyCardLines(
            d.data,
            (id) => this.store.getDatum(id),
            undefined,
            this.host?.provided<PlaceholderDetail>('placeholderDetail'),
          )
        : cardDisplayLines(this.card_display, d.data)
    // The family is read once per card maker: reading styles while cards are added would force a layout per card.
    this.measure ??= measurerFor(this.cont)
    const tip = fullTextTitle(lines, dim, this.measure)
    if (tip) card.prepend(tip)
    const text = el('g', { class: 'card-text' })
    text.append(svgCardText(lines, dim, this.measure))
    body.append(text)

    card.append(inner)
    frame.append(card)
    if (d.is_private) describeCard(card, frame, privateCardDescription(d.data, this.store.state))

    frame.append(...svgCardControls(this, d, dim, empty))
    g.replaceChildren(frame)
    exposeCard(card, frame, d)
    bindCardEvents(card, g, d, {
      // As in 0.8 / 0.9: `this` is the card element, and the click goes no further than the card.
      click: (e, cur) => {
        e.stopPropagation()
        callUser('setOnCardClick', this.onCardClick, card, [e as MouseEvent, cur])
      },
      enter: () => {},
      leave: () => {},
    })
    callUser('setOnCardUpdate', this.onCardUpdate, g, [d])
  }
}

/** The person's picture, or the person icon where there is none (or the card is empty or private). */
function svgCardPicture(d: TreeDatum, dim: CardDim, empty: boolean): SVGGElement {
  const src = empty || d.is_private ? '' : safeImageUrl(d.data.data?.avatar)
  if (src) {
    const img = el('image', {
      x: dim.img_x,
      y: dim.img_y,
      width: dim.img_w,
      height: dim.img_h,
      preserveAspectRatio: 'xMidYMid slice',
      class: 'f3-card-image',
      'aria-hidden': 'true',
    })
    img.setAttribute('href', src)
    const imageBox = el('g', { class: 'card_image' })
    imageBox.append(img)
    return imageBox
  }
  return icon(
    personIcon(),
    dim.img_x + dim.img_w * 0.15,
    dim.img_y + dim.img_h * 0.15,
    dim.img_w * 0.7,
    'f3-person-icon person-icon',
  )
}

/** The controls around a card: mini tree, link break, duplicate badge, branch toggles, family switch. */
function svgCardControls(
  card: { store: Store; mini_tree: boolean; link_break: boolean },
  d: TreeDatum,
  dim: CardDim,
  empty: boolean,
): SVGElement[] {
  const out: SVGElement[] = []
  const say = card.store.state.say
  if (card.mini_tree && !d.all_rels_displayed && !d.main && !empty) {
    out.push(
      svgControl(
        miniTreeLabel(d.is_private ? '' : personName(d.data), say),
        dim.w / 2 - CONTROL / 2,
        -CONTROL - 2,
        'mini-tree f3-mini-tree card_family_tree',
        miniTreeIcon(),
        () => makeMain(card.store, d),
      ),
    )
  }
  if (card.link_break && !d.all_rels_displayed && !empty)
    out.push(icon(linkOffIcon(), dim.w - 18, dim.h - 18, 14, 'f3-link-break'))
  if (d.duplicate) out.push(svgDuplicateBadge(appearsLabel(d.duplicate, say), d.duplicate, dim.w))
  for (const [i, t] of (d.toggles ?? []).entries()) {
    const toggle = svgControl(
      branchToggleLabel(t.open, say),
      4 + i * (CONTROL + 4),
      dim.h - CONTROL / 2,
      `f3-branch-toggle ${t.open ? 'f3-branch-open' : 'f3-branch-closed'}`,
      t.open ? toggleIconOn() : toggleIconOff(),
      () => {
        if (!t.open) openBranchHere(card.store, d, t.key)
      },
    )
    toggle.setAttribute('aria-pressed', String(t.open))
    out.push(toggle)
  }
  return out
}

/** "×2" in a pill on the card's top-right corner, half outside it so the card never covers it. */
function svgDuplicateBadge(title: string, count: number, cardWidth: number): SVGGElement {
  const text = `×${count}`
  const w = Math.max(CONTROL, 12 + text.length * 8)
  const badge = el('g', { class: 'f3-duplicate', transform: `translate(${cardWidth - w / 2},${-CONTROL / 2})` })
  const tip = el('title')
  tip.textContent = title
  const label = el('text', { x: w / 2, y: CONTROL / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' })
  label.textContent = text
  badge.append(tip, el('rect', { width: w, height: CONTROL, rx: CONTROL / 2 }), label)
  return badge
}

/**
 * The card's rows as text: a row too wide for the card is drawn smaller, then on two lines, then cut with "…".
 */
function svgCardText(lines: string[], dim: CardDim, measure: MeasureText): SVGTextElement {
  const text = el('text', { class: 'f3-card-text', x: dim.text_x, y: dim.text_y })
  const room = dim.w - dim.text_x - 6
  const fitted = fitRows(lines, room, FONT_SIZE, true, measure)
  let dy = 0
  fitted.forEach((line, i) => {
    const tspan = el('tspan', { x: dim.text_x, dy: i === 0 ? 0 : dy })
    if (line.fontSize !== FONT_SIZE) tspan.setAttribute('font-size', String(line.fontSize))
    if (line.bold) tspan.setAttribute('font-weight', '600')
    tspan.textContent = line.text
    text.append(tspan)
    dy = Math.max(LINE_HEIGHT * (line.fontSize / FONT_SIZE), 11)
  })
  return text
}

/** A `<title>` holding the whole text when fitting cut a row: the card's tooltip and (SVG naming) its accessible name. */
function fullTextTitle(lines: string[], dim: CardDim, measure: MeasureText): SVGTitleElement | null {
  const fitted = fitRows(lines, dim.w - dim.text_x - 6, FONT_SIZE, true, measure)
  if (!fitted.some((line) => line.text.endsWith('\u2026'))) return null
  const tip = el('title')
  tip.textContent = lines.filter(Boolean).join('\n')
  return tip
}

/**
 * Makes SVG cards for a chart container: the factory {@link Chart.setCard} takes. `f3.CardSvg` is its deprecated alias.
 * @since 0.8.0
 */
export function cardSvg(cont: HTMLElement, store: Store): CardSvg {
  return new CardSvg(cont, store)
}
