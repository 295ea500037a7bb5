/** Pieces shared by HTML and SVG cards: duplicate badge, branch toggles, and event wiring. */
import type { TreeDatum } from '../layout/types'
import { toggleIconOff, toggleIconOn } from './icons'
import { iconNodes } from './icon-nodes'

/** The duplicate marker and one toggle per shared branch this card holds. */
export function appendCardBadges(card: HTMLElement, d: TreeDatum, openBranch: (key: string) => void): void {
  if (d.duplicate) {
    const badge = document.createElement('span')
    badge.className = 'f3-duplicate'
    badge.textContent = `×${d.duplicate}`
    badge.title = `Appears ${d.duplicate} times in this tree`
    card.append(badge)
  }
  for (const t of d.toggles ?? []) {
    const btn = document.createElement('button')
    btn.type = 'button'
    btn.className = `f3-branch-toggle ${t.open ? 'f3-branch-open' : 'f3-branch-closed'}`
    btn.setAttribute('aria-pressed', String(t.open))
    btn.title = t.open ? 'This shared branch is shown here' : 'Show the shared branch here'
    btn.append(iconNodes(t.open ? toggleIconOn() : toggleIconOff()))
    btn.addEventListener('click', (e) => {
      e.stopPropagation()
      if (!t.open) openBranch(t.key)
    })
    card.append(btn)
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
    if ((key === 'Enter' || key === ' ') && (e.target as Element).classList.contains('f3-card')) {
      e.preventDefault()
      bound.get(el)!.click(e, datum())
    }
  })
  el.addEventListener('mouseenter', (e) => bound.get(el)!.enter(e, datum()))
  el.addEventListener('mouseleave', (e) => bound.get(el)!.leave(e, datum()))
}
