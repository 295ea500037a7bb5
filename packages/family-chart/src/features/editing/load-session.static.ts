/** The script-tag build's edit tree: its working half in the bundle, so forms open at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as session from './edit-session'

export const editSessionPart = alreadyLoaded(session)
