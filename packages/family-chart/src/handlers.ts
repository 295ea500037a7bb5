/** Data and view helpers exposed as `f3.handlers`. */
export { treeFit, calculateTreeFit, cardToMiddle, manualZoom, getCurrentZoom, zoomTo } from './view/zoom'
export { toggleRelatives } from './cards/card-actions'
export { connectedIds } from './data/connected'
export { buildRelationIndex } from './data/relation-index'
export { linksToMain } from './features/hover-path'
export { personOptions, filterPersonOptions } from './features/person-dropdown'
export { isPlaceholder, placeholderRelation, isUnknownPerson } from './data/markers'
