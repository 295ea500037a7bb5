/**
 * The relatives chart's part that loads on first use (load-layout.ts) or is at hand (feature.ts): its layout, and
 * what draws only on the cards and links of that layout (the bent links, the cards' layout notes). A chart that never
 * shows the relatives chart needs none of it.
 */
export { relativesLayoutSteps } from './relatives-layout'
export { createBentLinks } from './bent-links'
export { describeLayoutNote } from './layout-note'
