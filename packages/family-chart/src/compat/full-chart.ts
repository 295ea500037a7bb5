/**
 * The `family-chart` entry's chart: the core chart with every feature in use, so code written for 0.8 / 0.9 (and
 * for every earlier version of ours) finds each method it calls. `family-chart/core` users pick their features.
 */
import type { Data } from '../data/types'
import { Chart as CoreChart, createChart as createCoreChart } from '../chart/chart'
import type { MethodsOf } from '../chart/plug'
import type { EditTree } from '../features/editing/edit-tree'
import type { FoldSide } from '../features/collapse/fold-state'
import type { CollapseEvent } from '../features/collapse/fold-events'
import { validationOnFirstUse } from '../features/validation/feature-on-first-use'
import { largeTrees } from '../features/large-trees/feature'
import { hoverPathOnFirstUse } from '../features/hover-path/feature-on-first-use'
import { svgCards } from '../features/svg-cards/feature'
import { personSearch } from '../features/person-search/feature'
import { editingOnFirstUse } from '../features/editing/feature-on-first-use'
import { relationship } from '../features/relationship/feature'
import { collapse } from '../features/collapse/feature'
import { cardActions } from '../features/card-actions/feature'
import { kinships } from '../features/kinships/feature'
import { privacy } from '../features/privacy/feature'
import { dataSource } from '../features/data-source/feature'
import { exportFeature } from '../features/export/feature'
import { families } from '../features/families/feature'
import { relativesChartOnFirstUse } from '../chart-types/relatives/feature-on-first-use'
import { locale } from '../features/locale/feature'
import { fanChartOnFirstUse } from '../chart-types/fan/feature-on-first-use'
import { publishedShape } from './published-shape'

/**
 * Every feature, in the order the `family-chart` entry's charts use them (the actions menu lists Edit, Add relative
 * and How are we related? in this order, then the folds). The locale comes first: its right-to-left mirror prepares
 * each new tree before the overview and a fold's kept card read its positions.
 * @since next
 */
export const ALL_FEATURES = [
  locale,
  validationOnFirstUse,
  largeTrees,
  hoverPathOnFirstUse,
  svgCards,
  personSearch,
  editingOnFirstUse,
  relationship,
  families,
  collapse,
  cardActions,
  kinships,
  privacy,
  dataSource,
  exportFeature,
  relativesChartOnFirstUse,
  fanChartOnFirstUse,
  publishedShape,
] as const

/**
 * A chart of the `family-chart` entry: the core {@link Chart} with the methods of every feature.
 * @since next
 */
export type FullChart = CoreChart & MethodsOf<(typeof ALL_FEATURES)[number]> & { editTreeInstance: EditTree | null }

/**
 * Creates a chart in a container from a list of people, with every feature. The entry point of the library. A
 * container holds one chart: creating another in it (a component that runs its setup again) replaces the earlier
 * one, which is destroyed.
 * @param cont - The container: an element or a CSS selector such as `#FamilyChart`. Give it a size.
 * @param data - The people (see {@link Datum}); both sides of each relation are expected.
 * @example
 * ```js
 * import * as f3 from 'family-chart'
 * import 'family-chart/styles/family-chart.css'
 *
 * const f3Chart = f3.createChart('#FamilyChart', data)
 * f3Chart.setCardHtml()
 * f3Chart.updateTree({ initial: true })
 * ```
 * @since 0.8.0
 */
export function createChart(cont: HTMLElement | string, data: Data): FullChart {
  return createCoreChart(cont, data).use(...ALL_FEATURES) as FullChart
}

/**
 * The class of the charts {@link createChart} makes: `new Chart(cont, data)` makes the same chart, with every
 * feature, and `chart instanceof Chart` holds for every chart (also those of `family-chart/core`).
 * @since 0.8.0
 */
export const Chart = function Chart(cont: HTMLElement | string, data: Data): FullChart {
  return createChart(cont, data)
} as unknown as { new (cont: HTMLElement | string, data: Data): FullChart; prototype: CoreChart }
Chart.prototype = CoreChart.prototype
/** A chart of the `family-chart` entry (see {@link FullChart}). @since 0.8.0 */
export type Chart = FullChart

/**
 * Folds a person's branch when it is open, opens it when folded: what the card's control, its key and a person's
 * actions menu do, for a menu of your own. `chart` is a chart with the collapse feature.
 * @since next
 */
export function toggleCollapse(
  chart: { toggleCollapse?(id: string, side: FoldSide, cardKey?: string): CollapseEvent | null },
  id: string,
  side: FoldSide,
  cardKey?: string,
): CollapseEvent | null {
  return chart.toggleCollapse?.(id, side, cardKey) ?? null
}
