/**
 * The drop-in's edit tree, whose code (the EditTree class, its undo and redo, its form and modes) arrives on first
 * use: `chart.editTree()` asks for it and returns at once. Once the code is there (always, in the script-tag and
 * CommonJS builds) it returns the EditTree itself. Before, it returns a stand-in that takes every call in order and
 * hands them to the EditTree as it arrives, a moment later, so that a page that only draws does not carry the code.
 * Until then the stand-in answers what it can without the code: the settings as set, no add or remove-relative mode,
 * and the data for saving; `history`, `addRelativeInstance`, `removeRelativeInstance`, `modal` and the form's
 * container are undefined, and the undo and redo buttons appear with the code.
 */
import type { EditTree, EditTreeOptions } from './edit-tree'
import type { TreeDatum } from '../../layout/types'
import type { EditableChart } from './editable-chart'
import { editTreeDefaults, type EditTreeSettings } from './edit-tree-settings'
import { editTreePart } from './load-edit-tree'
import { savedData } from './saved-data'
import { savedCopy } from '../../edit/saved-copy'

/** The setters that only set a setting of the same meaning: the stand-in keeps it too, for code that reads it back. */
const SETTERS = {
  setFields: 'fields',
  setEditFirst: 'editFirst',
  setCanEdit: 'canEdit',
  setCanDelete: 'canDelete',
  setCanAdd: 'canAdd',
  setOnChange: 'onChange',
  setOnEdit: 'onEdit',
  setOnSubmit: 'onSubmit',
  setPostSubmit: 'postSubmit',
  setOnDelete: 'onDelete',
  setOnFormCreation: 'onFormCreation',
  setCreateFormEdit: 'createFormEdit',
  setCreateFormNew: 'createFormNew',
} as const satisfies Partial<Record<keyof EditTree, keyof EditTreeSettings>>

/** The other methods that return the edit tree, for chaining. */
const CHAINED = [
  'fixed',
  'absolute',
  'setFormCont',
  'setHeadingLevel',
  'setNoEdit',
  'setEdit',
  'setAddRelLabels',
  'setLinkExistingRelConfig',
  'setupModal',
  'addRelative',
] as const satisfies readonly (keyof EditTree)[]

/** The methods that return nothing: run when the code is there. */
const ACTIONS = [
  'open',
  'openWithoutRelCancel',
  'openFormWithId',
  'cardEditForm',
  'openForm',
  'closeForm',
  'updateHistory',
] as const satisfies readonly (keyof EditTree)[]

/** What the EditTree makes with its code: undefined until it is there. */
const MADE_BY_THE_CODE = [
  'history',
  'addRelativeInstance',
  'removeRelativeInstance',
  'modal',
  'formCont',
  'form_cont',
  'getFormContDefault',
  'createHistory',
  'setupAddRelative',
  'setupRemoveRelative',
] as const satisfies readonly (keyof EditTree)[]

/** Every public member of the EditTree the stand-in answers for (test/features/editing/edit-tree-on-first-use.test.ts). */
export const STAND_IN_MEMBERS: readonly string[] = [
  ...Object.keys(SETTERS),
  ...CHAINED,
  'setCardClickOpen',
  ...ACTIONS,
  ...MADE_BY_THE_CODE,
  ...Object.keys(editTreeDefaults()),
  'chart',
  'store',
  'cont',
  'isAddingRelative',
  'isRemovingRelative',
  'getStoreDataCopy',
  'getDataJson',
  'exportData',
  '_getStoreDataCopy',
  'destroy',
]

type Member = (tree: EditTree) => void
type Methods = Record<string, (...args: unknown[]) => unknown>
type Card = Parameters<EditTree['setCardClickOpen']>[0]

/**
 * The stand-in's fields: what the EditTree makes (undefined before it arrives) and the settings (as set before, handed
 * over in order with the calls), each the EditTree's own once it is there.
 */
function defineFields(
  standIn: Record<string, unknown>,
  settings: Record<string, unknown>,
  tree: () => EditTree | null,
  later: (use: Member) => void,
): void {
  const read = (name: string, before: () => unknown) => ({
    enumerable: true,
    get() {
      const arrived = tree()
      if (!arrived) return before()
      const value = (arrived as unknown as Record<string, unknown>)[name]
      return typeof value === 'function' ? value.bind(arrived) : value
    },
  })
  for (const name of MADE_BY_THE_CODE)
    Object.defineProperty(
      standIn,
      name,
      read(name, () => undefined),
    )
  for (const name of Object.keys(settings))
    Object.defineProperty(standIn, name, {
      ...read(name, () => settings[name]),
      set(value: unknown) {
        if (!tree()) settings[name] = value
        later((t) => ((t as unknown as Record<string, unknown>)[name] = value))
      },
    })
}

/**
 * Holds a card's clicks until the EditTree has wired the cards, then clicks again, so the form opens; `release` gives
 * the card its own click back (the stand-in destroyed before the EditTree arrived, as EditTree.destroy() leaves it).
 */
function holdCardClicks(card: Card, later: (use: Member) => void) {
  card.setOnCardClick((e: MouseEvent, d: TreeDatum) => later(() => card.onCardClick(e, d)))
  return { release: () => card.setOnCardClick((e: MouseEvent, d: TreeDatum) => card.onCardClickDefault(e, d)) }
}

/** The chart's edit tree: the EditTree when its code is there, else a stand-in until it arrives. */
export function editTreeOnFirstUse(chart: EditableChart, options: EditTreeOptions): EditTree {
  const loaded = editTreePart.ready()
  if (loaded) return new loaded.EditTree(chart, options)

  let tree: EditTree | null = null
  let waiting: Member[] = []
  let destroyed = false
  let heldCard: { release(): void } | null = null
  const settings: Record<string, unknown> = { ...editTreeDefaults() }
  const later = (use: Member) => {
    if (tree) use(tree)
    else if (!destroyed) waiting.push(use)
  }
  const call = (name: string, args: unknown[]) => later((t) => (t as unknown as Methods)[name](...args))

  const standIn: Record<string, unknown> = {
    chart,
    store: chart.store,
    cont: chart.cont,
    isAddingRelative: () => tree?.isAddingRelative() ?? false,
    isRemovingRelative: () => tree?.isRemovingRelative() ?? false,
    setCardClickOpen(card: Card) {
      if (!tree) heldCard = holdCardClicks(card, later)
      call('setCardClickOpen', [card])
      return standIn
    },
    destroy() {
      if (tree) tree.destroy()
      else heldCard?.release()
      destroyed = true
      waiting = []
    },
  }
  // Before the code there is no add-relative mode, so no placeholder to leave out of the data for saving.
  const early = savedData(chart.store, savedCopy)
  for (const name of Object.keys(early) as (keyof typeof early)[])
    standIn[name] = () => (tree ? tree[name]() : early[name]())
  for (const [name, setting] of Object.entries(SETTERS))
    standIn[name] = (value: unknown) => {
      if (!tree) settings[setting] = value
      call(name, [value])
      return standIn
    }
  for (const name of CHAINED)
    standIn[name] = (...args: unknown[]) => {
      call(name, args)
      return standIn
    }
  for (const name of ACTIONS) standIn[name] = (...args: unknown[]) => call(name, args)
  defineFields(standIn, settings, () => tree, later)

  editTreePart.run((part) => {
    if (destroyed) return
    tree = new part.EditTree(chart, options)
    const uses = waiting
    waiting = []
    for (const use of uses) use(tree)
  })
  return standIn as unknown as EditTree
}
