/** The card actions menu (card-menu.ts), loaded the first time a person's menu opens. */
import { onFirstUse } from '../../schedule/on-first-use'

export const cardMenu = onFirstUse('the card actions menu', () => import('./card-menu'))
