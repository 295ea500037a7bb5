/** Finding drawn cards and their controls in the chart's DOM, and handing the chart's one Tab stop between them. */
import type { TreeDatum } from '../../layout/types'

const CONT = '.f3-card-cont'

/** The tree node of a card container (bound by d3), or undefined. */
export function nodeOf(cont: Element | null | undefined): TreeDatum | undefined {
  return (cont as { __data__?: TreeDatum } | null | undefined)?.__data__
}

/** The card container an element belongs to, inside `root`. */
export function contOf(el: EventTarget | null, root: Element): Element | null {
  const cont = el instanceof Element ? el.closest(CONT) : null
  return cont && root.contains(cont) ? cont : null
}

/** The focusable card element (div.f3-card or g.f3-card) of a container. */
export function cardIn(cont: Element | null | undefined): HTMLElement | SVGElement | null {
  return (cont?.querySelector('.f3-card') as HTMLElement | SVGElement | null) ?? null
}

/** The card container showing a node (by its key), or else a card of the same person; null when none is drawn. */
export function findCont(root: Element, key: string | undefined, personId?: string): Element | null {
  let samePerson: Element | null = null
  for (const cont of root.querySelectorAll(CONT)) {
    const d = nodeOf(cont)
    if (!d || d.exiting) continue
    if (key !== undefined && d.key === key) return cont
    if (personId !== undefined && !samePerson && d.data?.id === personId) samePerson = cont
  }
  return samePerson
}

/** The container of the main person's card, if drawn. */
export function mainCont(root: Element): Element | null {
  for (const cont of root.querySelectorAll(CONT)) if (nodeOf(cont)?.main && !nodeOf(cont)?.exiting) return cont
  return null
}

/** The buttons of a card container: the card, then its own controls (mini tree, branch toggles). */
function tabbables(cont: Element): Element[] {
  return [...cont.querySelectorAll('.f3-card, [role="button"], button')]
}

/**
 * Gives the Tab stop to one card container (its card and its controls get tabindex 0, the previous holder's -1).
 * Returns the container now holding it.
 */
export function moveTabStop(previous: Element | null, next: Element | null): Element | null {
  if (previous && previous !== next) for (const el of tabbables(previous)) el.setAttribute('tabindex', '-1')
  if (next) for (const el of tabbables(next)) el.setAttribute('tabindex', '0')
  return next
}
