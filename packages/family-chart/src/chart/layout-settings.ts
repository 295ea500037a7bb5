/**
 * The chart's layout settings as changes to the store's state: the state a chart starts with, and the spacing and
 * orientation setters. Chart's fluent setters call these; the values take effect at the next update.
 */
import type { Data, Datum } from '../data/types'
import type { StoreState } from '../store/types'
import { DEFAULT_SPACING } from '../layout/settings'

/** The data and layout settings a new chart starts with (and a store made by `chart.createStore`). */
export function initialLayoutState(data: Data, main_id: Datum['id'] | null = null): StoreState {
  return {
    data: Array.isArray(data) ? data : [],
    main_id,
    node_separation: DEFAULT_SPACING.node,
    level_separation: DEFAULT_SPACING.level,
    single_parent_empty_card: true,
    is_horizontal: false,
  }
}

/**
 * The X spacing is the node separation and the Y spacing the level separation in both orientations, as in the
 * published chart: the layout puts them on the axes the orientation chooses (layout/settings.ts).
 */
export function setCardSpacing(state: StoreState, axis: 'x' | 'y', px: number): void {
  if (typeof px !== 'number') {
    console.error(`card_${axis}_spacing must be a number`)
    return
  }
  state[axis === 'x' ? 'node_separation' : 'level_separation'] = px
}

/** Turns the tree; the spacings keep their values (see setCardSpacing). */
export function setOrientation(state: StoreState, horizontal: boolean): void {
  state.is_horizontal = horizontal
}

/** Which parent family `childId` is drawn in (`null` or an empty list: the default, father and mother). */
export function setParentFamilyChoice(state: StoreState, childId: Datum['id'], parentIds: string[] | null): void {
  const choices = { ...(state.parent_families ?? {}) }
  if (parentIds && parentIds.length) choices[childId] = parentIds.slice()
  else delete choices[childId]
  state.parent_families = choices
}
