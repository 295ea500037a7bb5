/**
 * The form description handed to setOnFormCreation and to your own form creators: our form state, with the names
 * and the working functions of the `form_creator` of family-chart 0.8 / 0.9 beside it (`initial_value`,
 * `gender_field`, `onSubmit(e)` reading `new FormData(e.target)` ...), so code written for either keeps working.
 */
import type { FormField, FormState } from './form-state'
import type { SelectOption } from './field-types'
import type { FormCallbacks, SubmittedValues } from './render-form'

/** A field as the form shows it, with its value also under the 0.8 / 0.9 name `initial_value`. @since 0.8.0 */
export type FormCreatorField = FormField & { initial_value?: string }

/**
 * What a form is built from (see {@link EditTree.setOnFormCreation}, {@link EditTree.setCreateFormEdit}).
 * @since 0.8.0
 */
export interface FormCreator extends Omit<FormState, 'fields'> {
  fields: FormCreatorField[]
  /** The gender radios as 0.8 / 0.9 describe them (`id: 'gender'`, the radios' name). */
  gender_field: {
    id: 'gender'
    type: 'switch'
    label: string
    initial_value: 'M' | 'F'
    disabled: boolean
    options: SelectOption[]
  }
  /** Present (true) on the form of a new relative. */
  new_rel?: true
  addRelativeActive: boolean
  removeRelativeActive: boolean
  /** The link-existing select of a new relative's form; `onSelect(e)` links the person chosen in `e.target`. */
  linkExistingRelative?: {
    title: string
    select_placeholder: string
    options: SelectOption[]
    onSelect(e: Event): void
  }
  /** Saves a submitted form: reads `new FormData(e.target)` (fields by id, `gender`) as 0.8 / 0.9 do. */
  onSubmit(e: Event): void
  /** Leaves edit mode, or leaves the new relative's form. */
  onCancel(): void
  onDelete(): void
  addRelative(): void
  addRelativeCancel(): void
  removeRelative(): void
  removeRelativeCancel(): void
  /** The setOnFormCreation callback, for a form of your own to call as the built-in form does. */
  onFormCreation?: (props: { cont: HTMLElement; form_creator: FormCreator }) => void
}

/** What the form holds, read from a submitted form element the way our own form reads its controls. */
export function valuesFromForm(form: unknown, state: FormState): SubmittedValues {
  const data = typeof HTMLFormElement !== 'undefined' && form instanceof HTMLFormElement ? new FormData(form) : null
  const values: Record<string, string> = {}
  for (const f of state.fields) {
    const value = data?.get(f.id)
    if (typeof value !== 'string') continue
    // As in our form: an existing person's field is written only when it changed.
    if (state.is_new || value !== f.value) values[f.id] = value
  }
  const gender = data?.get('gender')
  return { values, gender: gender === 'M' || gender === 'F' ? gender : state.gender.value, linkId: null }
}

export function createFormCreator(state: FormState, cb: FormCallbacks): FormCreator {
  // The chart's words are the form's own business, not part of the published form creator.
  const { say, ...shown } = state
  const creator: FormCreator = {
    ...shown,
    fields: state.fields.map((f) => ({ ...f, initial_value: f.value })),
    gender_field: {
      id: 'gender',
      type: 'switch',
      label: say?.('form.gender') ?? 'Gender',
      initial_value: state.gender.value,
      disabled: state.gender.disabled,
      options: state.gender.options,
    },
    addRelativeActive: state.add_relative_active,
    removeRelativeActive: state.remove_relative_active,
    onSubmit(e) {
      e?.preventDefault?.()
      cb.submitWith(() => valuesFromForm(e?.target, state), e ?? null)
    },
    onCancel: () => cb.cancel(),
    onDelete: () => cb.delete(),
    addRelative: () => {
      if (!state.add_relative_active) cb.toggleAddRelative()
    },
    addRelativeCancel: () => {
      if (state.add_relative_active) cb.toggleAddRelative()
    },
    removeRelative: () => {
      if (!state.remove_relative_active) cb.toggleRemoveRelative()
    },
    removeRelativeCancel: () => {
      if (state.remove_relative_active) cb.toggleRemoveRelative()
    },
  }
  if (state.is_new) creator.new_rel = true
  if (state.link_existing) {
    const { title, placeholder, options } = state.link_existing
    creator.linkExistingRelative = {
      title,
      select_placeholder: placeholder,
      options,
      onSelect(e) {
        const id = (e?.target as HTMLSelectElement | null)?.value
        if (id) cb.submitWith(() => ({ values: {}, gender: state.gender.value, linkId: id }), e)
      },
    }
  }
  return creator
}
