/** Data and view helpers exposed as `f3.handlers`. */
export { treeFit, calculateTreeFit, cardToMiddle, manualZoom, getCurrentZoom, zoomTo } from './view/camera/zoom'
export { toggleRelatives } from './cards/card-actions'
export { connectedIds } from './data/connected'
export { buildRelationIndex } from './data/relation-index'
export { linksToMain } from './features/hover-path/hover-path'
export { personOptions, filterPersonOptions } from './features/person-search/person-options'
export { isPlaceholder, placeholderRelation, isUnknownPerson } from './data/markers'
// The published handlers, for code written for 0.8.0 and 0.9.0 (src/compat).
export { setupZoom } from './compat/setup-zoom'
export { cardChangeMain, cardShowHideRels } from './compat/card-actions'
export { calculateDelay } from './compat/calculate-delay'
export { createNewPerson, createNewPersonWithGenderFromRel, addNewPerson } from './compat/new-person'
export { deletePerson, onDeleteSyncRelReference, syncRelReference } from './compat/delete-person'
export { removeToAdd, removeToAddFromData, moveToAddToAdded, cleanupDataJson } from './compat/placeholders'
export { submitFormData } from './compat/form-data'
export {
  checkIfConnectedToFirstPerson,
  checkIfRelativesConnectedWithoutPerson,
  isAllRelativeDisplayed,
} from './compat/connections'
export { createFormEdit, createFormNew } from './compat/forms'
export { createHistory, createHistoryControls } from './compat/history'
export { htmlContSetup } from './compat/html-handlers'
export { cardComponentSetup } from './compat/card-component'
