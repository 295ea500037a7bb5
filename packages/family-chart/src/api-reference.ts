/**
 * Every export of family-chart: the Chart, card and EditTree classes, the functions, the data types, the icons,
 * handlers and elements namespaces, and the features of `family-chart/core` with the methods each adds to a chart.
 * @packageDocumentation
 * @groupDescription Compatibility
 * Kept so that code written for the published family-chart 0.8.0 and 0.9.0 runs unchanged; new code rarely needs them.
 */
// What the API reference documents (TypeDoc's one entry point, so the reference stays one module): the `family-chart`
// entry, and the names the other entries (src/entries/) add. Not a package entry itself.
export * from './namespace'
// The class: the `family-chart` entry's `Chart` makes this class's charts, with every feature's methods added.
export { Chart, type ChartEditTree } from './chart/chart'

// family-chart/core: how features are made and what they see of a chart.
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
} from './chart/plug'
export type { ChartCard, CardHost } from './cards/chart-card'
export type { FarView, CulledTree } from './view/far-view'

// One feature per entry (family-chart/search, family-chart/editing ...), and the methods it adds to a chart.
export { validation } from './features/validation/feature'
export { largeTrees, type LargeTreesMethods } from './features/large-trees/feature'
export { hoverPath } from './features/hover-path/feature'
export { svgCards, type SvgCardMethods } from './features/svg-cards/feature'
export { personSearch, type PersonSearchMethods, type PersonDropdownOptions } from './features/person-search/feature'
export { editing, type EditingMethods } from './features/editing/feature'
export { relationship, type RelationshipMethods } from './features/relationship/feature'
export { families, type FamiliesMethods } from './features/families/feature'
export { collapse, type CollapseMethods } from './features/collapse/feature'
export { cardActions } from './features/card-actions/feature'
export { kinships, type KinshipMethods } from './features/kinships/feature'
export { privacy, type PrivacyMethods } from './features/privacy/feature'
export { dataSource, type DataSourceMethods } from './features/data-source/feature'
export { exportFeature, type ExportMethods } from './features/export/feature'
export type { PublishedShapeMethods } from './compat/published-shape'

// What the feature entries export beside their feature.
export { personOptions, filterPersonOptions, type PersonOption } from './features/person-search/person-options'
export { linksToMain } from './features/hover-path/hover-path'
export { parentFamilyLayout } from './layout/parent-families'
export type { DataSource, DataSourceOptions, DataSourceStats, DataSourceChanges } from './features/data-source/types'

// The chart types (family-chart/relatives, family-chart/fan) and the languages (family-chart/locale).
export { relativesChart, type RelativesMethods } from './chart-types/relatives/feature'
export { relativesLayout, relativesLayoutSteps } from './chart-types/relatives/relatives-layout'
export type {
  RelativesDatum,
  RelativesLayoutOptions,
  RelativesLink,
  RelativesTree,
} from './chart-types/relatives/types'
export type { ChartTypeMethods } from './chart/chart-types'
export { fanChart, type FanChartMethods } from './chart-types/fan/feature'
export type { FanColourScheme } from './chart-types/fan/fan-colours'
export { locale } from './features/locale/feature'
export type { MessageValues, Sex } from './locales/types'
export { translate, formatMessage, formatDate } from './locales/translate'
export { isolate, isolateIfMixed, FSI, PDI } from './locales/isolate'
export { kinshipWords, kinshipWord } from './locales/kinship/words'
export { kinshipRelations, type KinshipOptions } from './locales/kinship/relations'
export { en } from './locales/en'
export { EN_MESSAGES } from './locales/en-messages'
