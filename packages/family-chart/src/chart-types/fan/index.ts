/**
 * The fan chart, as the chart type 'fan' will plug in: the pure layout, the view that draws it and their types.
 * Nothing here imports the chart itself.
 */
export { fanLayout } from './fan-layout'
export { rotateFanLayout } from './fan-rotate'
export { createFanView, type FanView, type FanViewParams } from './fan-view'
export {
  fanColouring,
  FAN_COLOUR_SCHEMES,
  type FanColourScheme,
  type FanColouring,
  type FanLegendEntry,
} from './fan-colours'
export { FAN_LIMITS } from './fan-options'
export { ROTATION_STEP, snapRotation } from './fan-keys'
export { placeLabel, FAN_KEYS_HELP } from './fan-labels'
export type {
  FanLayout,
  FanLayoutOptions,
  FanNeighbours,
  FanNotice,
  FanPhoto,
  FanPlace,
  FanPlaceKind,
  FanText,
  FanTextLine,
  FanTextOrientation,
} from './fan-types'
