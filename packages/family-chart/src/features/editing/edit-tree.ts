/**
 * EditTree: the person form, add/remove-relative modes, delete and undo/redo, on top of a chart. What it needs before
 * anyone opens a form (its settings, the form's panel, undo and redo) is here; the modes, the form and saving are its
 * session (edit-session.ts), loaded on first use and ahead in idle time, so a page that only draws does not carry them.
 */
import type { Data, Datum } from '../../data/types'
import type { TreeDatum } from '../../layout/types'
import type { Store } from '../../store/types'
import type { CardHtml } from '../../cards/card-html'
import type { CardSvg } from '../../cards/card-svg'
import type { EditableChart } from './editable-chart'
import { cleanData } from '../../edit/clean-data'
import { createUndoRedo, type UndoRedo } from './undo-redo'
import { createFormBanner, type FormBanner } from './form-banner'
import { createFormFocus, type FormFocus } from './form-focus'
import { createFormPanel, type FormPanel } from './form-panel'
import type { Edit } from './save-steps'
import { createChangeReporter } from './change-reporter'
import { isPlaceholder } from '../../data/markers'
import { addRelativeControl, type AddRelativeControl } from './published/add-relative-control'
import { removeRelativeControl, type RemoveRelativeControl } from './published/remove-relative-control'
import { editTreeHistory, type EditTreeHistory } from './published/edit-tree-history'
import { createModal, type Modal } from './published/modal'
import { defaultFormCont, isFormCont, type FormCont } from './published/form-cont'
import { savedData, type SavedData } from './saved-data'
import type { FormLocale } from './form-locale'
import { editTreeDefaults, type CanAdd, type EditTreeSettings, type FormBuilder } from './edit-tree-settings'
import type { FieldInput } from './form/field-types'
import type { LinkExistingConfig } from './form/form-state'
import type { AddRelLabels } from '../../edit/add-rel-labels'
import type { EditEvent } from './edit-events'
import type { FormCreator } from './form/form-creator'
import type { EditSession, SessionHost } from './edit-session'
import { editSessionPart } from './load-session'
import { idleScheduler } from '../../schedule/idle-scheduler'

export type { CanAdd, FormActions, FormBuilder } from './edit-tree-settings'
export type { FormCreator, FormCreatorField } from './form/form-creator'
export type { EditableChart } from './editable-chart'

/** How a chart makes its edit tree: `locale`, the chart's locale as it changes (the editing feature reads it). */
export interface EditTreeOptions {
  locale?: () => FormLocale | null
}

/**
 * The editing layer of a chart, made by {@link EditingMethods.editTree | chart.editTree()}: the person form, add and remove relatives, delete,
 * and undo / redo. Every setter returns the edit tree, so calls chain. See the Editing guide for a walk-through.
 * Where the library is loaded as modules, the form's code arrives in idle time after `editTree()`; an `open()` before
 * that shows the form as soon as it has arrived (the script-tag build has it at once). Through the `family-chart`
 * entry as modules, the edit tree's own code arrives on first use as well: the first `editTree()` returns at once a
 * stand-in that takes every call in order and answers the settings, `isAddingRelative()` and the data for saving;
 * `history`, `modal`, `addRelativeInstance`, `removeRelativeInstance`, the form's container and the undo and redo
 * buttons come a moment later, with the code. `family-chart/editing`, the script-tag and the CommonJS builds make the
 * EditTree at once.
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

  /** The form title's heading level as set (the form clamps it to 1 to 6). */
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
  /** The modes, the open form and saving: made when the first form or mode is asked for (see edit-session.ts). */
  private session: EditSession | null = null
  private destroyed = false
  private saved: SavedData
  private changes = createChangeReporter(
    () => this.getStoreDataCopy(),
    () => this,
  )
  private banner: FormBanner = createFormBanner(
    () => this.form_cont,
    (text) => this.chart.announce?.(text),
  )
  private focus: FormFocus
  private wiredCard: CardHtml | CardSvg | null = null
  /** The chart's locale, for the language and direction of the form (its words come through the store's `say`). */
  private localeOf: () => FormLocale | null

  /**
   * Use `chart.editTree()`, which makes the chart's edit tree.
   * @param options - `locale`: the chart's locale as it changes (the editing feature reads it from the chart).
   */
  constructor(chart: EditableChart, options: EditTreeOptions = {}) {
    // Checked against the settings here rather than by `implements`, which the reference would name: the compiler
    // still sees that the class declares every setting.
    Object.assign(this satisfies EditTreeSettings, editTreeDefaults())
    this.localeOf = options.locale ?? (() => null)
    this.chart = chart
    this.store = chart.store
    this.cont = chart.cont
    this.saved = savedData(this.store, cleanData)
    this.panel = createFormPanel(this.cont, () => this.closeForm())
    this.focus = createFormFocus(this.cont, () => this.form_cont)
    this.undo = createUndoRedo({
      store: this.store,
      nav: chart.dom.nav,
      beforeStep: () => this.session?.dispatch({ type: 'reset' }),
      afterStep: (direction) => {
        this.changes.report({ source: direction === 'back' ? 'undo' : 'redo' })
        this.session?.refreshForm(false)
      },
    })
    this.history = this.createHistory()
    // Ahead of the first open(), so that in practice it finds the form's code there and shows the form at once.
    idleScheduler().schedule(() => editSessionPart.load().catch(() => {}))
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
      if (d.is_private && (this.session?.mode.kind ?? 'view') === 'view') {
        this.closeForm()
        card.onCardClickDefault(e, d)
        return
      }
      // The card's own default (make main, redraw) stays the way a click makes someone main, as in 0.8 / 0.9.
      this.withSession((session) => session.openPerson(d.data, () => card.onCardClickDefault(e, d)))
    })
    return this
  }

  // ---- settings ---------------------------------------------------------------------------------------------
  /** Level of the form title's heading, 1 to 6 (default 2: it fits under the page's h1). @group Form setup @since next */
  setHeadingLevel(level: number): this {
    this.heading_level = level
    this.refreshForm(true)
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
    this.refreshForm(true)
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
    return this.session?.mode.kind === 'adding'
  }
  /** True while remove-relation mode is on. @group Relatives @since 0.8.0 */
  isRemovingRelative(): boolean {
    return this.session?.mode.kind === 'removing'
  }
  /** A copy of the data for saving: placeholders and temporary flags removed. @group Data @since 0.8.0 */
  getStoreDataCopy(): Data {
    return this.saved.getStoreDataCopy()
  }
  /** getStoreDataCopy() as pretty-printed JSON. @group Data @since 0.8.0 */
  getDataJson(): string {
    return this.saved.getDataJson()
  }
  /**
   * The data for saving as the published 0.9.0 gives it: {@link EditTree.getStoreDataCopy | getStoreDataCopy()} in the
   * shape the data came in (0.8's father / mother or 0.9's parents, see `store.state.legacy_format`), without empty
   * relation lists.
   * @group Data
   * @since 0.9.0
   */
  exportData(): Data {
    return this.saved.exportData()
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
    return this.saved._getStoreDataCopy()
  }
  /** Records the current data (without placeholders) as a history step and calls the change callback. @group Data @since 0.8.0 */
  updateHistory(): void {
    this.undo.record()
    this.changes.report(null)
  }

  // ---- opening and closing the form ------------------------------------------------------------------------
  /** Opens the form for a person; during add or remove-relative mode the click acts for that mode instead. @group Opening the form @since 0.8.0 */
  open(datum: Datum | TreeDatum): void {
    this.withSession((session) => session.openPerson(datum, null))
  }
  /** Opens the form without cancelling add or remove-relative mode. @group Opening the form @since 0.8.0 */
  openWithoutRelCancel(datum: Datum | TreeDatum): void {
    this.withSession((session) => session.openWithoutRelCancel(datum))
  }
  /** open() by person id. @group Opening the form @since 0.8.0 */
  openFormWithId(id: string): void {
    const d = this.store.getDatum(id)
    if (d) this.open(d)
  }
  /** Builds and shows the form of a person. @group Opening the form @since 0.8.0 */
  cardEditForm(datum: Datum): void {
    this.withSession((session) => session.cardEditForm(datum))
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
    const was = this.session?.current?.id
    this.focus.capture()
    if (this.session) this.session.current = null
    this.panel.hide()
    this.chart.setOccludingPanel?.(null)
    const adding = this.session?.adding
    if (was) this.focus.returnToCard(isPlaceholder(this.store.getDatum(was)) ? (adding ?? was) : was)
  }

  /** Turns add-relative mode on for a person (default: the main person), or off when it is on. @group Relatives @since 0.8.0 */
  addRelative(datum?: Datum | TreeDatum): this {
    this.withSession((session) => session.toggleAddRelative(datum))
    return this
  }

  /** Removes everything this edit tree added: form, history buttons, card click wiring, placeholders. @group Lifecycle @since 0.8.0 */
  destroy(): void {
    this.destroyed = true
    this.session?.cancelAddRelative()
    this.session?.dispatch({ type: 'reset' })
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
      personId: () => this.session?.adding ?? null,
      start: (d) => this.withSession((session) => session.startAddRelative(d)),
      cancel: () => this.session?.cancelAddRelative(),
      leaveOther: () => this.session?.dispatch({ type: 'cancelRemoving' }),
    })
  }
  /** Remove-relation mode seen from outside, as {@link EditTree.removeRelativeInstance | removeRelativeInstance} holds it. @group Compatibility @since 0.8.0 */
  setupRemoveRelative(): RemoveRelativeControl {
    return removeRelativeControl(this, {
      personId: () => this.session?.removing ?? null,
      start: (d) => this.withSession((session) => session.startRemoving(d.id)),
      cancel: () => {
        this.session?.dispatch({ type: 'cancelRemoving' })
        this.session?.refreshForm()
      },
      remove: (relId) => this.session?.removeRelationOfMode(relId) ?? Promise.resolve(),
      leaveOther: () => this.session?.cancelAddRelative(),
    })
  }

  // ---- internals -------------------------------------------------------------------------------------------
  /** A setting the open form shows changed: the form is built again (`keepEditable` false leaves edit mode). */
  private refreshForm(keepEditable: boolean): void {
    this.session?.refreshForm(keepEditable)
  }

  /** Starts keeping the saved data an onEdit listener's events are measured from. */
  private startEditLog(): void {
    this.changes.start()
  }

  /**
   * Runs `use` with the session: at once when the form's code is there (always in the script-tag build), else when it
   * arrives, in the order of the calls; not after destroy().
   */
  private withSession(use: (session: EditSession) => void): void {
    editSessionPart.run((part) => {
      if (this.destroyed) return
      use((this.session ??= new part.EditSession(this.sessionHost())))
    })
  }

  private sessionHost(): SessionHost {
    return {
      tree: this,
      store: this.store,
      cont: this.cont,
      panel: this.panel,
      focus: this.focus,
      banner: this.banner,
      locale: () => this.localeOf(),
      openForm: () => this.openForm(),
      closeForm: () => this.closeForm(),
      recordChange: (edit: Edit) => {
        this.undo.record()
        this.changes.report({ ...edit, source: 'edit' })
      },
      headingLevel: () => this.heading_level,
    }
  }
}
