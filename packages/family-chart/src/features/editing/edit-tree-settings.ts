/** The settings of an edit tree: its fields, permissions, callbacks and form options, each with a fluent setter. */
import type { Data, Datum } from '../../data/types'
import { DEFAULT_FIELDS, type FieldInput } from './form/field-types'
import { headingLevel, type LinkExistingConfig } from './form/form-state'
import type { FormCallbacks } from './form/render-form'
import type { FormCreator } from './form/form-creator'
import { DEFAULT_ADD_REL_LABELS, type AddRelLabels } from '../../edit/add-relative'
import type { EditEvent } from './edit-events'

export type CanAdd = { parent: boolean; spouse: boolean; child: boolean }
/**
 * The actions a form builder gets as second argument: called, it closes the form (the `closeCallback` of 0.8 / 0.9);
 * its properties are the form's actions (submit, cancel, toggleEdit, toggleAddRelative, delete ...).
 * @since 0.8.0
 */
export type FormActions = (() => void) & FormCallbacks
/**
 * Your own form (see {@link EditTree.setCreateFormEdit}): built from the form description and its actions.
 * @since 0.8.0
 */
export type FormBuilder = (form_creator: FormCreator, actions: FormActions) => HTMLElement

/**
 * The settings of {@link EditTree}, kept in a class of their own; every setter returns the edit tree.
 * @internal
 */
export abstract class EditTreeSettings {
  is_fixed = true
  fields: FieldInput[] = DEFAULT_FIELDS
  no_edit = false
  editFirst = false
  addRelLabels: AddRelLabels = { ...DEFAULT_ADD_REL_LABELS }
  /** Null until setLinkExistingRelConfig enables the link-existing select. @internal */
  link_existing_rel_config: LinkExistingConfig | null = null
  canEdit: ((d: Datum) => boolean) | undefined
  canDelete: ((d: Datum) => boolean) | undefined
  canAdd: ((d: Datum) => CanAdd) | undefined
  onChange: ((data?: Data) => void) | undefined = undefined
  onEdit: ((event: EditEvent) => void) | undefined
  onSubmit: ((e: Event | null, datum: Datum, applyChanges: () => void, postSubmit: () => void) => void) | undefined
  postSubmit: ((datum: Datum, data: Data) => void) | undefined = undefined
  onDelete: ((datum: Datum, deletePerson: () => void, postSubmit: () => void) => void) | undefined
  onFormCreation: ((props: { cont: HTMLElement; form_creator: FormCreator }) => void) | undefined = undefined
  createFormEdit: FormBuilder | undefined = undefined
  createFormNew: FormBuilder | undefined = undefined
  protected heading_level = 2

  /** Rebuilds the open form after a setting changed (`keepEditable` false: back to the read-only view). */
  protected abstract refreshForm(keepEditable?: boolean): void
  /** Starts keeping the saved data an onEdit listener's events are measured from. */
  protected abstract startEditLog(): void

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
}
