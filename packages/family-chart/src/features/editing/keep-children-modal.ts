/** Asks who keeps the shared children when a spouse relation is removed. */
import type { Data } from '../../data/types'
import { personName } from '../../data/person-name'
import { sharedChildren } from '../../edit/remove-relative'
import { createDialog } from '../../ui/dialog'
import type { Say } from '../../data/say'

/** Asks, in a dialog over the chart, who keeps the children a person has with the spouse they are parted from. */
export function askKeepChildren(cont: HTMLElement, spouseName: string, say?: Say): Promise<'person' | 'spouse' | null> {
  return new Promise((resolve) => {
    // Escape, a click outside and Cancel all leave it null: nothing is removed.
    let answer: 'person' | 'spouse' | null = null
    const dialog = createDialog(cont, {
      classes: { outer: 'f3-modal-overlay', box: 'f3-modal', buttons: 'f3-modal-buttons' },
      modal: true,
      removeOnClose: true,
      onClose: () => resolve(answer),
    })
    const text = document.createElement('p')
    text.textContent =
      say?.('keepChildren.question', { name: spouseName }) ??
      `You are removing the relation to ${spouseName}. They have children together: who keeps them?`
    dialog.content.append(text)
    const choices: [string, 'person' | 'spouse' | null][] = [
      [say?.('keepChildren.withPerson') ?? 'Keep children with current person', 'person'],
      [say?.('keepChildren.withSpouse') ?? 'Keep children with spouse', 'spouse'],
      [say?.('action.cancel') ?? 'Cancel', null],
    ]
    dialog.setButtons(
      choices.map(([label, value]) => ({
        text: label,
        onClick: () => {
          answer = value
          dialog.close()
        },
      })),
    )
    dialog.open()
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
