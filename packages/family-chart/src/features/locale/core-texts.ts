/**
 * The texts the core says itself, by message key, in the core's own English. The core asks for them by that English
 * (it saves the bytes of the keys, see data/say.ts); the locale feature looks the key up here. A test keeps these
 * equal to the English catalogue and to what the core writes.
 */
import type { MessageKey } from '../../locales/types'

export const CORE_TEXTS = {
  'chart.label': 'Family tree',
  'chart.keys':
    'Arrow keys move between relatives: up to parents, down to children, left and right to spouses and siblings. ' +
    'Enter makes the focused person the main person. Home returns to the main person.',
  'chart.moveKeys': 'Plus and minus zoom, Shift with an arrow key pans, Escape leaves the cards.',
  'chart.someone': 'Someone',
  'chart.mainChanged': '{name} is now the main person',
  'card.showFamilyOf': 'Show the family of {name}',
  'card.showFamily': "Show this person's family",
  'card.sharedBranchShown': 'Shared branch shown here',
  'card.showSharedBranch': 'Show the shared branch here',
  'card.appears': 'Appears {count} times in this tree',
  'privacy.private': 'Private',
  'privacy.description': 'Details are private',
} as const satisfies Partial<Record<MessageKey, string>>

/** The key of each of the core's English texts. */
export const CORE_KEY_OF = new Map<string, MessageKey>(
  Object.entries(CORE_TEXTS).map(([key, text]) => [text, key as MessageKey]),
)
