/** The script-tag build's fan chart: in the bundle, so it is there at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as body from './body'

export const fanBodyPart = alreadyLoaded(body)
