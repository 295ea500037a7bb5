/** DOM building blocks exposed as `f3.elements`. */
export { createPersonDropdown } from './features/person-search/person-dropdown'
export { createHoverPath } from './features/hover-path/hover-path'
// The published elements, for code written for 0.8.0 and 0.9.0 (src/compat).
export { Card, CardHtml, CardSvg } from './compat/card-elements'
export { appendElement } from './compat/append-element'
export { infoPopup } from './compat/info-popup'
export { kinshipInfo } from './compat/kinship-info'
