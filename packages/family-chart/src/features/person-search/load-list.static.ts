/** The script-tag and CommonJS builds' person search: its list in the bundle, so it opens at once (tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as list from './person-list'

export const personListPart = alreadyLoaded(list)
