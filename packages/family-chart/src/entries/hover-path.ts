/** `family-chart/hover-path`: the path to the main person lit while a card is hovered. */
export { hoverPath } from '../features/hover-path/feature'
export { linksToMain } from '../features/hover-path/hover-path'
