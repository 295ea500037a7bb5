/** Everything the package exports, as one namespace (also the default export and the UMD global `f3`). */
import { cardHtml } from './cards/card-html'
import { cardSvg } from './cards/card-svg'

export { createChart, Chart } from './chart'
export { EditTree } from './edit-tree/edit-tree'
export { calculateTree } from './layout/calculate-tree'
export { createStore } from './store/create-store'
export { validateData } from './data/validate'
export { detectDataShape, toDataShape } from './data/data-shape'
export { getMaxDepth } from './layout/max-depth'
export { calculateKinships, getKinshipsDataStash } from './features/kinships'
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
/** Icons as SVG strings: `…Icon()` sized for HTML, `…SvgIcon()` bare shapes for SVG cards. @since 0.8.0 */
export * as icons from './cards/icons'
/** Data and view helpers: zoom and fit, collapsing relatives, connection and relation lookups, person options. @since 0.8.0 */
export * as handlers from './handlers'
/** DOM building blocks the chart uses, for your own containers: the person search box and the hover path. @since 0.8.0 */
export * as elements from './elements'

export type { Data, Datum, Gender } from './data/types'
export type { DataProblem, DataProblemType } from './data/validate'
export type { DataShape } from './data/data-shape'
export type { MarriageEnd, ParentType } from './data/parent-families'
export type { TreeDatum, TreeData, Tree, TreeLink, TreeNotice, CalculateTreeOptions } from './layout/types'
export type { Store, StoreState, UpdateTreeProps, ViewProps } from './store/types'
export type { CardDim, CardStyle } from './cards/card-dims'
export type { KinshipInfoConfig, Kinships } from './features/kinships'
export type { EditEvent, EditEventType } from './edit-tree/edit-events'
export type { ExportSvgOptions, ExportPngOptions, ExportPdfOptions, ExportPdfFont, PdfLibraries, PrintOptions } from './export/types'
