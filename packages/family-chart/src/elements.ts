/** DOM building blocks exposed as `f3.elements`. */
export { createPersonDropdown } from './features/person-dropdown'
export { createHoverPath } from './features/hover-path'
