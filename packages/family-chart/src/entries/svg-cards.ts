/** `family-chart/svg-cards`: cards drawn as SVG (Chart.setCardSvg). */
export { svgCards, type SvgCardMethods } from '../features/svg-cards/feature'
export { cardSvg, CardSvg as CardSvgClass } from '../cards/card-svg'
