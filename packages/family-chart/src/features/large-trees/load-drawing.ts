/** The overview's drawing (overview-drawing.ts), loaded the first time a chart draws a tree big enough to use it. */
import { onFirstUse } from '../../schedule/on-first-use'

export const overviewDrawing = onFirstUse('the overview', () => import('./overview-drawing'))
