/**
 * `family-chart/core`: a chart that draws (the layout, HTML cards, pan and zoom, the keyboard and screen-reader
 * support) and nothing more. Everything else is a feature from its own entry, added with `chart.use(...)`:
 *
 * ```js
 * import { createChart } from 'family-chart/core'
 * import { editing } from 'family-chart/editing'
 * const f3Chart = createChart('#FamilyChart', data).use(editing)
 * ```
 * @packageDocumentation
 */
export { createChart, Chart, type ChartEditTree } from '../chart/chart'
export {
  defineFeature,
  type Feature,
  type FeatureDefinition,
  type ChartFeature,
  type ChartHost,
  type ChartType,
  type ChartTypeView,
  type CardDecorator,
  type MethodsOf,
} from '../chart/plug'
export type { CardAction } from '../chart/card-action-registry'
export type { ChartCard, CardHost } from '../cards/chart-card'
export type { FarView, CulledTree } from '../view/far-view'
export { calculateTree } from '../layout/calculate-tree'
export { createStore } from '../store/create-store'
export { detectDataShape, toDataShape, type DataShape } from '../data/data-shape'
export { getMaxDepth } from '../layout/max-depth'
export { cardHtml, CardHtml as CardHtmlClass } from '../cards/card-html'
export type { Data, Datum, Gender } from '../data/types'
export type { TreeDatum, TreeData, Tree, TreeLink, TreeNotice, CalculateTreeOptions } from '../layout/types'
export type { Store, StoreState, UpdateTreeProps, ViewProps } from '../store/types'
export type { CardDim, CardStyle } from '../cards/card-dims'
