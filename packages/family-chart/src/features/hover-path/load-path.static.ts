/** The script-tag build's hover path: in the bundle, so it is there at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as path from './part'

export const hoverPathPart = alreadyLoaded(path)
