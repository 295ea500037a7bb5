/**
 * The chart's layout settings as changes to the store's state: the state a chart starts with, and the settings that
 * touch more than one field (spacing along the axes the orientation chooses, the orientation turning the spacing).
 * Chart's fluent setters call these; the values take effect at the next update.
 */
import type { Data, Datum } from './data/types'
import type { StoreState } from './store/types'
import { DEFAULT_SPACING } from './layout/settings'

/** The data and layout settings a new chart starts with (and a store made by `chart.createStore`). */
export function initialLayoutState(data: Data, main_id: Datum['id'] | null = null): StoreState {
  return {
    data: Array.isArray(data) ? data : [],
    main_id,
    node_separation: DEFAULT_SPACING.vertical.node,
    level_separation: DEFAULT_SPACING.vertical.level,
    single_parent_empty_card: true,
    is_horizontal: false,
  }
}

/**
 * Spacing of cards across the screen (`x`) or down it (`y`): between generations or between neighbours, whichever
 * the orientation puts on that axis.
 */
export function setCardSpacing(state: StoreState, axis: 'x' | 'y', px: number): void {
  if (typeof px !== 'number') { console.error(`card_${axis}_spacing must be a number`); return }
  const betweenGenerations = (axis === 'x') === !!state.is_horizontal
  state[betweenGenerations ? 'level_separation' : 'node_separation'] = px
}

/**
 * Turns the tree. Spacing still at the old orientation's defaults takes the new one's; spacing the code set is
 * turned with the tree, so cards keep their distances on screen.
 */
export function setOrientation(state: StoreState, horizontal: boolean): void {
  if (!!state.is_horizontal !== horizontal) {
    const before = state.is_horizontal ? DEFAULT_SPACING.horizontal : DEFAULT_SPACING.vertical
    const after = horizontal ? DEFAULT_SPACING.horizontal : DEFAULT_SPACING.vertical
    const customised = state.node_separation !== before.node || state.level_separation !== before.level
    if (customised) [state.node_separation, state.level_separation] = [state.level_separation, state.node_separation]
    else [state.node_separation, state.level_separation] = [after.node, after.level]
  }
  state.is_horizontal = horizontal
}
