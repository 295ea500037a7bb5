/** The script-tag build's card actions menu: in the bundle, so it opens at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as menu from './card-menu'

export const cardMenu = alreadyLoaded(menu)
