/** The script-tag build's data source wiring: in the bundle, so a source is wired at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as wiring from './chart-data-source'

export const dataSourceWiring = alreadyLoaded(wiring)
