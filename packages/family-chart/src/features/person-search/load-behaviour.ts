/** What the person search box does (search-behaviour.ts), loaded as the first box is drawn. */
import { onFirstUse } from '../../schedule/on-first-use'

export const searchBehaviour = onFirstUse('the person search', () => import('./search-behaviour'))
