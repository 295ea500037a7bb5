/**
 * Icons as SVG markup strings, as the published family-chart returns them: `…Icon()` is the bare shapes in a
 * `<g data-icon="…">` (for inside an SVG), `…SvgIcon()` the same shapes in an `<svg>` element (for HTML). The shapes
 * are our own; each group opens with a transparent 24 × 24 hit area, so a click anywhere on the icon reaches it.
 */

/** The shapes of each icon on a 24 × 24 grid, one constant each so a bundle keeps only the icons it uses. */
const personShape = '<circle cx="12" cy="7.5" r="4.5"/><path d="M3 22c0-5 4-8.5 9-8.5s9 3.5 9 8.5z"/>'
const userShape = '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z"/>'
const userEditShape =
  '<circle cx="10" cy="8" r="4"/><path d="M2 21c0-4.4 3.6-7 8-7 1.2 0 2.3.2 3.3.5L10 18v3z"/><path d="M20.7 13.3l-1-1a1 1 0 0 0-1.4 0L12 18.6V21h2.4l6.3-6.3a1 1 0 0 0 0-1.4z"/>'
const userPlusShape =
  '<circle cx="10" cy="8" r="4"/><path d="M2 21c0-4.4 3.6-7 8-7s8 2.6 8 7z"/><path d="M19 4v6M16 7h6" stroke="currentColor" stroke-width="2" fill="none"/>'
const userPlusCloseShape =
  '<circle cx="10" cy="8" r="4"/><path d="M2 21c0-4.4 3.6-7 8-7s8 2.6 8 7z"/><path d="M17 4l5 5M22 4l-5 5" stroke="currentColor" stroke-width="2" fill="none"/>'
const plusShape =
  '<path d="M12 4v16M4 12h16" stroke="currentColor" stroke-width="2.5" fill="none" stroke-linecap="round"/>'
const pencilShape =
  '<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="M14 6l4 4" stroke="currentColor" stroke-width="1.5" fill="none"/>'
const pencilOffShape =
  '<path d="M4 20h4l6-6-4-4-6 6z"/><path d="M12 8l3-3 4 4-3 3" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M3 3l18 18" stroke="currentColor" stroke-width="2"/>'
const trashShape =
  '<path d="M5 7h14l-1 14H6z"/><path d="M3 5h18M9 5V3h6v2" stroke="currentColor" stroke-width="2" fill="none"/>'
const historyBackShape =
  '<path d="M9 5L3 11l6 6" stroke="currentColor" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 11h11a6 6 0 0 1 0 12h-3" stroke="currentColor" stroke-width="2.2" fill="none" stroke-linecap="round"/>'
const historyForwardShape =
  '<path d="M15 5l6 6-6 6" stroke="currentColor" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M21 11H10a6 6 0 0 0 0 12h3" stroke="currentColor" stroke-width="2.2" fill="none" stroke-linecap="round"/>'
const miniTreeShape =
  '<rect x="9" y="2" width="6" height="5" rx="1"/><rect x="2" y="17" width="6" height="5" rx="1"/><rect x="16" y="17" width="6" height="5" rx="1"/><path d="M12 7v5M5 17v-5h14v5" stroke="currentColor" stroke-width="2" fill="none"/>'
const toggleOnShape = '<rect x="2" y="7" width="20" height="10" rx="5"/><circle cx="17" cy="12" r="3.5" fill="#fff"/>'
const toggleOffShape =
  '<rect x="2" y="7" width="20" height="10" rx="5" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="7" cy="12" r="3"/>'
const chevronDownShape =
  '<path d="M6 9l6 6 6-6" stroke="currentColor" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
const chevronUpShape =
  '<path d="M6 15l6-6 6 6" stroke="currentColor" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
const linkOffShape =
  '<path d="M9 15l-2 2a3.5 3.5 0 0 1-5-5l3-3M15 9l2-2a3.5 3.5 0 0 1 5 5l-3 3" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M4 4l16 16" stroke="currentColor" stroke-width="2"/>'
const switchFamilyShape =
  '<path d="M4 8h13M13 4l4 4-4 4M20 16H7M11 12l-4 4 4 4" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
const infoShape =
  '<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 11v6M12 7v.5" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>'

/** The bare form: the shapes in a group named by `data-icon`, after an invisible hit area. */
const group = (name: string, shape: string) =>
  `<g data-icon="${name}"><circle cx="12" cy="12" r="12" fill="none" pointer-events="all"/>${shape}</g>`

/** The HTML form: the group in an `<svg>` element that takes the size of its box and the text colour. */
const svgElement = (name: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="100%" height="100%" fill="currentColor" aria-hidden="true" focusable="false" data-icon="${name}">${group(name, shape)}</svg>`

export const userIcon = () => group('user', userShape)
export const userEditIcon = () => group('user-edit', userEditShape)
export const userPlusIcon = () => group('user-plus', userPlusShape)
export const userPlusCloseIcon = () => group('user-plus-close', userPlusCloseShape)
export const plusIcon = () => group('plus', plusShape)
export const pencilIcon = () => group('pencil', pencilShape)
export const pencilOffIcon = () => group('pencil-off', pencilOffShape)
export const trashIcon = () => group('trash', trashShape)
export const historyBackIcon = () => group('history-back', historyBackShape)
export const historyForwardIcon = () => group('history-forward', historyForwardShape)
export const personIcon = () => group('person', personShape)
export const miniTreeIcon = () => group('mini-tree', miniTreeShape)
export const toggleIconOn = () => group('toggle-on', toggleOnShape)
export const toggleIconOff = () => group('toggle-off', toggleOffShape)
export const chevronDownIcon = () => group('chevron-down', chevronDownShape)
export const chevronUpIcon = () => group('chevron-up', chevronUpShape)
export const linkOffIcon = () => group('link-off', linkOffShape)
export const infoIcon = () => group('info', infoShape)
/** Two opposite arrows: the switch that draws another parent family in the tree. @since next */
export const switchFamilyIcon = () => group('switch-family', switchFamilyShape)
/** @since next */
export const switchFamilySvgIcon = () => svgElement('switch-family', switchFamilyShape)

export const userSvgIcon = () => svgElement('user', userShape)
export const userEditSvgIcon = () => svgElement('user-edit', userEditShape)
export const userPlusSvgIcon = () => svgElement('user-plus', userPlusShape)
export const userPlusCloseSvgIcon = () => svgElement('user-plus-close', userPlusCloseShape)
export const plusSvgIcon = () => svgElement('plus', plusShape)
export const pencilSvgIcon = () => svgElement('pencil', pencilShape)
export const pencilOffSvgIcon = () => svgElement('pencil-off', pencilOffShape)
export const trashSvgIcon = () => svgElement('trash', trashShape)
export const historyBackSvgIcon = () => svgElement('history-back', historyBackShape)
export const historyForwardSvgIcon = () => svgElement('history-forward', historyForwardShape)
export const personSvgIcon = () => svgElement('person', personShape)
export const miniTreeSvgIcon = () => svgElement('mini-tree', miniTreeShape)
export const toggleSvgIconOn = () => svgElement('toggle-on', toggleOnShape)
export const toggleSvgIconOff = () => svgElement('toggle-off', toggleOffShape)
export const chevronDownSvgIcon = () => svgElement('chevron-down', chevronDownShape)
export const chevronUpSvgIcon = () => svgElement('chevron-up', chevronUpShape)
export const linkOffSvgIcon = () => svgElement('link-off', linkOffShape)
export const infoSvgIcon = () => svgElement('info', infoShape)
