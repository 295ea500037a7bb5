/** The Performance page's report of the latest benchmark run: each part is placed by docs/performance.mdx. */
export { default as RunInfo } from './RunInfo'
export { default as TargetsTable } from './TargetsTable'
export { default as TargetNotes } from './TargetNotes'
export { default as TimePlots } from './TimePlots'
export { default as NodeTable } from './NodeTable'
export { default as BrowserTable } from './BrowserTable'
export { default as BundleTable } from './BundleTable'
export { default as GedcomTable } from './GedcomTable'
