/** `family-chart/collapse`: folding a person's ancestors or descendants (Chart.setCollapsible, collapse, expand). */
export { collapse, type CollapseMethods } from '../features/collapse/feature'
export type { CollapseEvent } from '../features/collapse/fold-events'
export type { FoldSide } from '../features/collapse/fold-state'
