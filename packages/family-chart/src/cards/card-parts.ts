/** Pieces shared by HTML and SVG cards: the card's own controls (mini tree, duplicate badge, branch toggles), events. */
import type { TreeDatum } from '../layout/types'
import { miniTreeSvgIcon, switchFamilySvgIcon, toggleSvgIconOff, toggleSvgIconOn } from './icons'
import { iconNodes } from './icon-nodes'
import { speak, type Say } from '../data/say'

/** What the mini-tree button says to assistive technology and in its tooltip. */
export function miniTreeLabel(name: string, say?: Say): string {
  return name ? speak(say, 'Show the family of {name}', { name }) : speak(say, "Show this person's family")
}

/** What a branch toggle says: the branch is drawn at this card, or a press draws it here. */
export function branchToggleLabel(open: boolean, say?: Say): string {
  return open ? speak(say, 'Shared branch shown here') : speak(say, 'Show the shared branch here')
}

/** The duplicate marker's tooltip. */
export const appearsLabel = (count: number, say?: Say): string =>
  speak(say, 'Appears {count} times in this tree', { count })

/** The button beside an HTML card that makes its person main (their relatives are not all drawn). */
export function miniTreeButton(name: string, onPress: () => void, say?: Say): HTMLButtonElement {
  const mini = document.createElement('button')
  mini.type = 'button'
  mini.tabIndex = -1
  mini.className = 'mini-tree f3-mini-tree'
  mini.title = miniTreeLabel(name, say)
  mini.setAttribute('aria-label', mini.title)
  mini.append(iconNodes(miniTreeSvgIcon()))
  mini.addEventListener('click', (e) => {
    e.stopPropagation()
    onPress()
  })
  return mini
}

/** The duplicate marker and one toggle per shared branch this card holds, added to the card's frame. */
export function appendCardBadges(frame: HTMLElement, d: TreeDatum, openBranch: (key: string) => void, say?: Say): void {
  if (d.duplicate) {
    const badge = document.createElement('span')
    badge.className = 'f3-duplicate'
    badge.textContent = `×${d.duplicate}`
    badge.title = appearsLabel(d.duplicate, say)
    frame.append(badge)
  }
  for (const t of d.toggles ?? []) {
    const btn = document.createElement('button')
    btn.type = 'button'
    btn.tabIndex = -1
    btn.className = `f3-branch-toggle ${t.open ? 'f3-branch-open' : 'f3-branch-closed'}`
    btn.setAttribute('aria-pressed', String(t.open))
    btn.title = branchToggleLabel(t.open, say)
    btn.setAttribute('aria-label', btn.title)
    btn.append(iconNodes(t.open ? toggleSvgIconOn() : toggleSvgIconOff()))
    btn.addEventListener('click', (e) => {
      e.stopPropagation()
      if (!t.open) openBranch(t.key)
    })
    frame.append(btn)
  }
}

/**
 * The button beside an HTML card that draws another parent family in the tree (`d.family_switch`), named by what
 * it draws; F on the focused card presses it (see view/keyboard).
 */
export function familySwitchButton(label: string, onPress: () => void): HTMLButtonElement {
  const btn = document.createElement('button')
  btn.type = 'button'
  btn.tabIndex = -1
  btn.className = 'f3-family-switch'
  btn.title = label
  btn.setAttribute('aria-label', label)
  btn.append(iconNodes(switchFamilySvgIcon()))
  btn.addEventListener('click', (e) => {
    e.stopPropagation()
    onPress()
  })
  return btn
}

interface CardEvents {
  click: (e: Event, d: TreeDatum) => void
  enter: (e: Event, d: TreeDatum) => void
  leave: (e: Event, d: TreeDatum) => void
}

/**
 * The listeners of one drawn card, on the `.card` element itself as in family-chart 0.8 / 0.9, so a handler's
 * `e.currentTarget` is the card (with its `data-id`). The tree node is the one d3 binds to the card's container at
 * event time, so a card left in place by a pan never hands out a stale node. Enter and Space on the focused card
 * click it, so click listeners page code added to the card run for keyboard users too.
 */
export function bindCardEvents(card: Element, cont: Element, fallback: TreeDatum, events: CardEvents): void {
  const datum = () => (cont as { __data__?: TreeDatum }).__data__ ?? fallback
  card.addEventListener('click', (e) => events.click(e, datum()))
  card.addEventListener('keydown', (e) => {
    const key = (e as KeyboardEvent).key
    if ((key !== 'Enter' && key !== ' ') || e.target !== card) return
    e.preventDefault()
    card.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, view: card.ownerDocument.defaultView }),
    )
  })
  card.addEventListener('mouseenter', (e) => events.enter(e, datum()))
  card.addEventListener('mouseleave', (e) => events.leave(e, datum()))
}

/** Which card of a tree node it is, in the class names of family-chart 0.8 / 0.9 that page code and CSS select. */
export interface CardKind {
  /** An add-relative placeholder ('Add Son' ...). */
  newRel: boolean
  /** The layout's card for a missing parent (single-parent empty card). */
  toAdd: boolean
  unknown: boolean
}

/** The published class names of a card: gender, generation (`card-depth-2`, ancestors negative), main and kind. */
export function publishedCardClasses(d: TreeDatum, kind: CardKind): string[] {
  const gender = d.data.data?.gender
  return [
    gender === 'M' ? 'card-male' : gender === 'F' ? 'card-female' : 'card-genderless',
    `card-depth-${d.is_ancestry ? -d.depth : d.depth}`,
    d.main ? 'card-main' : '',
    kind.newRel ? 'card-new-rel' : '',
    kind.toAdd ? 'card-to-add' : '',
    kind.unknown ? 'card-unknown' : '',
  ].filter(Boolean)
}

/**
 * Makes the card findable the ways page code finds it: `data-id` (the person's id) on the card, and the tree node
 * on the card's parent as on its container (`e.currentTarget.parentNode.__data__`).
 */
export function exposeCard(card: Element, parent: Element, d: TreeDatum): void {
  card.setAttribute('data-id', d.data.id)
  ;(parent as { __data__?: TreeDatum }).__data__ = d
}
