/** The settings of an edit tree: its fields, permissions, callbacks and form options, each with a fluent setter. */
import type { Data, Datum } from '../data/types'
import { DEFAULT_FIELDS, type FieldInput } from '../form/field-types'
import { headingLevel, type FormState, type LinkExistingConfig } from '../form/form-state'
import type { FormCallbacks } from '../form/render-form'
import { DEFAULT_ADD_REL_LABELS, type AddRelLabels } from '../edit/add-relative'
import type { EditEvent } from './edit-events'

export type CanAdd = { parent: boolean; spouse: boolean; child: boolean }
export type FormCreator = (state: FormState, actions: FormCallbacks) => HTMLElement

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
  postSubmit: ((props?: unknown) => void) | undefined = undefined
  onDelete: ((datum: Datum, deletePerson: () => void, postSubmit: () => void) => void) | undefined
  onFormCreation: ((props: { cont: HTMLElement; form_creator: FormState }) => void) | undefined = undefined
  createFormEdit: FormCreator | undefined = undefined
  createFormNew: FormCreator | undefined = undefined
  protected heading_level = 2

  /** Rebuilds the open form after a setting changed (`keepEditable` false: back to the read-only view). */
  protected abstract refreshForm(keepEditable?: boolean): void
  /** Starts keeping the saved data an onEdit listener's events are measured from. */
  protected abstract startEditLog(): void

  /** Level of the form title's heading, 1 to 6 (default 2: it fits under the page's h1). @group Form setup @since next */
  setHeadingLevel(level: number): this { this.heading_level = headingLevel(level); this.refreshForm(); return this }
  /** The fields of the form: names, or `{ type, id, label, options, placeholder }` objects. @group Form setup @since 0.8.0 */
  setFields(fields: FieldInput[]): this { this.fields = fields; return this }
  /** True: a card click opens the form in edit mode, and it stays in edit mode after Submit; false: the read-only view first. @group Form setup @since 0.8.0 */
  setEditFirst(editFirst: boolean): this { this.editFirst = editFirst; return this }
  /** View only: no edit toggle, no add or remove relative. @group Form setup @since 0.8.0 */
  setNoEdit(): this { this.no_edit = true; this.refreshForm(false); return this }
  /** Editing allowed again. @group Form setup @since 0.8.0 */
  setEdit(): this { this.no_edit = false; this.refreshForm(); return this }
  /** Per-person edit permission: false keeps that person's form read-only. @group Permissions @since 0.8.0 */
  setCanEdit(fn: (d: Datum) => boolean): this { this.canEdit = fn; return this }
  /** Per-person delete permission: false disables the Delete button. @group Permissions @since 0.8.0 */
  setCanDelete(fn: (d: Datum) => boolean): this { this.canDelete = fn; return this }
  /** Which relatives may be added to a person: `{ parent, spouse, child }`. @group Permissions @since 0.8.0 */
  setCanAdd(fn: (d: Datum) => CanAdd): this { this.canAdd = fn; return this }
  /** Called after every change with nothing; read the data with getStoreDataCopy(). @group Callbacks @since 0.8.0 */
  setOnChange(fn: (data?: Data) => void): this { this.onChange = fn; return this }
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
  /** Intercepts a submit: `(e, datum, applyChanges, postSubmit)`; call applyChanges() to save. @group Callbacks @since 0.8.0 */
  setOnSubmit(fn: EditTreeSettings['onSubmit']): this { this.onSubmit = fn; return this }
  /** Runs after each submit or delete. @group Callbacks @since 0.8.0 */
  setPostSubmit(fn: EditTreeSettings['postSubmit']): this { this.postSubmit = fn; return this }
  /** Intercepts a delete: `(datum, deletePerson, postSubmit)`; call deletePerson() to delete. @group Callbacks @since 0.8.0 */
  setOnDelete(fn: EditTreeSettings['onDelete']): this { this.onDelete = fn; return this }
  /** Runs after the form is built, with its container and the form state. @group Form setup @since 0.8.0 */
  setOnFormCreation(fn: EditTreeSettings['onFormCreation']): this { this.onFormCreation = fn; return this }
  /** Your own form for existing people: `(state, actions) => HTMLElement`. @group Form setup @since 0.8.0 */
  setCreateFormEdit(fn: FormCreator): this { this.createFormEdit = fn; return this }
  /** Your own form for new relatives: `(state, actions) => HTMLElement`. @group Form setup @since 0.8.0 */
  setCreateFormNew(fn: FormCreator): this { this.createFormNew = fn; return this }
  /** Labels of the placeholder cards (Add Father, Add Mother, Add Spouse, Add Son, Add Daughter). @group Relatives @since 0.8.0 */
  setAddRelLabels(labels: Partial<AddRelLabels>): this { this.addRelLabels = { ...this.addRelLabels, ...labels }; return this }
  /** Turns on the link-existing-profile select in new-relative forms, with its title, placeholder and option labels. @group Relatives @since 0.8.0 */
  setLinkExistingRelConfig(config: LinkExistingConfig): this { this.link_existing_rel_config = { ...config }; return this }
  /** Kept for compatibility: the modal is created when it is needed. @group Form setup @since 0.8.0 */
  setupModal(): this { return this }
}
