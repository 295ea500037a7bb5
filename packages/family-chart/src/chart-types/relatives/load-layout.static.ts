/** The script-tag build's relatives layout: in the bundle, so it is there at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as body from './body'

export const relativesLayoutPart = alreadyLoaded(body)
