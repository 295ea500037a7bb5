/** The hover path's lighting (hover-path.ts), loaded as the first card asks for it. */
import { onFirstUse } from '../../schedule/on-first-use'

export const hoverPathPart = onFirstUse('the hover path', () => import('./part'))
