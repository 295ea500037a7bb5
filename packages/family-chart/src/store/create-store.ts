/** createStore: holds the data, the main person and the layout options, and recomputes the tree on demand. */
import type { Data } from '../data/types'
import { calculateTree } from '../layout/calculate-tree'
import { detectDataShape, toLegacyShape } from '../data/data-shape'
import type { Store, StoreState, UpdateTreeProps } from './types'
import { pushMainHistory, resolveMainId } from './main-history'
import { personEntries } from '../data/person-entries'

/**
 * The state container a chart uses: its data, main person and layout settings, and the tree computed from them.
 * @since 0.8.0
 */
export function createStore(initialState: Partial<StoreState> & { data: Data }): Store {
  const state: StoreState = {
    main_id: null,
    main_id_history: [],
    transition_time: 1000,
    ...initialState,
  }
  // Data in the 0.9 shape (rels.parents) is kept as father / mother inside; data_shape says how to give it back.
  state.data_shape = initialState.data_shape ?? detectDataShape(state.data)
  // Entries that are not objects (null, numbers ...) are skipped here once, so nothing after has to step around them.
  state.data = toLegacyShape(personEntries(state.data))
  let onUpdate: ((props?: UpdateTreeProps) => void) | undefined

  const getDatum = (id: string) => state.data.find((d) => d.id === id)
  const store: Store = {
    state,
    updateTree(props) {
      state.main_id = resolveMainId(state.data, state.main_id, state.main_id_history ?? [])
      state.tree = calculateTree(state.data, { ...state, main_id: state.main_id })
      if (onUpdate) onUpdate(props)
    },
    updateData(data) {
      // Edits pass 0.8 data back in: only data in the 0.9 shape changes the recorded shape here.
      if (detectDataShape(data) === '0.9') state.data_shape = '0.9'
      state.data = toLegacyShape(personEntries(data))
      state.main_id = resolveMainId(state.data, state.main_id, state.main_id_history ?? [])
    },
    updateMainId(id) {
      if (id === state.main_id) return
      state.main_id_history = pushMainHistory(state.main_id_history ?? [], id)
      state.main_id = id
      // Chosen open branches are paths from the old main person; they mean nothing from the new one.
      state.duplicate_branch_open = {}
    },
    getMainId: () => resolveMainId(state.data, state.main_id, state.main_id_history ?? []) ?? '',
    getData: () => state.data,
    getTree: () => state.tree,
    setOnUpdate(f) { onUpdate = f },
    getMainDatum() {
      const d = getDatum(store.getMainId())
      if (!d) throw new Error('Main person not found')
      return d
    },
    getDatum,
    getTreeMainDatum() {
      const td = state.tree?.data.find((d) => d.main)
      if (!td) throw new Error('Main person not found in the tree')
      return td
    },
    getTreeDatum: (id) => state.tree?.data.find((d) => d.data.id === id),
    getLastAvailableMainDatum() {
      const id = resolveMainId(state.data, null, state.main_id_history ?? [])
      const d = id ? getDatum(id) : undefined
      if (!d) throw new Error('No data')
      return d
    },
    methods: {},
  }
  if (state.main_id) state.main_id_history = pushMainHistory(state.main_id_history ?? [], state.main_id)
  return store
}
