/** `family-chart/card-actions`: a person's actions menu on long press, right-click or Shift+F10. */
export { cardActions } from '../features/card-actions/feature'
export type { CardAction } from '../chart/card-action-registry'
