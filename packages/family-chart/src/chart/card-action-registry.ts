// The actions a person's card offers in its menu (long press, right-click, context-menu key): a list any feature adds to.
import type { TreeDatum } from '../layout/types'
import { isPlaceholder, isUnknownPerson } from '../data/markers'

/**
 * One item of a card's actions menu. `when` says whether the person's menu shows it (default: always); `run` is
 * called with the card's tree node after the menu closed.
 * @since next
 */
export interface CardAction {
  id: string
  /** The item's text, or a function of the person ("Collapse Ann's ancestors"). Shown as text. */
  label: string | ((d: TreeDatum) => string)
  when?: (d: TreeDatum) => boolean
  run: (d: TreeDatum) => void
}

/** A menu item ready to draw: its text and what pressing it does. */
export interface CardMenuItem {
  id: string
  label: string
  run: () => void
}

export interface CardActionRegistry {
  /** Adds an action (replacing one with the same id); returns a function that removes it. */
  register(action: CardAction): () => void
  unregister(id: string): void
  /** The items of a person's menu, in the order the actions were registered. */
  itemsFor(d: TreeDatum): CardMenuItem[]
}

/** Whether a card stands for a real person: no add-relative placeholder, empty card, or private card. */
export function isPersonCard(d: TreeDatum): boolean {
  return !d.is_private && !isPlaceholder(d.data) && !isUnknownPerson(d.data)
}

export function createCardActionRegistry(): CardActionRegistry {
  const actions = new Map<string, CardAction>()
  return {
    register(action) {
      actions.delete(action.id)
      actions.set(action.id, action)
      return () => {
        if (actions.get(action.id) === action) actions.delete(action.id)
      }
    },
    unregister: (id) => {
      actions.delete(id)
    },
    itemsFor(d) {
      if (!isPersonCard(d)) return []
      const items: CardMenuItem[] = []
      for (const action of actions.values()) {
        if (action.when && !action.when(d)) continue
        const label = typeof action.label === 'function' ? action.label(d) : action.label
        items.push({ id: action.id, label, run: () => action.run(d) })
      }
      return items
    },
  }
}
