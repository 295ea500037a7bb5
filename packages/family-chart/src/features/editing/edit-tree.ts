/** EditTree: the person form, add/remove-relative modes, delete and undo/redo, on top of a chart. */
import type { Data, Datum } from '../../data/types'
import type { TreeDatum } from '../../layout/types'
import type { Store } from '../../store/types'
import type { CardHtml } from '../../cards/card-html'
import type { CardSvg } from '../../cards/card-svg'
import { personFormState } from './person-form-state'
import type { EditableChart } from './editable-chart'
import { renderForm } from './form/render-form'
import { createFormCreator } from './form/form-creator'
import { callUser } from '../../user-code'
import { editTreeDefaults, type CanAdd, type EditTreeSettings, type FormBuilder } from './edit-tree-settings'
import type { FieldInput } from './form/field-types'
import { headingLevel, type LinkExistingConfig } from './form/form-state'
import type { AddRelLabels } from '../../edit/add-relative'
import type { EditEvent } from './edit-events'
import type { FormCreator } from './form/form-creator'
import { placeholderFor } from '../../edit/placeholders'
import { removeRelation } from '../../edit/remove-relative'
import { cleanData } from '../../edit/clean-data'
import { createUndoRedo, type UndoRedo } from './undo-redo'
import { createFormBanner, type FormBanner } from './form-banner'
import { removalOptions } from './keep-children-modal'
import { createFormFocus, type FocusIntent } from './form-focus'
import { createFormPanel, type FormPanel } from './form-panel'
import { createSaveSteps, type Edit } from './save-steps'
import { removedRelationText } from './edit-announcements'
import { createChangeReporter } from './change-reporter'
import { createFormActions, type FormActionsHost } from './form-actions'
import { applyDataStep } from './data-steps'
import {
  addingPerson,
  nextMode,
  removingPerson,
  VIEW,
  type EditMode,
  type ModeAction,
  type ModeStep,
} from './edit-mode'
import { isPlaceholder, placeholderRelation } from '../../data/markers'
import { addRelativeControl, type AddRelativeControl } from './published/add-relative-control'
import { removeRelativeControl, type RemoveRelativeControl } from './published/remove-relative-control'
import { editTreeHistory, type EditTreeHistory } from './published/edit-tree-history'
import { createModal, type Modal } from './published/modal'
import { defaultFormCont, isFormCont, type FormCont } from './published/form-cont'
import { dropEmptyRelLists, withRelLists } from '../../data/data-shape'
import { markFormLocale, type FormLocale } from './form-locale'

export type { CanAdd, FormActions, FormBuilder } from './edit-tree-settings'
export type { FormCreator, FormCreatorField } from './form/form-creator'
export type { EditableChart } from './editable-chart'

/** The person of a tree node (older code passes tree nodes where a datum is meant), or the datum itself. */
function rawDatum(datum: Datum | TreeDatum): Datum {
  return 'x' in datum && (datum as TreeDatum).data && typeof (datum as TreeDatum).data.id === 'string'
    ? (datum as TreeDatum).data
    : (datum as Datum)
}

/**
 * The editing layer of a chart, made by {@link EditingMethods.editTree | chart.editTree()}: the person form, add and remove relatives, delete,
 * and undo / redo. Every setter returns the edit tree, so calls chain. See the Editing guide for a walk-through.
 * @groupDescription Compatibility
 * Kept so that code written for the published family-chart 0.8.0 and 0.9.0 runs unchanged; new code rarely needs them.
 * @since 0.8.0
 */
export class EditTree {
  // The settings, as data: the published edit tree's public fields, with their defaults from edit-tree-settings.ts.
  // Code written for 0.8 / 0.9 reads and writes them; the setters below are the way to change them. Declared only:
  // the constructor gives them their defaults, all at once.
  /** Whether the form is a fixed side panel (see fixed / absolute). @group Compatibility @since 0.8.0 */
  declare is_fixed: boolean
  /** The form's fields (see setFields). @group Compatibility @since 0.8.0 */
  declare fields: FieldInput[]
  /** Whether editing is off (see setNoEdit / setEdit). @group Compatibility @since 0.8.0 */
  declare no_edit: boolean
  /** Whether forms open in edit mode (see setEditFirst). @group Compatibility @since 0.8.0 */
  declare editFirst: boolean
  /** The placeholder cards' labels (see setAddRelLabels). @group Compatibility @since 0.8.0 */
  declare addRelLabels: AddRelLabels
  /** The link-existing select's texts, or null when it is off (see setLinkExistingRelConfig). @group Compatibility @since 0.8.0 */
  declare link_existing_rel_config: LinkExistingConfig | null
  /** See setCanEdit. @group Compatibility @since 0.8.0 */
  declare canEdit: ((d: Datum) => boolean) | undefined
  /** See setCanDelete. @group Compatibility @since 0.8.0 */
  declare canDelete: ((d: Datum) => boolean) | undefined
  /** See setCanAdd. @group Compatibility @since 0.8.0 */
  declare canAdd: ((d: Datum) => CanAdd) | undefined
  /** See setOnChange. @group Compatibility @since 0.8.0 */
  declare onChange: ((data?: Data) => void) | undefined
  /** See setOnEdit. @group Compatibility @since next */
  declare onEdit: ((event: EditEvent) => void) | undefined
  /** See setOnSubmit. @group Compatibility @since 0.8.0 */
  declare onSubmit: EditTreeSettings['onSubmit']
  /** See setPostSubmit. @group Compatibility @since 0.8.0 */
  declare postSubmit: EditTreeSettings['postSubmit']
  /** See setOnDelete. @group Compatibility @since 0.8.0 */
  declare onDelete: EditTreeSettings['onDelete']
  /** See setOnFormCreation. @group Compatibility @since 0.8.0 */
  declare onFormCreation: ((props: { cont: HTMLElement; form_creator: FormCreator }) => void) | undefined
  /** See setCreateFormEdit. @group Compatibility @since 0.8.0 */
  declare createFormEdit: FormBuilder | undefined
  /** See setCreateFormNew. @group Compatibility @since 0.8.0 */
  declare createFormNew: FormBuilder | undefined
  private heading_level = 2
  chart: EditableChart
  store: Store
  cont: HTMLElement
  /** Where the form is shown (see setFormCont). */
  private panel: FormPanel
  /** Undo/redo of the data; the history buttons follow every change, `reset()` included. */
  private undo: UndoRedo
  /**
   * Undo and redo: `back()`, `forward()`, `canBack()`, `canForward()`, `changed()` (records the data as a step), the
   * buttons (`controls`), and `update(data)`, `reset(data?)`, `length()`.
   * @group Compatibility
   * @since 0.8.0
   */
  history: EditTreeHistory
  /** Add-relative mode, as the published edit tree exposed it: `is_active`, `datum`, `activate(d)`, `onCancel()`. @group Compatibility @since 0.8.0 */
  addRelativeInstance: AddRelativeControl = this.setupAddRelative()
  /** Remove-relation mode, as the published edit tree exposed it: `is_active`, `datum`, `activate(d)`, `onCancel()`. @group Compatibility @since 0.8.0 */
  removeRelativeInstance: RemoveRelativeControl = this.setupRemoveRelative()
  private formContHost: FormCont | null = null
  private compatModal: Modal | null = null
  /** Viewing, adding relatives to someone, or removing one of someone's relations (see edit-mode.ts). */
  private mode: EditMode = VIEW
  /** Whose form is open, and whether it is in edit mode. */
  private current: { id: string; editable: boolean } | null = null
  private changes = createChangeReporter(
    () => this.getStoreDataCopy(),
    () => this,
  )
  private banner: FormBanner = createFormBanner(
    () => this.form_cont,
    (text) => this.chart.announce?.(text),
  )
  private focus: ReturnType<typeof createFormFocus>
  private wiredCard: CardHtml | CardSvg | null = null
  private saving: ReturnType<typeof createSaveSteps>
  /** What the form's actions (form-actions.ts) do on this edit tree. */
  private formActions: FormActionsHost = {
    store: () => this.store,
    current: () => this.current,
    adding: () => this.adding,
    removing: () => this.removing,
    canEditPerson: (d) => this.canEditPerson(d),
    closeForm: () => this.closeForm(),
    refreshForm: (keepEditable, focus) => this.refreshForm(keepEditable, focus),
    openForm: (d) => this.cardEditForm(d),
    startAddRelative: (d) => this.startAddRelative(d),
    cancelAddRelative: (focus) => this.cancelAddRelative(focus),
    startRemoving: (id) => this.startRemoving(id),
    cancelRemoving: () => this.dispatch({ type: 'cancelRemoving' }),
    submit: (datum, read, event) => this.saving.submit(datum, read, event),
    remove: (datum) => this.saving.remove(datum),
    setData: (data) => this.setData(data),
    otherParentLabel: () => this.addRelLabels?.parent,
  }

  /** The chart's locale, for the language and direction of the form (its words come through the store's `say`). */
  private localeOf: () => FormLocale | null
  /**
   * Use `chart.editTree()`, which makes the chart's edit tree.
   * @param options - `locale`: the chart's locale as it changes (the editing feature reads it from the chart).
   */
  constructor(chart: EditableChart, options: { locale?: () => FormLocale | null } = {}) {
    // Checked against the settings here rather than by `implements`, which the reference would name: the compiler
    // still sees that the class declares every setting.
    Object.assign(this satisfies EditTreeSettings, editTreeDefaults())
    this.localeOf = options.locale ?? (() => null)
    this.chart = chart
    this.store = chart.store
    this.cont = chart.cont
    this.panel = createFormPanel(this.cont, () => this.closeForm())
    this.saving = createSaveSteps({
      store: this.store,
      isFixed: () => this.is_fixed,
      adding: () => this.adding,
      savedGender: (personId, gender) => this.dispatch({ type: 'savedGender', personId, gender }),
      cancelAddRelative: () => this.cancelAddRelative(),
      showPerson: (id) => this.showPerson(id),
      closeForm: () => this.closeForm(),
      recordChange: (edit) => this.recordChange(edit),
      announce: (text) => this.banner.show(text),
      callbacks: () => this,
    })
    this.focus = createFormFocus(this.cont, () => this.form_cont)
    this.undo = createUndoRedo({
      store: this.store,
      nav: chart.dom.nav,
      beforeStep: () => {
        this.mode = nextMode(this.mode, { type: 'reset' }).mode
      },
      afterStep: (direction) => {
        this.changes.report({ source: direction === 'back' ? 'undo' : 'redo' })
        if (this.current) this.refreshForm(false)
      },
    })
    this.history = this.createHistory()
  }

  // ---- form placement -------------------------------------------------------------------------------------
  /** The element holding the form. @group Form setup @since 0.8.0 */
  get form_cont(): HTMLElement {
    return this.panel.el
  }
  /** Places the form in a fixed side panel (default). @group Form setup @since 0.8.0 */
  fixed(): this {
    this.is_fixed = true
    this.panel.setFixed(true)
    return this
  }
  /** Floats the form over the chart. @group Form setup @since 0.8.0 */
  absolute(): this {
    this.is_fixed = false
    this.panel.setFixed(false)
    return this
  }
  /**
   * Renders the form into your own element instead, or hands it to your own container: an object
   * `{ el?, populate(form), open(), close() }` (see {@link EditTree.formCont | formCont}), which gets an element
   * holding the form, as in 0.8 / 0.9, and shows and hides it itself.
   * @group Form setup
   * @since 0.8.0
   */
  setFormCont(formCont: HTMLElement | FormCont): this {
    this.formContHost = isFormCont(formCont) ? formCont : null
    this.chart.setOccludingPanel?.(null)
    this.panel.replace(formCont)
    return this
  }
  /** Card clicks open the form (and select the person), or act for the add / remove-relative modes. @group Form setup @since 0.8.0 */
  setCardClickOpen(card: CardHtml | CardSvg): this {
    this.wiredCard = card
    card.setOnCardClick((e: MouseEvent, d: TreeDatum) => {
      if (d.is_private && this.mode.kind === 'view') {
        this.closeForm()
        card.onCardClickDefault(e, d)
        return
      }
      // The card's own default (make main, redraw) stays the way a click makes someone main, as in 0.8 / 0.9.
      this.openPerson(d.data, () => card.onCardClickDefault(e, d))
    })
    return this
  }

  // ---- settings ---------------------------------------------------------------------------------------------
  /** Level of the form title's heading, 1 to 6 (default 2: it fits under the page's h1). @group Form setup @since next */
  setHeadingLevel(level: number): this {
    this.heading_level = headingLevel(level)
    this.refreshForm()
    return this
  }
  /** The fields of the form: names, or `{ type, id, label, options, placeholder }` objects. @group Form setup @since 0.8.0 */
  setFields(fields: FieldInput[]): this {
    this.fields = fields
    return this
  }
  /** True: a card click opens the form in edit mode, and it stays in edit mode after Submit; false: the read-only view first. @group Form setup @since 0.8.0 */
  setEditFirst(editFirst: boolean): this {
    this.editFirst = editFirst
    return this
  }
  /** View only: no edit toggle, no add or remove relative. @group Form setup @since 0.8.0 */
  setNoEdit(): this {
    this.no_edit = true
    this.refreshForm(false)
    return this
  }
  /** Editing allowed again. @group Form setup @since 0.8.0 */
  setEdit(): this {
    this.no_edit = false
    this.refreshForm()
    return this
  }
  /** Per-person edit permission: false keeps that person's form read-only. @group Permissions @since 0.8.0 */
  setCanEdit(fn: (d: Datum) => boolean): this {
    this.canEdit = fn
    return this
  }
  /** Per-person delete permission: false disables the Delete button. @group Permissions @since 0.8.0 */
  setCanDelete(fn: (d: Datum) => boolean): this {
    this.canDelete = fn
    return this
  }
  /** Which relatives may be added to a person: `{ parent, spouse, child }`. @group Permissions @since 0.8.0 */
  setCanAdd(fn: (d: Datum) => CanAdd): this {
    this.canAdd = fn
    return this
  }
  /**
   * Called after every change the edit tree makes to the data (a save, an added, linked or deleted person, a removed
   * relation, undo and redo), once the tree is redrawn. It also receives the saved data (what getStoreDataCopy()
   * returns), which 0.8 / 0.9 do not pass. An exception it throws is reported on the console; the change stays.
   * @group Callbacks
   * @since 0.8.0
   */
  setOnChange(fn: (data?: Data) => void): this {
    this.onChange = fn
    return this
  }
  /**
   * Our addition: a typed event after each edit, undo and redo, with the records it changed (`before` and `after`),
   * for saving edits one by one to a backend. Runs after the onChange callback.
   * @example
   * ```js
   * f3EditTree.setOnEdit(async (e) => {
   *   await fetch('/api/people', { method: 'PATCH', body: JSON.stringify({ upsert: e.after, remove: e.people.filter((id) => !e.after.some((d) => d.id === id)) }) })
   * })
   * ```
   * @group Callbacks
   * @since next
   */
  setOnEdit(fn: (event: EditEvent) => void): this {
    this.onEdit = fn
    this.startEditLog()
    return this
  }
  /**
   * Takes over the form's submit: `fn(e, datum, applyChanges, postSubmit)`, where `e` is the submit event of the
   * form (read it with `new FormData(e.target)`: the inputs are named by field id, the gender radios `gender`),
   * `datum` the person as they were, `applyChanges()` writes the form's values into the data (as they are when it is
   * called) and `postSubmit()` finishes as a plain submit does: setPostSubmit's callback, the form, the redraw, the
   * undo step and setOnChange's callback. Call both, in that order, after your checks (they may come later, after a
   * server answered); call neither to drop the submit. The form already prevents the page from navigating.
   * @example
   * ```js
   * f3EditTree.setOnSubmit(async (e, datum, applyChanges, postSubmit) => {
   *   e.preventDefault()
   *   const values = Object.fromEntries(new FormData(e.target))
   *   if (!values['first name']) return alert('A first name, please')
   *   await saveToServer(datum.id, values)
   *   applyChanges()
   *   postSubmit()
   * })
   * ```
   * @group Callbacks
   * @since 0.8.0
   */
  setOnSubmit(fn: EditTreeSettings['onSubmit']): this {
    this.onSubmit = fn
    return this
  }
  /**
   * Runs after each saved form, with the person as saved and the whole data (`store.getData()`, which holds the
   * placeholders while relatives are being added): `fn(datum, data)`. It runs before the tree is redrawn and before
   * setOnChange's callback, as in 0.8 / 0.9; deleting a person does not call it. For a person linked in place of a
   * new relative, `datum` is the linked person.
   * @example
   * ```js
   * f3EditTree.setPostSubmit((datum, data) => console.log('saved', datum.id, data.length))
   * ```
   * @group Callbacks
   * @since 0.8.0
   */
  setPostSubmit(fn: EditTreeSettings['postSubmit']): this {
    this.postSubmit = fn
    return this
  }
  /**
   * Takes over Delete: `fn(datum, deletePerson, postSubmit)`; `deletePerson()` deletes the person, redraws and shows
   * the main person's form, `postSubmit()` records the undo step and calls setOnChange's callback. Call neither to
   * keep the person.
   * @group Callbacks
   * @since 0.8.0
   */
  setOnDelete(fn: EditTreeSettings['onDelete']): this {
    this.onDelete = fn
    return this
  }
  /**
   * Runs each time the built-in form is built (opened, switched to edit mode, cancelled ...), with one object:
   * `cont`, the element holding the form, and `form_creator`, the description it was built from (see
   * {@link FormCreator}). Adjust the markup there. Not called for forms of your own (setCreateFormEdit / New).
   * @example
   * ```js
   * f3EditTree.setOnFormCreation(({ cont, form_creator }) => {
   *   if (form_creator.editable) cont.querySelector('form').append(myHelpText(form_creator.datum_id))
   * })
   * ```
   * @group Form setup
   * @since 0.8.0
   */
  setOnFormCreation(fn: EditTreeSettings['onFormCreation']): this {
    this.onFormCreation = fn
    return this
  }
  /**
   * Your own form for existing people: `fn(form_creator, actions) => HTMLElement`. `form_creator` describes the form
   * and carries the 0.8 / 0.9 functions (`onSubmit(e)`, `onCancel()`, `onDelete()`, `addRelative()` ...); `actions`
   * closes the form when called (the `closeCallback` of 0.8 / 0.9) and holds our actions as properties.
   * @group Form setup
   * @since 0.8.0
   */
  setCreateFormEdit(fn: FormBuilder): this {
    this.createFormEdit = fn
    return this
  }
  /** Your own form for new relatives, as {@link EditTree.setCreateFormEdit}. @group Form setup @since 0.8.0 */
  setCreateFormNew(fn: FormBuilder): this {
    this.createFormNew = fn
    return this
  }
  /** Labels of the placeholder cards (Add Father, Add Mother, Add Spouse, Add Son, Add Daughter). @group Relatives @since 0.8.0 */
  setAddRelLabels(labels: Partial<AddRelLabels>): this {
    this.addRelLabels = { ...this.addRelLabels, ...labels }
    return this
  }
  /** Turns on the link-existing-profile select in new-relative forms, with its title, placeholder and option labels. @group Relatives @since 0.8.0 */
  setLinkExistingRelConfig(config: LinkExistingConfig): this {
    this.link_existing_rel_config = { ...config }
    return this
  }
  /** Kept for compatibility: the modal is created when it is needed. @group Form setup @since 0.8.0 */
  setupModal(): this {
    return this
  }

  // ---- state ----------------------------------------------------------------------------------------------
  /** True while add-relative mode is on. @group Relatives @since 0.8.0 */
  isAddingRelative(): boolean {
    return this.mode.kind === 'adding'
  }
  /** True while remove-relation mode is on. @group Relatives @since 0.8.0 */
  isRemovingRelative(): boolean {
    return this.mode.kind === 'removing'
  }
  /** A copy of the data for saving: placeholders and temporary flags removed. @group Data @since 0.8.0 */
  getStoreDataCopy(): Data {
    return cleanData(this.store.getData(), this.store.state.data_shape)
  }
  /** getStoreDataCopy() as pretty-printed JSON. @group Data @since 0.8.0 */
  getDataJson(): string {
    return JSON.stringify(this.getStoreDataCopy(), null, 2)
  }
  /**
   * The data for saving as the published 0.9.0 gives it: {@link EditTree.getStoreDataCopy | getStoreDataCopy()} in the
   * shape the data came in (0.8's father / mother or 0.9's parents, see `store.state.legacy_format`), without empty
   * relation lists.
   * @group Data
   * @since 0.9.0
   */
  exportData(): Data {
    return dropEmptyRelLists(this.getStoreDataCopy())
  }
  /**
   * The data as the published 0.9.0 holds it inside its store, which code from its docs and examples reads: a deep
   * copy without placeholders (as {@link EditTree.getStoreDataCopy | getStoreDataCopy()}), every person in the 0.9
   * shape with `rels.parents`, `rels.spouses` and `rels.children` lists, empty ones included, whatever shape the data
   * came in. For saving, {@link EditTree.exportData | exportData()} gives the shape the data came in.
   * @group Compatibility
   * @since 0.9.0
   */
  _getStoreDataCopy(): Data {
    return withRelLists(cleanData(this.store.getData(), '0.9'))
  }
  /** Records the current data (without placeholders) as a history step and calls the change callback. @group Data @since 0.8.0 */
  updateHistory(): void {
    this.undo.record()
    this.changes.report(null)
  }

  // ---- opening and closing the form ------------------------------------------------------------------------
  /** Opens the form for a person; during add or remove-relative mode the click acts for that mode instead. @group Opening the form @since 0.8.0 */
  open(datum: Datum | TreeDatum): void {
    this.openPerson(datum, null)
  }
  /** Opens the form without cancelling add or remove-relative mode. @group Opening the form @since 0.8.0 */
  openWithoutRelCancel(datum: Datum | TreeDatum): void {
    const d = this.resolve(datum)
    if (d) this.cardEditForm(d)
  }
  /** open() by person id. @group Opening the form @since 0.8.0 */
  openFormWithId(id: string): void {
    const d = this.store.getDatum(id)
    if (d) this.open(d)
  }
  /** Builds and shows the form of a person. @group Opening the form @since 0.8.0 */
  cardEditForm(datum: Datum): void {
    this.current = { id: datum.id, editable: isPlaceholder(datum) ? true : this.editFirst && this.canEditPerson(datum) }
    this.refreshForm(true, 'first')
  }
  /** Shows the form container. @group Opening the form @since 0.8.0 */
  openForm(): void {
    this.panel.open()
    this.chart.setOccludingPanel?.(
      this.is_fixed && this.form_cont.classList.contains('f3-form-fixed') ? this.form_cont : null,
    )
  }
  /** Hides and empties the form; keyboard focus goes back to the person's card. @group Opening the form @since 0.8.0 */
  closeForm(): void {
    const was = this.current?.id
    this.focus.capture()
    this.current = null
    this.panel.hide()
    this.chart.setOccludingPanel?.(null)
    if (was) this.focus.returnToCard(isPlaceholder(this.store.getDatum(was)) ? (this.adding ?? was) : was)
  }

  /** Turns add-relative mode on for a person (default: the main person), or off when it is on. @group Relatives @since 0.8.0 */
  addRelative(datum?: Datum | TreeDatum): this {
    const d = datum ? this.resolve(datum) : this.store.getMainDatum()
    if (!d) return this
    if (this.isAddingRelative()) this.cancelAddRelative()
    else this.startAddRelative(d)
    return this
  }

  /** Removes everything this edit tree added: form, history buttons, card click wiring, placeholders. @group Lifecycle @since 0.8.0 */
  destroy(): void {
    if (this.isAddingRelative()) this.cancelAddRelative()
    this.mode = VIEW
    this.banner.destroy()
    this.focus.destroy()
    this.undo.destroy()
    this.panel.hide()
    this.panel.destroy()
    this.chart.setOccludingPanel?.(null)
    if (this.wiredCard) {
      const card = this.wiredCard
      card.setOnCardClick((e: MouseEvent, d: TreeDatum) => card.onCardClickDefault(e, d))
    }
    this.wiredCard = null
  }

  // ---- names of the published edit tree (src/compat) --------------------------------------------------------
  /** Where the form goes: `{ el, populate(form), open(), close() }`, the default one or that given to setFormCont. @group Compatibility @since 0.8.0 */
  get formCont(): FormCont {
    return this.formContHost ?? this.getFormContDefault()
  }
  /** The default form container, the edit tree's own element, as `{ el, populate, open, close }`. @group Compatibility @since 0.8.0 */
  getFormContDefault(): FormCont {
    return defaultFormCont(
      this.form_cont,
      () => this.openForm(),
      () => this.closeForm(),
    )
  }
  /** A dialog over the chart for your messages and yes / no questions: `activate(content, { boolean, onAccept, onCancel })`, `close()`. @group Compatibility @since 0.8.0 */
  get modal(): Modal {
    return (this.compatModal ??= createModal(this.cont, () => this.store.state.say))
  }
  /** The edit tree's undo and redo as {@link EditTree.history | history} holds them. @group Compatibility @since 0.8.0 */
  createHistory(): EditTreeHistory {
    return editTreeHistory({
      snapshots: this.undo.snapshots,
      step: (way) => this.undo.step(way),
      record: () => this.undo.record(),
      buttons: () => this.undo.controls,
    })
  }
  /** Add-relative mode seen from outside, as {@link EditTree.addRelativeInstance | addRelativeInstance} holds it. @group Compatibility @since 0.8.0 */
  setupAddRelative(): AddRelativeControl {
    return addRelativeControl(this, {
      personId: () => this.adding,
      start: (d) => this.startAddRelative(d),
      cancel: () => this.cancelAddRelative(),
      leaveOther: () => this.dispatch({ type: 'cancelRemoving' }),
    })
  }
  /** Remove-relation mode seen from outside, as {@link EditTree.removeRelativeInstance | removeRelativeInstance} holds it. @group Compatibility @since 0.8.0 */
  setupRemoveRelative(): RemoveRelativeControl {
    return removeRelativeControl(this, {
      personId: () => this.removing,
      start: (d) => this.startRemoving(d.id),
      cancel: () => {
        this.dispatch({ type: 'cancelRemoving' })
        this.refreshForm()
      },
      remove: (relId) => (this.removing ? this.removeRelationTo(this.removing, relId) : Promise.resolve()),
      leaveOther: () => this.cancelAddRelative(),
    })
  }

  // ---- internals -------------------------------------------------------------------------------------------
  private resolve(datum: Datum | TreeDatum): Datum | undefined {
    return this.store.getDatum(rawDatum(datum).id)
  }
  private get adding(): string | null {
    return addingPerson(this.mode)
  }
  private get removing(): string | null {
    return removingPerson(this.mode)
  }

  /**
   * A card click (`makeMain` then says how the card makes someone main) or `open()` from page code: the mode decides
   * whether this opens the person's form, ends a mode, makes them main or removes a relation (edit-mode.ts).
   */
  private openPerson(datum: Datum | TreeDatum, makeMain: (() => void) | null): void {
    const raw = rawDatum(datum)
    if (!this.store.getDatum(raw.id) && isPlaceholder(raw)) return this.openEmptyCard(raw)
    const d = this.resolve(datum)
    if (!d) return
    this.dispatch({ type: 'open', personId: d.id, placeholder: isPlaceholder(d), byClick: makeMain !== null }, makeMain)
  }

  /** Moves to the next mode and carries out its steps: data first, then the form, then one redraw. */
  private dispatch(action: ModeAction, makeMain: (() => void) | null = null): void {
    const { mode, steps } = nextMode(this.mode, action)
    this.mode = mode
    // A plain click (no mode left) makes the person main the card's own way, which also redraws.
    const byCard = makeMain !== null && steps.every((step) => step.kind === 'openForm' || step.kind === 'makeMain')
    let redraw = false
    for (const step of steps) if (!(byCard && step.kind === 'makeMain')) redraw = this.runDataStep(step) || redraw
    // The form opens before the redraw, so the camera already leaves room for it.
    for (const step of steps) if (step.kind === 'openForm') this.openFormOf(step.personId)
    if (byCard && steps.some((step) => step.kind === 'makeMain')) makeMain!()
    else if (redraw) this.store.updateTree({})
    for (const step of steps)
      if (step.kind === 'removeRelation') void this.removeRelationTo(step.personId, step.relativeId)
  }

  /** Applies a step that changes the data or the main person (not redrawn yet); true when it did. */
  private runDataStep(step: ModeStep): boolean {
    const changed = applyDataStep(this.store, step, { labels: this.addRelLabels, canAdd: this.canAdd })
    // The form of a placeholder that went goes back to the person relatives were added to.
    if (step.kind === 'dropPlaceholders' && this.current && !this.store.getDatum(this.current.id))
      this.current = { id: step.personId, editable: false }
    return changed
  }

  private openFormOf(id: string): void {
    const d = this.store.getDatum(id)
    if (d) this.cardEditForm(d)
  }

  /** The layout's empty card for an unknown parent: add that relative through add-relative mode. */
  private openEmptyCard(empty: Datum): void {
    const { rel_type, rel_id } = placeholderRelation(empty)!
    const person = this.store.getDatum(rel_id)
    if (!person || this.no_edit || !this.canEditPerson(person)) return
    if (this.adding !== rel_id) {
      if (this.adding) this.cancelAddRelative()
      this.startAddRelative(person)
    }
    const placeholder = placeholderFor(this.store.getData(), rel_id, rel_type)
    if (placeholder) this.cardEditForm(placeholder)
  }

  private canEditPerson(d: Datum): boolean {
    return !this.no_edit && (this.canEdit ? !!this.canEdit(d) : true)
  }

  /** Replaces the data and redraws; an `edit` is recorded as a history step and reported to the callbacks. */
  private setData(data: Data, edit?: Edit): void {
    this.store.updateData(data)
    this.store.updateTree({})
    if (edit) this.recordChange(edit)
  }

  /** Starts keeping the saved data an onEdit listener's events are measured from. */
  private startEditLog(): void {
    this.changes.start()
  }

  /** Rebuilds the form of the current person; `focus` says where keyboard focus goes (when it was in the chart). */
  private refreshForm(keepEditable = true, focus: FocusIntent = 'keep'): void {
    if (!this.current) return
    const datum = this.store.getDatum(this.current.id)
    if (!datum) return this.closeForm()
    if (!keepEditable || !this.canEditPerson(datum)) this.current.editable = isPlaceholder(datum)
    const state = personFormState(
      datum,
      this.store.getData(),
      this.store.state.sortSpousesFunction,
      {
        fields: this.fields,
        editable: this.current.editable,
        no_edit: !this.canEditPerson(datum),
        can_delete: this.canDelete ? !!this.canDelete(datum) : true,
        add_relative_active: this.adding === datum.id,
        remove_relative_active: this.removing === datum.id,
        link_config: this.link_existing_rel_config ?? undefined,
        heading_level: this.heading_level,
        say: this.store.state.say,
      },
      this.store.state.sort_spouses_by_marriage_date ? this.store.state.marriage_order : undefined,
    )
    const callbacks = createFormActions(this.formActions, datum)
    const form_creator = createFormCreator(state, callbacks)
    const builder = isPlaceholder(datum) ? this.createFormNew : this.createFormEdit
    this.focus.capture()
    const form = builder
      ? callUser(builder === this.createFormNew ? 'setCreateFormNew' : 'setCreateFormEdit', builder, this, [
          { ...form_creator, onFormCreation: this.onFormCreation },
          Object.assign(() => this.closeForm(), callbacks),
        ])
      : renderForm(state, callbacks)
    if (!form) return this.closeForm()
    markFormLocale(form, this.localeOf())
    this.panel.fill(form)
    // The id 0.8 / 0.9 give the form, unless another form of the page (another chart's) has it.
    if (!builder && !form.ownerDocument.getElementById('familyForm')) form.id = 'familyForm'
    this.openForm()
    this.focus.restore(focus)
    if (!builder) callUser('setOnFormCreation', this.onFormCreation, this, [{ cont: this.form_cont, form_creator }])
  }

  private startAddRelative(d: Datum): void {
    if (isPlaceholder(d)) return
    this.dispatch({ type: 'startAdding', personId: d.id, gender: d.data.gender })
    if (this.current?.id === d.id) this.refreshForm()
  }

  /** Leaves add-relative mode: placeholders go, and the form goes back to the person relatives were added to. */
  private cancelAddRelative(focus: FocusIntent = 'keep'): void {
    if (!this.isAddingRelative()) return
    this.dispatch({ type: 'cancelAdding' })
    if (this.current) this.refreshForm(true, focus)
  }

  private startRemoving(id: string): void {
    this.dispatch({ type: 'startRemoving', personId: id })
    this.refreshForm()
  }

  /** The form of a person after a save or delete: in edit mode again when Edit First is on. */
  private showPerson(id: string): void {
    const d = this.store.getDatum(id)
    this.current = d ? { id, editable: !isPlaceholder(d) && this.editFirst && this.canEditPerson(d) } : null
    if (this.current) this.refreshForm(true, 'title')
    else this.closeForm()
  }

  /** An undo step for the data as it is now, and the change callbacks. */
  private recordChange(edit: Edit): void {
    this.undo.record()
    this.changes.report({ ...edit, source: 'edit' })
  }

  private async removeRelationTo(personId: string, relId: string): Promise<void> {
    // Asking who keeps shared children waits for the user; anything else is removed at once.
    const ask = removalOptions(this.cont, this.store.getData(), personId, relId, this.store.state.say)
    const options = ask instanceof Promise ? await ask : ask
    if (!options || this.removing !== personId) return
    this.dispatch({ type: 'reset' })
    const message = removedRelationText(this.store.getDatum(personId), this.store.getDatum(relId), this.store.state.say)
    this.setData(
      removeRelation(this.store.getData(), personId, relId, options.keepChildrenWith ? options : undefined),
      { type: 'unlink', person: personId },
    )
    this.refreshForm()
    this.banner.show(message)
  }
}
