/**
 * The relatives chart of the drop-in `family-chart`: its layout, most of its code, loads the first time a chart lays
 * out as 'relatives' (load-layout.ts), so a page that never shows it does not fetch it. The script-tag build has the
 * layout at once (load-layout.static.ts).
 */
import type { Feature } from '../../chart/plug'
import { defineRelativesChart, type RelativesMethods } from './define-chart'
import { relativesLayoutPart } from './load-layout'

/** The relatives chart (see `relativesChart`), its layout loaded on first use. */
export const relativesChartOnFirstUse: Feature<RelativesMethods> = defineRelativesChart(relativesLayoutPart)
