/** Types of the state container a chart reads and writes. */
import type { Data, Datum } from '../data/types'
import type { CalculateTreeOptions, Tree, TreeDatum } from '../layout/types'
import type { DataShape } from '../data/data-shape'
import type { Say } from '../data/say'

/** Options of Chart.updateTree: first draw, where the view goes afterwards, and the animation time. @since 0.8.0 */
export interface UpdateTreeProps {
  initial?: boolean
  tree_position?: 'fit' | 'main_to_middle' | 'inherit'
  transition_time?: number
}
/** Another name of UpdateTreeProps, kept for older code. @since 0.8.0 */
export type ViewProps = UpdateTreeProps

/** Everything the store holds: the data, the main person, the layout settings and the computed tree. @since 0.8.0 */
export interface StoreState extends CalculateTreeOptions {
  data: Data
  main_id: Datum['id'] | null
  main_id_history?: Datum['id'][]
  tree?: Tree
  transition_time?: number
  single_parent_empty_card_label?: string
  unknown_card_label?: string
  level_separation?: number
  node_separation?: number
  /**
   * From how many people on `updateTree` lays the tree out a slice at a time between frames instead of at once
   * (see Chart.setIncrementalLayout); `Infinity` never does. Default 5000.
   */
  incremental_layout_min_people?: number
  /** The shape the data came in ('0.8': father / mother, '0.9': rels.parents); saved data is given back in it. */
  data_shape?: DataShape
  /**
   * The published 0.9.0 name of the same setting: true while saved data is given back with father / mother (the 0.8
   * shape), false with a list of parents; set it to choose.
   */
  legacy_format?: boolean
  /** Steps from the main person the relatives chart draws (Chart.setRelativesDepth); unset: everyone connected. */
  relatives_depth?: number
  /** The chart's words in its locale, set by the locale feature (`chart.setLocale`); unset, the chart speaks English. */
  say?: Say
}

/** The state container of a chart (see createStore). @since 0.8.0 */
export interface Store {
  state: StoreState
  updateTree: (props?: UpdateTreeProps) => void
  updateData: (data: Data) => void
  updateMainId: (id: Datum['id']) => void
  getMainId: () => Datum['id']
  getData: () => Data
  getTree: () => Tree | undefined
  /** True while a big tree's layout runs in slices (see Chart.setIncrementalLayout); the old tree is still drawn. */
  isUpdating?: () => boolean
  setOnUpdate: (f: (props?: UpdateTreeProps) => void) => void
  getMainDatum: () => Datum
  getDatum: (id: Datum['id']) => Datum | undefined
  getTreeMainDatum: () => TreeDatum
  getTreeDatum: (id: Datum['id']) => TreeDatum | undefined
  getLastAvailableMainDatum: () => Datum
  methods: { [key: string]: (...args: any[]) => any }
}
