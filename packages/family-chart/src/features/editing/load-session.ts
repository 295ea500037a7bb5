/** The working half of the edit tree (edit-session.ts), loaded when its first form or mode is asked for. */
import { onFirstUse } from '../../schedule/on-first-use'

export const editSessionPart = onFirstUse('the person form', () => import('./edit-session'))
