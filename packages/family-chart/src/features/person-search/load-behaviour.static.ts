/** The script-tag build's person search behaviour: in the bundle, so it is there at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as behaviour from './search-behaviour'

export const searchBehaviour = alreadyLoaded(behaviour)
