/** The fan chart's bulk (body.ts), loaded the first time a chart lays out as a fan. */
import { onFirstUse } from '../../schedule/on-first-use'

export const fanBodyPart = onFirstUse('the fan chart', () => import('./body'))
