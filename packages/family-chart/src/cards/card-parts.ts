/** Pieces shared by HTML and SVG cards: the card's own controls (mini tree, duplicate badge, branch toggles), events. */
import type { TreeDatum } from '../layout/types'
import { miniTreeSvgIcon, toggleSvgIconOff, toggleSvgIconOn } from './icons'
import { iconNodes } from './icon-nodes'

/** What the mini-tree button says to assistive technology and in its tooltip. */
export function miniTreeLabel(name: string): string {
  return name ? `Show the family of ${name}` : 'Show this person\'s family'
}

/** What a branch toggle says: the branch is drawn at this card, or a press draws it here. */
export function branchToggleLabel(open: boolean): string {
  return open ? 'Shared branch shown here' : 'Show the shared branch here'
}

/** The button beside an HTML card that makes its person main (their relatives are not all drawn). */
export function miniTreeButton(name: string, onPress: () => void): HTMLButtonElement {
  const mini = document.createElement('button')
  mini.type = 'button'
  mini.tabIndex = -1
  mini.className = 'mini-tree f3-mini-tree'
  mini.title = miniTreeLabel(name)
  mini.setAttribute('aria-label', miniTreeLabel(name))
  mini.append(iconNodes(miniTreeSvgIcon()))
  mini.addEventListener('click', (e) => { e.stopPropagation(); onPress() })
  return mini
}

/** The duplicate marker and one toggle per shared branch this card holds, added to the card's frame. */
export function appendCardBadges(frame: HTMLElement, d: TreeDatum, openBranch: (key: string) => void): void {
  if (d.duplicate) {
    const badge = document.createElement('span')
    badge.className = 'f3-duplicate'
    badge.textContent = `×${d.duplicate}`
    badge.title = `Appears ${d.duplicate} times in this tree`
    frame.append(badge)
  }
  for (const t of d.toggles ?? []) {
    const btn = document.createElement('button')
    btn.type = 'button'
    btn.tabIndex = -1
    btn.className = `f3-branch-toggle ${t.open ? 'f3-branch-open' : 'f3-branch-closed'}`
    btn.setAttribute('aria-pressed', String(t.open))
    btn.setAttribute('aria-label', branchToggleLabel(t.open))
    btn.title = branchToggleLabel(t.open)
    btn.append(iconNodes(t.open ? toggleSvgIconOn() : toggleSvgIconOff()))
    btn.addEventListener('click', (e) => {
      e.stopPropagation()
      if (!t.open) openBranch(t.key)
    })
    frame.append(btn)
  }
}

interface CardEvents {
  click: (e: Event, d: TreeDatum) => void
  enter: (e: Event, d: TreeDatum) => void
  leave: (e: Event, d: TreeDatum) => void
}

const bound = new WeakMap<Element, CardEvents>()

/**
 * Listeners are attached once per card element and read the datum d3 bound to it at event time, so a card that
 * survives an update never keeps a stale datum. Enter and Space activate a focused card like a click.
 */
export function bindCardEvents(el: Element, events: CardEvents): void {
  const had = bound.has(el)
  bound.set(el, events)
  if (had) return
  const datum = () => (el as any).__data__ as TreeDatum
  el.addEventListener('click', (e) => bound.get(el)!.click(e, datum()))
  el.addEventListener('keydown', (e) => {
    const key = (e as KeyboardEvent).key
    if ((key === 'Enter' || key === ' ') && (e.target as Element).classList?.contains('f3-card')) {
      e.preventDefault()
      bound.get(el)!.click(e, datum())
    }
  })
  el.addEventListener('mouseenter', (e) => bound.get(el)!.enter(e, datum()))
  el.addEventListener('mouseleave', (e) => bound.get(el)!.leave(e, datum()))
}
