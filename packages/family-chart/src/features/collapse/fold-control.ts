/**
 * The fold control of a card (Chart.setCollapsible): above the card for its ancestors, below it for its descendants.
 * Open, it shows a minus sign and is named "Hide 12 ancestors of Anna Smith"; folded, it is the badge "+12", named
 * "Show 12 ancestors of Anna Smith". aria-expanded says which. A and D on the focused card press it (view/keyboard).
 */
import type { Store } from '../../store/types'
import type { TreeDatum } from '../../layout/types'
import { personName } from '../../data/person-name'
import { cardFolds, foldBadgeText, foldLabel, type CardFold } from './card-folds'
import type { FoldSide } from './fold-state'

const SVG_NS = 'http://www.w3.org/2000/svg'
/** Height of the control and least width, in pixels (WCAG 2.2 target size is 24). */
const CONTROL = 24

/** What pressing a card's control does: folds or opens that side of the person's branch. */
export type FoldToggle = (d: TreeDatum, side: FoldSide) => void

const className = (fold: CardFold) => `f3-fold f3-fold-${fold.side}${fold.folded ? ' f3-folded' : ''}`
const nameOf = (d: TreeDatum) => (d.is_private ? '' : personName(d.data))
const press = (toggle: FoldToggle, d: TreeDatum, fold: CardFold) => (e: Event) => {
  e.stopPropagation()
  toggle(d, fold.side)
}

/** The HTML card's fold buttons, siblings of the card in its frame. */
export function foldButtons(store: Store, d: TreeDatum, toggle: FoldToggle): HTMLButtonElement[] {
  return cardFolds(store, d).map((fold) => {
    const btn = document.createElement('button')
    btn.type = 'button'
    btn.tabIndex = -1
    btn.className = className(fold)
    const label = foldLabel(fold, nameOf(d), store.state.say)
    btn.title = label
    btn.setAttribute('aria-label', label)
    btn.setAttribute('aria-expanded', String(!fold.folded))
    btn.textContent = foldBadgeText(fold)
    btn.addEventListener('click', press(toggle, d, fold))
    return btn
  })
}

/** The SVG card's fold controls: a pill above the card's left corner (ancestors) or below its middle (descendants). */
export function foldSvgControls(
  store: Store,
  d: TreeDatum,
  dim: { w: number; h: number },
  toggle: FoldToggle,
): SVGGElement[] {
  return cardFolds(store, d).map((fold) => {
    const text = foldBadgeText(fold)
    const w = Math.max(CONTROL, 12 + text.length * 8)
    const x = fold.side === 'ancestry' ? 8 : dim.w / 2 - w / 2
    const y = fold.side === 'ancestry' ? -CONTROL - 4 : dim.h + 4
    const label = foldLabel(fold, nameOf(d), store.state.say)
    const g = document.createElementNS(SVG_NS, 'g')
    const attrs: Record<string, string> = {
      class: className(fold),
      transform: `translate(${x},${y})`,
      role: 'button',
      tabindex: '-1',
      'aria-label': label,
      'aria-expanded': String(!fold.folded),
    }
    for (const [k, v] of Object.entries(attrs)) g.setAttribute(k, v)
    const tip = document.createElementNS(SVG_NS, 'title')
    tip.textContent = label
    const rect = document.createElementNS(SVG_NS, 'rect')
    for (const [k, v] of Object.entries({ class: 'f3-control-hit', width: w, height: CONTROL, rx: CONTROL / 2 }))
      rect.setAttribute(k, String(v))
    const t = document.createElementNS(SVG_NS, 'text')
    for (const [k, v] of Object.entries({
      x: w / 2,
      y: CONTROL / 2,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'aria-hidden': 'true',
    }))
      t.setAttribute(k, String(v))
    t.textContent = text
    g.append(tip, rect, t)
    const onPress = press(toggle, d, fold)
    g.addEventListener('click', onPress)
    g.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return
      e.preventDefault()
      onPress(e)
    })
    return g
  })
}
