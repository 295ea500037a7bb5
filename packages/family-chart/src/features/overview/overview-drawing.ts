/** What draws the overview: its paths, layer and cache. The feature loads it the first time a big tree is drawn. */
export { showOverview, zoomInFromOverview } from './show-overview'
export { prepareOverview } from './overview-cache'
