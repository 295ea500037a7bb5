/** The relationship view (relationship-view.ts), loaded the first time a chart shows or picks a relationship. */
import { onFirstUse } from '../../schedule/on-first-use'

export const relationshipView = onFirstUse('the relationship view', () => import('./relationship-view'))
