/** The script-tag build's overview drawing: in the bundle, so big trees use it from their first drawing (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as drawing from './overview-drawing'

export const overviewDrawing = alreadyLoaded(drawing)
