/** Asks who keeps the shared children when a spouse relation is removed. */
import type { Data } from '../../data/types'
import { personName } from '../../data/person-name'
import { sharedChildren } from '../../edit/remove-relative'
import type { Say } from '../../data/say'

export const MODAL_Z_INDEX = 2000

export function askKeepChildren(cont: HTMLElement, spouseName: string, say?: Say): Promise<'person' | 'spouse' | null> {
  return new Promise((resolve) => {
    const overlay = document.createElement('div')
    overlay.className = 'f3-modal-overlay'
    overlay.style.zIndex = String(MODAL_Z_INDEX)
    const dialog = document.createElement('div')
    dialog.className = 'f3-modal'
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    const text = document.createElement('p')
    text.textContent =
      say?.('keepChildren.question', { name: spouseName }) ??
      `You are removing the relation to ${spouseName}. They have children together: who keeps them?`
    const choices: [string, 'person' | 'spouse' | null][] = [
      [say?.('keepChildren.withPerson') ?? 'Keep children with current person', 'person'],
      [say?.('keepChildren.withSpouse') ?? 'Keep children with spouse', 'spouse'],
      [say?.('action.cancel') ?? 'Cancel', null],
    ]
    const buttons = document.createElement('div')
    buttons.className = 'f3-modal-buttons'
    const finish = (v: 'person' | 'spouse' | null) => {
      document.removeEventListener('keydown', onKey)
      overlay.remove()
      resolve(v)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') finish(null)
    }
    for (const [label, value] of choices) {
      const b = document.createElement('button')
      b.type = 'button'
      b.textContent = label
      b.addEventListener('click', () => finish(value))
      buttons.append(b)
    }
    dialog.append(text, buttons)
    overlay.append(dialog)
    cont.append(overlay)
    document.addEventListener('keydown', onKey)
    ;(buttons.firstElementChild as HTMLButtonElement).focus()
  })
}

/**
 * What removing the relation between two people needs: for a spouse with shared children, a promise of the user's
 * answer to who keeps them (null when they cancel); otherwise, at once, nothing to ask.
 */
export function removalOptions(
  cont: HTMLElement,
  data: Data,
  personId: string,
  relId: string,
  say?: Say,
): RemovalOptions | Promise<RemovalOptions | null> {
  const person = data.find((d) => d?.id === personId)
  if (!person?.rels.spouses?.includes(relId) || !sharedChildren(data, personId, relId).length) return {}
  return askKeepChildren(cont, personName(data.find((d) => d?.id === relId)), say).then((choice) =>
    choice ? { keepChildrenWith: choice } : null,
  )
}

export interface RemovalOptions {
  keepChildrenWith?: 'person' | 'spouse'
}
