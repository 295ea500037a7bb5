/**
 * The fan chart of the drop-in `family-chart`: its bulk loads the first time a chart lays out as a fan
 * (load-body.ts), so a page that never shows one does not fetch it. The script-tag build has it at once
 * (load-body.static.ts).
 */
import type { Feature } from '../../chart/plug'
import { defineFanChart, type FanChartMethods } from './define-chart'
import { fanBodyPart } from './load-body'

/** The fan chart (see `fanChart`), its drawing loaded on first use. */
export const fanChartOnFirstUse: Feature<FanChartMethods> = defineFanChart(fanBodyPart)
