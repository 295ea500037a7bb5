/**
 * The fan chart's bulk: its layout, its drawing, its path and its export. The feature (define-chart.ts) holds the
 * settings and the methods, and takes these at hand (feature.ts) or loaded on first use (feature-on-first-use.ts).
 */
export { fanLayoutSteps } from './fan-layout-steps'
export { createFanChartView } from './fan-chart-view'
export { fanPathSettings } from './fan-path'
export { fanExportDrawing } from './fan-export'
export { rotateFanLayout } from './fan-rotate'
