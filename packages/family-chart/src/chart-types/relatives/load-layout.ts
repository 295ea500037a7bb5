/**
 * The relatives chart's layout and what draws only on it (body.ts, the bulk of the chart type), loaded the first time
 * a chart lays out as 'relatives'.
 */
import { onFirstUse } from '../../schedule/on-first-use'

export const relativesLayoutPart = onFirstUse('the relatives chart', () => import('./body'))
