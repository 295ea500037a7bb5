/**
 * The ways a person's actions menu opens on a card: a long press with a finger, a right-click (or the browser's
 * context-menu gesture), and the context-menu key or Shift+F10 on the focused card.
 */
import { setupLongPress } from './long-press'
import { cardIn, contOf, nodeOf } from '../../view/keyboard/card-elements'
import type { TreeDatum } from '../../layout/types'

export interface CardMenuTriggerSetup {
  canvas: HTMLElement
  /** Opens the menu of the card in `cont`; returns false when that card has no menu (the browser's then shows). */
  open: (cont: Element, d: TreeDatum, how: 'touch' | 'pointer' | 'keyboard') => boolean
}

const isMenuKey = (e: KeyboardEvent) => e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)

export function setupCardMenuTriggers({ canvas, open }: CardMenuTriggerSetup) {
  const cardAt = (target: EventTarget | null) => {
    const cont = contOf(target, canvas)
    return cont && (target as Element).closest('.f3-card') ? cont : null
  }
  const openAt = (cont: Element | null, how: 'touch' | 'pointer' | 'keyboard'): boolean => {
    const d = nodeOf(cont)
    return !!cont && !!d && open(cont, d, how)
  }
  const longPress = setupLongPress({
    element: canvas,
    cardAt,
    onLongPress: (cont) => {
      openAt(cont, 'touch')
    },
  })
  const onContextMenu = (e: MouseEvent) => {
    // A long press fires its own contextmenu in touch browsers: the long press has opened the menu already.
    const how = (e as PointerEvent).pointerType === 'touch' || e.button === -1 ? 'touch' : 'pointer'
    if (openAt(cardAt(e.target), how)) e.preventDefault()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (!isMenuKey(e)) return
    const cont = contOf(e.target, canvas)
    if (!cont || e.target !== cardIn(cont)) return
    if (openAt(cont, 'keyboard')) e.preventDefault()
  }
  canvas.addEventListener('contextmenu', onContextMenu)
  canvas.addEventListener('keydown', onKeyDown)
  return {
    update() {
      longPress.update()
    },
    destroy() {
      longPress.destroy()
      canvas.removeEventListener('contextmenu', onContextMenu)
      canvas.removeEventListener('keydown', onKeyDown)
    },
  }
}
