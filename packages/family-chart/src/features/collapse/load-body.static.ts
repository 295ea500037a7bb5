/** The script-tag and CommonJS builds' folds: in the bundle, so a fold is drawn at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as body from './fold-body'

export const foldBody = alreadyLoaded(body)
