// A person's actions menu over the chart: a real menu (role=menu, buttons as menu items) that keys and pointers drive.
import type { CardMenuItem } from '../../chart/card-action-registry'

export interface CardMenuOpen {
  /** The element the menu belongs to: focus goes back to it when the menu closes. */
  anchor: HTMLElement | SVGElement
  /** The menu's accessible name ("Actions for Ann Reed"). */
  label: string
  items: CardMenuItem[]
  /** Focus the first item (opened from the keyboard or by a long press), or leave focus where it is. */
  focusFirst: boolean
}

export interface CardMenu {
  open(options: CardMenuOpen): void
  close(returnFocus?: boolean): void
  isOpen(): boolean
  destroy(): void
}

/** Where the menu goes in the container: under the anchor, kept inside the container's box. */
function placeMenu(menu: HTMLElement, anchor: Element, cont: HTMLElement): void {
  const box = anchor.getBoundingClientRect()
  const outer = cont.getBoundingClientRect()
  const width = menu.offsetWidth
  const height = menu.offsetHeight
  const left = Math.max(4, Math.min(box.left - outer.left, outer.width - width - 4))
  const below = box.bottom - outer.top + 4
  const top = below + height <= outer.height - 4 ? below : Math.max(4, box.top - outer.top - height - 4)
  menu.style.left = `${left}px`
  menu.style.top = `${top}px`
}

/** Up, Down, Home and End move between the items, wrapping round; anything else is not a move. */
function nextIndex(key: string, at: number, count: number): number | null {
  if (key === 'ArrowDown') return (at + 1) % count
  if (key === 'ArrowUp') return (at - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

export function createCardMenu(cont: HTMLElement): CardMenu {
  const menu = document.createElement('div')
  menu.className = 'f3-card-menu'
  menu.setAttribute('role', 'menu')
  menu.hidden = true
  cont.append(menu)
  let anchor: HTMLElement | SVGElement | null = null

  const buttons = () => [...menu.querySelectorAll<HTMLButtonElement>('button[role="menuitem"]')]
  const close = (returnFocus = true) => {
    if (menu.hidden) return
    menu.hidden = true
    menu.replaceChildren()
    document.removeEventListener('pointerdown', onOutside, true)
    if (returnFocus && anchor?.isConnected) anchor.focus({ preventScroll: true })
    anchor = null
  }
  const onOutside = (e: Event) => {
    if (!menu.contains(e.target as Node)) close(false)
  }
  const onKey = (e: KeyboardEvent) => {
    const items = buttons()
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    const next = nextIndex(e.key, at, items.length)
    if (next !== null) items[next]?.focus()
    else if (e.key === 'Escape') close(true)
    else if (e.key === 'Tab') {
      close(true)
      return
    } else return
    e.preventDefault()
    e.stopPropagation()
  }
  menu.addEventListener('keydown', onKey)

  const itemButton = (item: CardMenuItem) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'f3-card-menu-item'
    button.setAttribute('role', 'menuitem')
    button.tabIndex = -1
    button.dataset.action = item.id
    button.textContent = item.label
    button.addEventListener('click', (e) => {
      e.stopPropagation()
      close(true)
      item.run()
    })
    return button
  }

  return {
    open({ anchor: at, label, items, focusFirst }) {
      close(false)
      if (!items.length) return
      anchor = at
      menu.setAttribute('aria-label', label)
      menu.replaceChildren(...items.map(itemButton))
      menu.hidden = false
      placeMenu(menu, at, cont)
      document.addEventListener('pointerdown', onOutside, true)
      const first = buttons()[0]
      if (first) first.tabIndex = 0
      if (focusFirst) first?.focus({ preventScroll: true })
    },
    close,
    isOpen: () => !menu.hidden,
    destroy() {
      close(false)
      menu.removeEventListener('keydown', onKey)
      menu.remove()
    },
  }
}
