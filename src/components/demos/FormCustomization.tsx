/**
 * Demo 7: our own markup for the create form (new relatives) and the edit form, through setCreateFormNew and
 * setCreateFormEdit. The library still owns the state: our buttons call the actions it hands over.
 */
import React, { useCallback } from 'react'
import type { Chart } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import {
  collectValues,
  customFormHeading,
  summaryLines,
  CUSTOM_FIELDS,
  type FormActions,
  type FormState,
} from '@site/src/demos/custom-form'
import { DemoFrame, shouldAutoOpenForm, useChartHeight, useDemoData } from './shared'
import styles from './demos.module.css'

let formCount = 0

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

function button(
  label: string,
  onClick: (() => void) | null,
  className = '',
  extra: Partial<HTMLButtonElement> = {},
): HTMLButtonElement {
  const b = el('button', {
    type: onClick ? 'button' : 'submit',
    className: `${styles.button} ${className}`,
    textContent: label,
    ...extra,
  })
  if (onClick) b.addEventListener('click', onClick)
  return b
}

function header(state: FormState, actions: FormActions, titleId: string): HTMLElement {
  const { kicker, title } = customFormHeading(state)
  return el(
    'header',
    {},
    el(
      'div',
      {},
      el('p', { className: styles.kicker, textContent: kicker }),
      el('h2', { id: titleId, textContent: title }),
    ),
    button('×', actions.close, styles.closeButton, { title: 'Close', ariaLabel: 'Close form' }),
  )
}

function genderFieldset(state: FormState, actions: FormActions, name: string): HTMLFieldSetElement {
  const set = el('fieldset', {}, el('legend', { textContent: 'Gender' }))
  for (const option of state.gender.options) {
    const radio = el('input', {
      type: 'radio',
      name,
      value: option.value,
      checked: state.gender.value === option.value,
      disabled: state.gender.disabled,
    })
    radio.addEventListener('change', () => actions.genderChange(option.value as 'M' | 'F'))
    set.append(el('label', {}, radio, ` ${option.label}`))
  }
  return set
}

function inputs(state: FormState, uid: string): HTMLElement[] {
  return state.fields.map((f, i) => {
    const id = `${uid}-field-${i}`
    const control =
      f.type === 'textarea'
        ? el('textarea', { id, name: f.id, value: f.value, rows: 3 })
        : el('input', { id, name: f.id, type: 'text', value: f.value })
    return el('div', { className: styles.field }, el('label', { htmlFor: id, textContent: f.label }), control)
  })
}

/** Reads our form and hands the values to the library's submit action. */
function onSubmit(
  form: HTMLFormElement,
  state: FormState,
  actions: FormActions,
  genderName: string,
  linkSelect?: HTMLSelectElement,
): void {
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    const values = collectValues(
      state.fields,
      (id) => (form.elements.namedItem(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value,
    )
    const gender = (form.querySelector<HTMLInputElement>(`input[name="${genderName}"]:checked`)?.value ??
      state.gender.value) as 'M' | 'F'
    actions.submit(values, gender, linkSelect?.value || null)
  })
}

/** The form for a new relative (a placeholder card was clicked in add-relative mode). */
function createNewForm(state: FormState, actions: FormActions): HTMLElement {
  const uid = `demo-form-${++formCount}`
  const form = el('form', { className: `${styles.customForm} demo-custom-form demo-custom-form-new`, noValidate: true })
  form.setAttribute('aria-labelledby', `${uid}-title`)
  form.append(header(state, actions, `${uid}-title`))
  let linkSelect: HTMLSelectElement | undefined
  if (state.link_existing && state.link_existing.options.length) {
    linkSelect = el('select', { id: `${uid}-link` }, new Option(state.link_existing.placeholder, ''))
    for (const o of state.link_existing.options) linkSelect.append(new Option(o.label, o.value))
    form.append(
      el(
        'div',
        { className: styles.field },
        el('label', { htmlFor: linkSelect.id, textContent: state.link_existing.title }),
        linkSelect,
      ),
    )
  }
  form.append(genderFieldset(state, actions, `${uid}-gender`), ...inputs(state, uid))
  form.append(
    el(
      'div',
      { className: styles.row },
      button('Add to the tree', null, styles.primary),
      button('Cancel', actions.cancel),
    ),
  )
  onSubmit(form, state, actions, `${uid}-gender`, linkSelect)
  return form
}

/** The form for an existing person: a summary first, our inputs after 'Edit'. */
function createEditForm(state: FormState, actions: FormActions): HTMLElement {
  const uid = `demo-form-${++formCount}`
  const form = el('form', {
    className: `${styles.customForm} demo-custom-form demo-custom-form-edit`,
    noValidate: true,
  })
  form.setAttribute('aria-labelledby', `${uid}-title`)
  form.append(header(state, actions, `${uid}-title`))

  if (!state.editable) {
    const lines = summaryLines(state.fields)
    const list = el('dl')
    for (const line of lines) list.append(el('dt', { textContent: line.label }), el('dd', { textContent: line.value }))
    form.append(lines.length ? list : el('p', { textContent: 'Nothing recorded yet.' }))
    if (!state.no_edit) {
      const addRelative = button(
        state.add_relative_active ? 'Stop adding relatives' : 'Add relatives',
        actions.toggleAddRelative,
      )
      addRelative.setAttribute('aria-pressed', String(state.add_relative_active))
      form.append(el('div', { className: styles.row }, button('Edit', actions.toggleEdit, styles.primary), addRelative))
    }
    return form
  }

  form.append(genderFieldset(state, actions, `${uid}-gender`), ...inputs(state, uid))
  form.append(
    el('div', { className: styles.row }, button('Save', null, styles.primary), button('Cancel', actions.cancel)),
  )
  const remove = button(
    state.remove_relative_active ? 'Cancel remove relation' : 'Remove a relation',
    actions.toggleRemoveRelative,
  )
  remove.setAttribute('aria-pressed', String(state.remove_relative_active))
  form.append(
    el(
      'div',
      { className: styles.row },
      button('Delete person', actions.delete, styles.danger, { disabled: !state.can_delete }),
      remove,
    ),
  )
  onSubmit(form, state, actions, `${uid}-gender`)
  return form
}

export default function FormCustomization(): React.JSX.Element {
  const state = useDemoData('/data/data-form-customization.json')
  const height = useChartHeight()

  const setup = useCallback((chart: Chart) => {
    chart.setTransitionTime(1000)
    const card = chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['occupation']])
    const editTree = chart
      .editTree()
      .fixed()
      .setFields(CUSTOM_FIELDS)
      .setEditFirst(false)
      .setCreateFormNew(createNewForm)
      .setCreateFormEdit(createEditForm)
      .setCardClickOpen(card)
    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }, [])

  return (
    <DemoFrame name="form-customization" state={state} height={height}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
