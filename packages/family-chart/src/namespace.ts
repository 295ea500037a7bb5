/**
 * Everything the package exports, as one namespace (also the default export and the UMD global `f3`).
 * @packageDocumentation
 * @groupDescription Compatibility
 * Kept so that code written for the published family-chart 0.8.0 and 0.9.0 runs unchanged; new code rarely needs them.
 */
import { cardHtml } from './cards/card-html'
import { cardSvg } from './cards/card-svg'

export { createChart, Chart, ALL_FEATURES, type FullChart } from './compat/full-chart'
export { EditTree } from './features/editing/edit-tree'
export { calculateTree } from './compat/calculate-tree'
export { createStore } from './compat/create-store'
export { validateData } from './data/validate'
export { detectDataShape, toDataShape } from './data/data-shape'
export { getMaxDepth } from './layout/max-depth'
export { calculateKinships } from './data/kinship/calculate-kinships'
export { getKinshipsDataStash } from './data/kinship/kinships-data'
export { cardHtml, cardSvg }
export { CardHtml as CardHtmlClass } from './cards/card-html'
export { CardSvg as CardSvgClass } from './cards/card-svg'
/**
 * The HTML card factory under its older name: older code passes it to `chart.setCard(...)`.
 * @deprecated use `chart.setCardHtml()`, or {@link cardHtml}.
 * @since 0.8.0
 */
export const CardHtml = cardHtml
/**
 * The SVG card factory under its older name.
 * @deprecated use `chart.setCardSvg()`, or {@link cardSvg}.
 * @since 0.8.0
 */
export const CardSvg = cardSvg
export { icons } from './compat/icons'
/**
 * Data and view helpers: zoom and fit, collapsing relatives, connection and relation lookups, person options.
 * @groupDescription Compatibility
 * Kept so that code written for the published family-chart 0.8.0 and 0.9.0 runs unchanged; new code rarely needs them.
 * @since 0.8.0
 */
export * as handlers from './handlers'
/**
 * DOM building blocks the chart uses, for your own containers: the person search box, the hover path, card functions
 * and popups.
 * @groupDescription Compatibility
 * Kept so that code written for the published family-chart 0.8.0 and 0.9.0 runs unchanged; new code rarely needs them.
 * @since 0.8.0
 */
export * as elements from './elements'
/** The published helpers that set up the HTML layer over the SVG, for cards drawn with {@link view}. @group Compatibility @since 0.8.0 */
export * as htmlHandlers from './compat/html-handlers'
export { view } from './compat/view'
export { createSvg } from './compat/create-svg'
export type { ZoomOptions } from './compat/zoom-options'
export { CalculateTree } from './compat/calculate-tree'
export { Card } from './compat/card-elements'
export { formatData, formatDataForExport } from './compat/format-data'
// Folding branches: what a card's fold control does, for a person's actions menu of your own.
export { toggleCollapse } from './compat/full-chart'
export type { CollapseEvent } from './features/collapse/fold-events'
export type { FoldSide } from './features/collapse/fold-state'

export type { Data, Datum, Gender } from './data/types'
export type { DataProblem, DataProblemType } from './data/validate'
export type { DataShape } from './data/data-shape'
export type { MarriageEnd, ParentType } from './data/parent-families'
export type { TreeDatum, TreeData, Tree, TreeLink, TreeNotice, CalculateTreeOptions } from './layout/types'
export type { ParentFamily, ParentFamilyChoices } from './layout/parent-families'
export type { FamilySwitch } from './layout/types'
export type { Store, StoreState, UpdateTreeProps, ViewProps } from './store/types'
export type { CardDim, CardStyle } from './cards/card-dims'
export type { KinshipInfoConfig, Kinships } from './data/kinship/calculate-kinships'
export type { EditEvent, EditEventType } from './features/editing/edit-events'
export type { FormCreator, FormCreatorField, FormActions, FormBuilder } from './features/editing/edit-tree'
export type {
  ExportSvgOptions,
  ExportPngOptions,
  ExportPdfOptions,
  ExportPdfFont,
  PdfLibraries,
  PrintOptions,
} from './features/export/types'

// How two people are related, and the card actions menu.
export { relationshipBetween } from './features/relationship/relationship-between'
export type { Relationship } from './features/relationship/relationship-between'
export type { ShownRelationship } from './features/relationship/relationship-control'
export type { CardAction } from './chart/card-action-registry'
// Privacy of living people and the order of marriages.
export { isLiving, latestYear, type LivingRule } from './data/privacy/living'
export { initialsOf, privateDatum, type PrivateStyle } from './data/privacy/private-name'
export { isPrivateLiving, privateText, type LivingPrivacy } from './data/privacy/living-privacy'
export { byMarriageDate, dateSortKey, marriageDateKey } from './layout/marriage-order'
// Languages and right to left: the drop-in's charts have the locale feature; the locales load from
// family-chart/locales/<code>.
export type { LocaleMethods } from './features/locale/feature'
export type { Locale, Messages, MessageKey, Message, PluralForms, KinshipRules, KinshipRelation } from './locales/types'
