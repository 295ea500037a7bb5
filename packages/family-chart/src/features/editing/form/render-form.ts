/** Builds the person form's DOM from a FormState; every data string is set as text or as a value. */
import type { FormField, FormState } from './form-state'
import { infoLines } from './form-state'
import { closeIcon } from './form-icons'
import { pencilSvgIcon, pencilOffSvgIcon, userPlusSvgIcon, userPlusCloseSvgIcon } from '../../../cards/icons'
import type { Say } from '../../../data/say'
import { FOCUS_KEY } from './focus-key'
import { uniqueId } from '../../../ui/unique-id'

/** Longest field value the form puts in an input; longer values are shown as too long and kept as they are. */
export const FIELD_EDIT_MAX_LENGTH = 100_000

/** What a submit saves: field values by field id, the gender, and the existing person to link (or null). */
export interface SubmittedValues {
  values: Record<string, string>
  gender: 'M' | 'F'
  linkId: string | null
}

export interface FormCallbacks {
  close(): void
  toggleEdit(): void
  toggleAddRelative(): void
  toggleRemoveRelative(): void
  /** Saves the values given; `event` is the form's submit event, handed to an onSubmit callback. */
  submit(values: Record<string, string>, gender: 'M' | 'F', linkExistingId: string | null, event?: Event | null): void
  /** Saves what `read` returns when the save is applied: an onSubmit callback may change the form before that. */
  submitWith(read: () => SubmittedValues, event: Event | null): void
  cancel(): void
  delete(): void
  genderChange(gender: 'M' | 'F'): void
  /** Opens the form of one of the placeholders listed in `state.new_relatives`. */
  openNewRelative(id: string): void
  /** Adds a placeholder adoptive, step or foster parent in add-relative mode and opens its form. @since next */
  addOtherParent?(): void
}

export { FOCUS_KEY }

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (cls) node.className = cls
  if (text !== undefined) node.textContent = text
  return node
}

/** `hook` is the class 0.8 / 0.9 give the control, which page code selects. */
function iconButton(
  cls: string,
  hook: string,
  label: string,
  icon: string,
  onClick: () => void,
  pressed?: boolean,
): HTMLButtonElement {
  const b = el('button', `f3-icon-button ${cls} ${hook}`)
  b.type = 'button'
  b.title = label
  b.setAttribute('aria-label', label)
  if (pressed !== undefined) b.setAttribute('aria-pressed', String(pressed))
  b.innerHTML = icon
  b.setAttribute(FOCUS_KEY, cls)
  b.addEventListener('click', onClick)
  return b
}

/** The buttons that open the placeholders of add-relative mode, in drawing order. */
function newRelativesList(state: FormState, cb: FormCallbacks): HTMLElement {
  const box = el('div', 'f3-new-relatives')
  box.setAttribute('role', 'group')
  const heading = el('p', 'f3-new-relatives-title', state.say?.('form.newRelatives') ?? 'Add a relative')
  heading.id = `f3-new-relatives-${state.datum_id}`
  box.setAttribute('aria-labelledby', heading.id)
  const list = el('ul')
  for (const option of state.new_relatives ?? []) {
    const b = el('button', 'f3-new-relative')
    b.type = 'button'
    b.setAttribute(FOCUS_KEY, `new-relative:${option.id}`)
    b.append(el('span', 'f3-new-relative-label', option.label))
    if (option.detail) b.append(el('span', 'f3-new-relative-detail', ` ${option.detail}`))
    b.addEventListener('click', () => cb.openNewRelative(option.id))
    const item = el('li')
    item.append(b)
    list.append(item)
  }
  if (cb.addOtherParent) {
    const b = el('button', 'f3-new-relative f3-add-other-parent')
    b.type = 'button'
    b.setAttribute(FOCUS_KEY, 'add-other-parent')
    const label = state.say?.('addRelative.parent') ?? 'Add Adoptive, Step or Foster Parent'
    b.append(el('span', 'f3-new-relative-label', label))
    b.addEventListener('click', () => cb.addOtherParent!())
    const item = el('li')
    item.append(b)
    list.append(item)
  }
  box.append(heading, list)
  return box
}

export function renderForm(state: FormState, cb: FormCallbacks): HTMLFormElement {
  const uid = uniqueId('f3-form')
  const form = el(
    'form',
    `f3-form ${state.editable ? 'f3-form-edit' : 'f3-form-view non-editable'}${state.is_new ? ' f3-form-new' : ''}`,
  )
  form.noValidate = true
  form.setAttribute('aria-labelledby', `${uid}-title`)
  form.append(formHeader(state, cb, uid))
  if (state.subtitle) form.append(el('p', 'f3-form-subtitle', state.subtitle))
  if (state.new_relatives?.length) form.append(newRelativesList(state, cb))
  if (!state.editable) {
    form.append(infoList(state))
    return form
  }

  let linkSelect: HTMLSelectElement | null = null
  if (state.link_existing) {
    const link = linkExisting(state.link_existing, uid)
    linkSelect = link.select
    form.append(link.box)
  }
  const genderBox = genderFieldset(state, cb)
  form.append(genderBox)
  const controls = new Map<string, FieldControl>()
  for (const f of state.fields) form.append(fieldRow(f, uid, controls, state.say))
  form.append(saveButtons(cb, state.say))
  if (!state.is_new) form.append(dangerButtons(state, cb))

  // Values are read when the save is applied: an onSubmit callback may change the form before it applies them.
  const read = (): SubmittedValues => readValues(state, controls, genderBox, linkSelect)
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    cb.submitWith(read, e)
  })
  return form
}

type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** The title (focused when the form opens in view mode or after a save) and the add-relative, edit and close buttons. */
function formHeader(state: FormState, cb: FormCallbacks, uid: string): HTMLElement {
  const { say } = state
  const header = el('div', 'f3-form-header')
  const title = el(`h${state.heading_level || 2}` as 'h2', 'f3-form-title', state.title)
  title.id = `${uid}-title`
  // Focus goes to the title when the form opens in view mode or after a save, so it can be read first.
  title.tabIndex = -1
  const actions = el('div', 'f3-form-actions')
  if (!state.is_new && !state.no_edit) {
    actions.append(
      iconButton(
        'f3-add-relative-toggle',
        'f3-add-relative-btn',
        state.add_relative_active
          ? (say?.('form.cancelAddRelative') ?? 'Cancel adding a relative')
          : (say?.('form.addRelative') ?? 'Add relative'),
        state.add_relative_active ? userPlusCloseSvgIcon() : userPlusSvgIcon(),
        cb.toggleAddRelative,
        state.add_relative_active,
      ),
      iconButton(
        'f3-edit-toggle',
        'f3-edit-btn',
        state.editable ? (say?.('form.stopEditing') ?? 'Stop editing') : (say?.('action.edit') ?? 'Edit'),
        state.editable ? pencilOffSvgIcon() : pencilSvgIcon(),
        cb.toggleEdit,
        state.editable,
      ),
    )
  }
  actions.append(iconButton('f3-close-form', 'f3-close-btn', say?.('action.close') ?? 'Close', closeIcon(), cb.close))
  header.append(title, actions)
  return header
}

/** View mode: the person's details as a description list. */
function infoList(state: FormState): HTMLElement {
  const dl = el('dl', 'f3-info')
  for (const line of infoLines(state)) {
    const row = el('div', 'f3-info-line f3-info-field')
    row.append(el('dt', 'f3-info-field-label', line.label), el('dd', 'f3-info-field-value', line.value))
    dl.append(row)
  }
  if (!dl.children.length) dl.append(el('p', 'f3-info-empty', state.say?.('form.noDetails') ?? 'No details yet.'))
  return dl
}

/** The labelled select that links an existing person instead of a new one. */
function linkExisting(
  link: NonNullable<FormState['link_existing']>,
  uid: string,
): { box: HTMLElement; select: HTMLSelectElement } {
  const box = el('div', 'f3-link-existing f3-link-existing-relative')
  const label = el('label', undefined, link.title)
  label.htmlFor = `${uid}-link`
  const select = el('select')
  select.id = `${uid}-link`
  select.setAttribute(FOCUS_KEY, 'link-existing')
  select.append(new Option(link.placeholder, ''))
  for (const o of link.options) select.append(new Option(o.label, o.value))
  box.append(label, select)
  return { box, select }
}

/** The gender radio buttons. */
function genderFieldset(state: FormState, cb: FormCallbacks): HTMLFieldSetElement {
  const genderBox = el('fieldset', 'f3-gender f3-radio-group')
  genderBox.append(el('legend', undefined, state.say?.('form.gender') ?? 'Gender'))
  for (const o of state.gender.options) {
    const label = el('label', 'f3-radio')
    const input = el('input')
    input.type = 'radio'
    // Named as in 0.8 / 0.9, so `new FormData(e.target)` in an onSubmit callback holds the gender.
    input.name = 'gender'
    input.value = o.value
    // The default (the `checked` attribute) as well as the state: a form reset by page code (`e.target.reset()` in an
    // onSubmit callback) or rebuilt from its HTML still shows the person's gender instead of two empty radios.
    input.defaultChecked = state.gender.value === o.value
    input.checked = input.defaultChecked
    input.disabled = state.gender.disabled
    input.setAttribute(FOCUS_KEY, `gender:${o.value}`)
    input.addEventListener('change', () => cb.genderChange(o.value as 'M' | 'F'))
    label.append(input, document.createTextNode(` ${o.label}`))
    genderBox.append(label)
  }
  return genderBox
}

/** One field's label and control (added to `controls` by field id), or a note for a value too long to edit. */
function fieldRow(f: FormField, uid: string, controls: Map<string, FieldControl>, say?: Say): HTMLElement {
  const wrap = el('div', 'f3-form-field')
  if (f.value.length > FIELD_EDIT_MAX_LENGTH) {
    // A browser needs seconds to lay out an input holding millions of characters: the value is shown as too long
    // and, having no control, is left as it is on submit.
    const count = f.value.length
    const note =
      say?.('form.tooLong', { field: f.label, count }) ??
      `${f.label}: ${count.toLocaleString('en')} characters, too long to edit here; kept as it is.`
    wrap.append(el('p', 'f3-form-long-value', note))
    return wrap
  }
  const label = el('label', undefined, f.label)
  label.htmlFor = `${uid}-${controls.size}`
  const control = fieldControl(f)
  control.id = `${uid}-${controls.size}`
  control.name = f.id
  control.setAttribute(FOCUS_KEY, `field:${f.id}`)
  controls.set(f.id, control)
  wrap.append(label, control)
  return wrap
}

/** A textarea, a select or a text input holding the field's value. */
function fieldControl(f: FormField): FieldControl {
  if (f.type === 'textarea') {
    const control = el('textarea')
    control.defaultValue = f.value
    return control
  }
  if (f.type === 'select') {
    const control = el('select')
    control.append(new Option(f.placeholder ?? `Select ${f.label}`, ''))
    for (const o of f.options ?? [])
      control.append(new Option(o.label, o.value, o.value === f.value, o.value === f.value))
    control.value = f.value
    return control
  }
  const control = el('input')
  control.type = 'text'
  control.defaultValue = f.value
  if (f.placeholder) control.placeholder = f.placeholder
  return control
}

/** Cancel and Submit. */
function saveButtons(cb: FormCallbacks, say: Say | undefined): HTMLElement {
  const buttons = el('div', 'f3-form-buttons')
  const cancel = el('button', 'f3-cancel-btn', say?.('action.cancel') ?? 'Cancel')
  cancel.type = 'button'
  cancel.setAttribute(FOCUS_KEY, 'cancel')
  cancel.addEventListener('click', cb.cancel)
  const submit = el('button', 'f3-submit-btn', say?.('form.submit') ?? 'Submit')
  submit.type = 'submit'
  submit.setAttribute(FOCUS_KEY, 'submit')
  buttons.append(cancel, submit)
  return buttons
}

/** Delete and Remove Relation, for a person already in the tree. */
function dangerButtons(state: FormState, cb: FormCallbacks): HTMLElement {
  const { say } = state
  const extra = el('div', 'f3-form-buttons f3-form-danger')
  const del = el('button', 'f3-delete-btn', say?.('form.delete') ?? 'Delete')
  del.type = 'button'
  del.setAttribute(FOCUS_KEY, 'delete')
  del.disabled = !state.can_delete
  del.addEventListener('click', cb.delete)
  const remove = el(
    'button',
    'f3-remove-relative-btn',
    state.remove_relative_active
      ? (say?.('form.cancelRemoveRelation') ?? 'Cancel Remove Relation')
      : (say?.('form.removeRelation') ?? 'Remove Relation'),
  )
  remove.type = 'button'
  remove.setAttribute(FOCUS_KEY, 'remove-relative')
  remove.setAttribute('aria-pressed', String(state.remove_relative_active))
  remove.addEventListener('click', cb.toggleRemoveRelative)
  extra.append(del, remove)
  return extra
}

/** What the form's controls hold now, as a submit saves it. */
function readValues(
  state: FormState,
  controls: Map<string, FieldControl>,
  genderBox: HTMLElement,
  linkSelect: HTMLSelectElement | null,
): SubmittedValues {
  const values: Record<string, string> = {}
  // An existing person's field is written only when its text changed, so a number, an object or a missing field
  // is not turned into text by a save without edits. A new person gets every field.
  const shown = new Map(state.fields.map((f) => [f.id, f.value]))
  for (const [id, control] of controls) if (state.is_new || control.value !== shown.get(id)) values[id] = control.value
  const checked = genderBox.querySelector<HTMLInputElement>('input[type="radio"]:checked')
  return {
    values,
    gender: (checked?.value as 'M' | 'F') ?? state.gender.value,
    linkId: linkSelect?.value ? linkSelect.value : null,
  }
}
