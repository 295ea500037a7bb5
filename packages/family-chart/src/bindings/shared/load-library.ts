/**
 * The library as the bindings reach it: imported when the first chart mounts, so a server render never runs it and
 * bundlers put it in a chunk of its own, shared with the app's own `import 'family-chart'` (one copy of the library).
 */
import type { FamilyChartLibrary } from './settings'

export type F3 = FamilyChartLibrary

export const loadLibrary = (): Promise<F3> => import('family-chart')
