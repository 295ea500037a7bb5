/**
 * Where the edit tree's form lives: its own panel in the chart (fixed at the side, or floating), an element of the
 * page (`setFormCont(el)`), or a container object of 0.8 / 0.9 (`{ el, populate(form), open(), close() }`) that the
 * page fills and shows itself. Escape closes the form from anywhere inside it.
 */
import { isFormCont, type FormCont } from './published/form-cont'

export interface FormPanel {
  /** The element holding the form (for a container object, the element handed to its populate()). */
  readonly el: HTMLElement
  /** Puts a form in (not shown yet). */
  fill(form: HTMLElement): void
  /** Shows what it holds. */
  open(): void
  /** Hides and empties it. */
  hide(): void
  readonly isOpen: boolean
  /** Side panel (true) or floating over the chart (false). */
  setFixed(fixed: boolean): void
  /** Moves the form to the page's element or container object. */
  replace(target: HTMLElement | FormCont): void
  destroy(): void
}

export function createFormPanel(cont: HTMLElement, onEscape: () => void): FormPanel {
  let el: HTMLElement = document.createElement('div')
  el.className = 'f3-form-cont f3-form-fixed'
  el.hidden = true
  cont.append(el)
  let custom: FormCont | null = null
  let open = false
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented || !open) return
    e.preventDefault()
    onEscape()
  }
  el.addEventListener('keydown', onKeyDown)
  const detach = () => {
    el.removeEventListener('keydown', onKeyDown)
    if (!custom && el.parentNode === cont) el.remove()
  }

  return {
    get el() {
      return el
    },
    get isOpen() {
      return open
    },
    fill(form) {
      el.replaceChildren(form)
    },
    open() {
      open = true
      if (custom) {
        custom.populate(el)
        custom.open()
        return
      }
      el.hidden = false
      // The class 0.8 / 0.9 put on an open form container, for page CSS.
      el.classList.add('opened')
    },
    hide() {
      open = false
      el.replaceChildren()
      if (custom) return custom.close()
      el.hidden = true
      el.classList.remove('opened')
    },
    setFixed(fixed) {
      el.classList.toggle('f3-form-fixed', fixed)
      el.classList.toggle('f3-form-absolute', !fixed)
    },
    replace(target) {
      detach()
      custom = isFormCont(target) ? target : null
      el = custom ? document.createElement('div') : (target as HTMLElement)
      el.classList.add('f3-form-cont')
      // Handed to a container object: it sits where populate() puts it, not over the chart.
      el.classList.toggle('f3-form-hosted', !!custom)
      el.addEventListener('keydown', onKeyDown)
      open = false
    },
    destroy: detach,
  }
}
