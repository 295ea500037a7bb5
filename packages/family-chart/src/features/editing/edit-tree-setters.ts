/** The edit tree's plain setters: each writes one of its settings (edit-tree-settings.ts) and returns the edit tree. */
import type { Data, Datum } from '../../data/types'
import type { AddRelLabels } from '../../edit/add-rel-labels'
import type { CanAdd, EditTreeSettings, FormBuilder } from './edit-tree-settings'
import type { FieldInput } from './form/field-types'
import type { LinkExistingConfig } from './form/form-state'

/**
 * The setters of an {@link EditTree} that only store a setting: the fields, the permissions, the callbacks and
 * the forms of your own.
 * @since next
 */
export interface EditTreeSetters {
  /** The fields of the form: names, or `{ type, id, label, options, placeholder }` objects. @group Form setup @since 0.8.0 */
  setFields(fields: FieldInput[]): this
  /** True: a card click opens the form in edit mode, and it stays in edit mode after Submit; false: the read-only view first. @group Form setup @since 0.8.0 */
  setEditFirst(editFirst: boolean): this
  /** Per-person edit permission: false keeps that person's form read-only. @group Permissions @since 0.8.0 */
  setCanEdit(fn: (d: Datum) => boolean): this
  /** Per-person delete permission: false disables the Delete button. @group Permissions @since 0.8.0 */
  setCanDelete(fn: (d: Datum) => boolean): this
  /** Which relatives may be added to a person: `{ parent, spouse, child }`. @group Permissions @since 0.8.0 */
  setCanAdd(fn: (d: Datum) => CanAdd): this
  /**
   * Called after every change the edit tree makes to the data (a save, an added, linked or deleted person, a removed
   * relation, undo and redo), once the tree is redrawn. It also receives the saved data (what getStoreDataCopy()
   * returns), which 0.8 / 0.9 do not pass. An exception it throws is reported on the console; the change stays.
   * @group Callbacks
   * @since 0.8.0
   */
  setOnChange(fn: (data?: Data) => void): this
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
  setOnSubmit(fn: EditTreeSettings['onSubmit']): this
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
  setPostSubmit(fn: EditTreeSettings['postSubmit']): this
  /**
   * Takes over Delete: `fn(datum, deletePerson, postSubmit)`; `deletePerson()` deletes the person, redraws and shows
   * the main person's form, `postSubmit()` records the undo step and calls setOnChange's callback. Call neither to
   * keep the person.
   * @group Callbacks
   * @since 0.8.0
   */
  setOnDelete(fn: EditTreeSettings['onDelete']): this
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
  setOnFormCreation(fn: EditTreeSettings['onFormCreation']): this
  /**
   * Your own form for existing people: `fn(form_creator, actions) => HTMLElement`. `form_creator` describes the form
   * and carries the 0.8 / 0.9 functions (`onSubmit(e)`, `onCancel()`, `onDelete()`, `addRelative()` ...); `actions`
   * closes the form when called (the `closeCallback` of 0.8 / 0.9) and holds our actions as properties.
   * @group Form setup
   * @since 0.8.0
   */
  setCreateFormEdit(fn: FormBuilder): this
  /** Your own form for new relatives, as {@link EditTree.setCreateFormEdit}. @group Form setup @since 0.8.0 */
  setCreateFormNew(fn: FormBuilder): this
  /** Labels of the placeholder cards (Add Father, Add Mother, Add Spouse, Add Son, Add Daughter). @group Relatives @since 0.8.0 */
  setAddRelLabels(labels: Partial<AddRelLabels>): this
  /** Turns on the link-existing-profile select in new-relative forms, with its title, placeholder and option labels. @group Relatives @since 0.8.0 */
  setLinkExistingRelConfig(config: LinkExistingConfig): this
  /** Kept for compatibility: the modal is created when it is needed. @group Form setup @since 0.8.0 */
  setupModal(): this
}

/** The methods of EditTreeSetters, as EditTree's prototype takes them (edit-tree.ts). */
export const editTreeSetters = {
  setFields(this: EditTreeSettings, fields: FieldInput[]) {
    this.fields = fields
    return this
  },
  setEditFirst(this: EditTreeSettings, editFirst: boolean) {
    this.editFirst = editFirst
    return this
  },
  setCanEdit(this: EditTreeSettings, fn: (d: Datum) => boolean) {
    this.canEdit = fn
    return this
  },
  setCanDelete(this: EditTreeSettings, fn: (d: Datum) => boolean) {
    this.canDelete = fn
    return this
  },
  setCanAdd(this: EditTreeSettings, fn: (d: Datum) => CanAdd) {
    this.canAdd = fn
    return this
  },
  setOnChange(this: EditTreeSettings, fn: (data?: Data) => void) {
    this.onChange = fn
    return this
  },
  setOnSubmit(this: EditTreeSettings, fn: EditTreeSettings['onSubmit']) {
    this.onSubmit = fn
    return this
  },
  setPostSubmit(this: EditTreeSettings, fn: EditTreeSettings['postSubmit']) {
    this.postSubmit = fn
    return this
  },
  setOnDelete(this: EditTreeSettings, fn: EditTreeSettings['onDelete']) {
    this.onDelete = fn
    return this
  },
  setOnFormCreation(this: EditTreeSettings, fn: EditTreeSettings['onFormCreation']) {
    this.onFormCreation = fn
    return this
  },
  setCreateFormEdit(this: EditTreeSettings, fn: FormBuilder) {
    this.createFormEdit = fn
    return this
  },
  setCreateFormNew(this: EditTreeSettings, fn: FormBuilder) {
    this.createFormNew = fn
    return this
  },
  setAddRelLabels(this: EditTreeSettings, labels: Partial<AddRelLabels>) {
    this.addRelLabels = { ...this.addRelLabels, ...labels }
    return this
  },
  setLinkExistingRelConfig(this: EditTreeSettings, config: LinkExistingConfig) {
    this.link_existing_rel_config = { ...config }
    return this
  },
  setupModal(this: EditTreeSettings) {
    return this
  },
} satisfies {
  [K in keyof EditTreeSetters]: (this: EditTreeSettings, ...args: Parameters<EditTreeSetters[K]>) => unknown
}
