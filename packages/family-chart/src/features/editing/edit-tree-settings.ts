/**
 * The settings of an edit tree as data: its fields, permissions, callbacks and form options, and their defaults. The
 * EditTree keeps them as its own public fields (the names of the published edit tree) and sets them with fluent
 * setters.
 */
import type { Data, Datum } from '../../data/types'
import { DEFAULT_FIELDS, type FieldInput } from './form/field-types'
import type { LinkExistingConfig } from './form/form-state'
import type { FormCallbacks } from './form/render-form'
import type { FormCreator } from './form/form-creator'
import { DEFAULT_ADD_REL_LABELS, type AddRelLabels } from '../../edit/add-rel-labels'
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

/** What an edit tree's settings are: the published edit tree's public fields. @since next */
export interface EditTreeSettings {
  /** Whether the form is a fixed side panel (see fixed / absolute). @group Compatibility @since 0.8.0 */
  is_fixed: boolean
  /** The form's fields (see setFields). @group Compatibility @since 0.8.0 */
  fields: FieldInput[]
  /** Whether editing is off (see setNoEdit / setEdit). @group Compatibility @since 0.8.0 */
  no_edit: boolean
  /** Whether forms open in edit mode (see setEditFirst). @group Compatibility @since 0.8.0 */
  editFirst: boolean
  /** The placeholder cards' labels (see setAddRelLabels). @group Compatibility @since 0.8.0 */
  addRelLabels: AddRelLabels
  /** The link-existing select's texts, or null when it is off (see setLinkExistingRelConfig). @group Compatibility @since 0.8.0 */
  link_existing_rel_config: LinkExistingConfig | null
  /** See setCanEdit. @group Compatibility @since 0.8.0 */
  canEdit: ((d: Datum) => boolean) | undefined
  /** See setCanDelete. @group Compatibility @since 0.8.0 */
  canDelete: ((d: Datum) => boolean) | undefined
  /** See setCanAdd. @group Compatibility @since 0.8.0 */
  canAdd: ((d: Datum) => CanAdd) | undefined
  /** See setOnChange. @group Compatibility @since 0.8.0 */
  onChange: ((data?: Data) => void) | undefined
  /** See setOnEdit. @group Compatibility @since next */
  onEdit: ((event: EditEvent) => void) | undefined
  /** See setOnSubmit. @group Compatibility @since 0.8.0 */
  onSubmit: ((e: Event | null, datum: Datum, applyChanges: () => void, postSubmit: () => void) => void) | undefined
  /** See setPostSubmit. @group Compatibility @since 0.8.0 */
  postSubmit: ((datum: Datum, data: Data) => void) | undefined
  /** See setOnDelete. @group Compatibility @since 0.8.0 */
  onDelete: ((datum: Datum, deletePerson: () => void, postSubmit: () => void) => void) | undefined
  /** See setOnFormCreation. @group Compatibility @since 0.8.0 */
  onFormCreation: ((props: { cont: HTMLElement; form_creator: FormCreator }) => void) | undefined
  /** See setCreateFormEdit. @group Compatibility @since 0.8.0 */
  createFormEdit: FormBuilder | undefined
  /** See setCreateFormNew. @group Compatibility @since 0.8.0 */
  createFormNew: FormBuilder | undefined
}

/** The settings of a new edit tree: a fixed side panel, the default fields, editing allowed, no callback. */
export function editTreeDefaults(): EditTreeSettings {
  return {
    is_fixed: true,
    fields: DEFAULT_FIELDS,
    no_edit: false,
    editFirst: false,
    addRelLabels: { ...DEFAULT_ADD_REL_LABELS },
    // Null until setLinkExistingRelConfig enables the link-existing select.
    link_existing_rel_config: null,
    canEdit: undefined,
    canDelete: undefined,
    canAdd: undefined,
    onChange: undefined,
    onEdit: undefined,
    onSubmit: undefined,
    postSubmit: undefined,
    onDelete: undefined,
    onFormCreation: undefined,
    createFormEdit: undefined,
    createFormNew: undefined,
  }
}
