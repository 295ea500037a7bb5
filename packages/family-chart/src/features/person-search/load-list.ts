/** The person search's list (person-list.ts), loaded when the box is first focused or typed in, or in idle time. */
import { onFirstUse } from '../../schedule/on-first-use'

export const personListPart = onFirstUse('the person search list', () => import('./person-list'))
