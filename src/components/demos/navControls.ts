/** Small DOM helpers for controls placed in a chart's nav area (`chart.dom.nav`), which the chart owns and removes. */
import styles from './demos.module.css'

/** A panel for the nav area; it is removed with the chart. */
export function navPanel(nav: HTMLElement): HTMLDivElement {
  const panel = document.createElement('div')
  panel.className = styles.navPanel
  nav.append(panel)
  return panel
}

/** `<label>text <control></label>`, or the control first for checkboxes. */
export function labelled(text: string, control: HTMLElement, controlFirst = false): HTMLLabelElement {
  const label = document.createElement('label')
  if (controlFirst) label.append(control, ` ${text}`)
  else label.append(`${text} `, control)
  return label
}

export function checkbox(checked: boolean, onChange: (checked: boolean) => void): HTMLInputElement {
  const input = document.createElement('input')
  input.type = 'checkbox'
  input.checked = checked
  input.addEventListener('change', () => onChange(input.checked))
  return input
}

export function numberInput(
  value: number,
  min: number,
  max: number,
  onChange: (text: string) => void,
): HTMLInputElement {
  const input = document.createElement('input')
  input.type = 'number'
  input.min = String(min)
  input.max = String(max)
  input.step = '1'
  input.value = String(value)
  input.addEventListener('input', () => onChange(input.value))
  return input
}

/** A select whose options can be replaced later (keeping the chosen value when it still exists). */
export function selectInput(onChange: (value: string) => void): {
  el: HTMLSelectElement
  setOptions(options: { value: string; label: string }[], value: string): void
} {
  const el = document.createElement('select')
  el.addEventListener('change', () => onChange(el.value))
  return {
    el,
    setOptions(options, value) {
      el.replaceChildren(...options.map((o) => new Option(o.label, o.value)))
      el.value = value
    },
  }
}
