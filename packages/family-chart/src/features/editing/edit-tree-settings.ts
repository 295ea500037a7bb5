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

/** What an edit tree's settings are: the published edit tree's public fields. */
export interface EditTreeSettings {
  is_fixed: boolean
  fields: FieldInput[]
  no_edit: boolean
  editFirst: boolean
  addRelLabels: AddRelLabels
  link_existing_rel_config: LinkExistingConfig | null
  canEdit: ((d: Datum) => boolean) | undefined
  canDelete: ((d: Datum) => boolean) | undefined
  canAdd: ((d: Datum) => CanAdd) | undefined
  onChange: ((data?: Data) => void) | undefined
  onEdit: ((event: EditEvent) => void) | undefined
  onSubmit: ((e: Event | null, datum: Datum, applyChanges: () => void, postSubmit: () => void) => void) | undefined
  postSubmit: ((datum: Datum, data: Data) => void) | undefined
  onDelete: ((datum: Datum, deletePerson: () => void, postSubmit: () => void) => void) | undefined
  onFormCreation: ((props: { cont: HTMLElement; form_creator: FormCreator }) => void) | undefined
  createFormEdit: FormBuilder | undefined
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
