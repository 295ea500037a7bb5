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
/** @deprecated older code passes these to `chart.setCard(...)`; use `chart.setCardHtml()` / `setCardSvg()`. */
export const CardHtml = cardHtml
/** @deprecated see CardHtml. */
export const CardSvg = cardSvg
export * as icons from './cards/icons'
export * as handlers from './handlers'
export * as elements from './elements'

export type { Data, Datum, Gender } from './data/types'
export type { DataProblem, DataProblemType } from './data/validate'
export type { DataShape } from './data/data-shape'
export type { TreeDatum, TreeData, Tree, TreeLink, CalculateTreeOptions } from './layout/types'
export type { Store, StoreState, UpdateTreeProps, ViewProps } from './store/types'
export type { CardDim, CardStyle } from './cards/card-dims'
export type { KinshipInfoConfig, Kinships } from './features/kinships'
