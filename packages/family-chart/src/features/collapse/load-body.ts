/** The folds' working half (fold-body.ts), loaded the first time a chart shows fold controls or folds a branch. */
import { onFirstUse } from '../../schedule/on-first-use'

export const foldBody = onFirstUse('the folds', () => import('./fold-body'))
