/** The relatives chart ("everyone at once"): its pure layout, for the chart type 'relatives'. */
export { relativesLayout, relativesLayoutSteps } from './relatives-layout'
export type { RelativesDatum, RelativesLayoutOptions, RelativesLink, RelativesTree } from './types'
