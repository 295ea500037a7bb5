/** The chart builder's model: settings, their rules, and settings → chart calls and creation code. */
export * from './config'
export * from './card-styles'
export * from './card-dims'
export * from './fields'
export * from './sort'
export * from './layout-inputs'
export * from './query-params'
export * from './people-data'
export {
  chartPlan,
  libraryCardDim,
  LINK_EXISTING_CONFIG,
  type ChartPlan,
  type PlanCall,
  type PlanArg,
} from './chart-plan'
export { creationCode } from './creation-code'
export { applyChartAndCard, applyPlan, type LiveChart } from './apply-plan'
export * from './validator'
