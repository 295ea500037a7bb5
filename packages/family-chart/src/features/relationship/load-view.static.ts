/** The script-tag build's relationship view: in the bundle, so it is there at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as view from './relationship-view'

export const relationshipView = alreadyLoaded(view)
