/** createStore: holds the data, the main person and the layout options, and recomputes the tree on demand. */
import type { Data } from '../data/types'
import { calculateTreeSteps } from '../layout/calculate-tree'
import { detectDataShape, toLegacyShape } from '../data/data-shape'
import type { Store, StoreState, UpdateTreeProps } from './types'
import { pushMainHistory, resolveMainId, warnUnknownMain } from './main-history'
import { personEntries } from '../data/person-entries'
import { laidOutInSlices, startSlicedJob, type SliceScheduler, type SlicedJob } from '../schedule/sliced-job'
import type { Tree } from '../layout/types'
import { DEFAULTS } from '../defaults'
import { runSteps, type Steps } from '../schedule/steps'

/**
 * How a store lays trees out: the layout (a chart's type; calculateTree unless given), where the slices of a big
 * tree's layout run, and work done with the layout before it is drawn.
 */
export interface StoreSlicing {
  layout?: (data: Data, state: StoreState) => Steps<Tree>
  scheduler?: SliceScheduler
  /** More steps run with each tree after its layout, before it is handed over (the chart's features: the overview ...). */
  prepare?: (tree: Tree) => Steps<void>
}

function* layoutThenPrepare(layout: Steps<Tree>, prepare: StoreSlicing['prepare']): Steps<Tree> {
  const tree = yield* layout
  if (prepare) {
    yield
    yield* prepare(tree)
  }
  return tree
}

/**
 * The state container a chart uses: its data, main person and layout settings, and the tree computed from them.
 * @since 0.8.0
 */
export function createStore(initialState: Partial<StoreState> & { data: Data }, slicing: StoreSlicing = {}): Store {
  const state: StoreState = {
    main_id: null,
    main_id_history: [],
    transition_time: DEFAULTS.storeTransitionTime,
    ...initialState,
  }
  // Data in the 0.9 shape (rels.parents) is kept as father / mother inside; data_shape says how to give it back.
  state.data_shape = initialState.data_shape ?? detectDataShape(state.data)
  // Entries that are not objects (null, numbers ...) are skipped here once, so nothing after has to step around them.
  state.data = toLegacyShape(personEntries(state.data))
  let onUpdate: ((props?: UpdateTreeProps) => void) | undefined
  // A big tree's layout in progress: the tree drawn so far stays until it is done (or until someone asks for the tree).
  let pending: SlicedJob<Tree> | null = null
  const inSlices = () => laidOutInSlices(state)

  // `state.tree` read by page code right after updateTree is the new tree, as when the layout ran at once: reading it
  // finishes a pending layout. Not enumerable, so spreading the state (the layout options) never does.
  let tree = state.tree
  Object.defineProperty(state, 'tree', {
    get() {
      pending?.flush()
      return tree
    },
    set(value: Tree | undefined) {
      tree = value
    },
    enumerable: false,
    configurable: true,
  })

  const getDatum = (id: string) => state.data.find((d) => d.id === id)
  const layoutOf = (options: StoreState) =>
    slicing.layout ? slicing.layout(state.data, options) : calculateTreeSteps(state.data, options)
  const store: Store = {
    state,
    updateTree(props) {
      pending?.cancel()
      pending = null
      const asked = state.main_id
      state.main_id = resolveMainId(state.data, state.main_id, state.main_id_history ?? [])
      // An id not in the data here was asked for (updateMainId, createStore's main_id): updateData already moved off
      // a deleted main person, which needs no warning.
      if (typeof asked === 'string' && asked && asked !== state.main_id) warnUnknownMain(asked, state.main_id)
      if (inSlices()) {
        const job = startSlicedJob(
          layoutThenPrepare(layoutOf({ ...state, main_id: state.main_id }), slicing.prepare),
          (tree) => {
            if (pending === job) pending = null
            state.tree = tree
            if (onUpdate) onUpdate(props)
          },
          { scheduler: slicing.scheduler },
        )
        pending = job
        return
      }
      state.tree = runSteps(layoutThenPrepare(layoutOf({ ...state, main_id: state.main_id }), slicing.prepare))
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
    isUpdating: () => !!pending && !pending.settled,
    setOnUpdate(f) {
      onUpdate = f
    },
    getMainDatum() {
      const d = getDatum(store.getMainId())
      if (!d) throw new Error('Main person not found')
      return d
    },
    getDatum,
    getTreeMainDatum() {
      const td = store.getTree()?.data.find((d) => d.main)
      if (!td) throw new Error('Main person not found in the tree')
      return td
    },
    getTreeDatum: (id) => store.getTree()?.data.find((d) => d.data.id === id),
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
