/**
 * Where the edit tree's form lives: its own panel in the chart (fixed at the side, or floating), an element of the
 * page (`setFormCont(el)`), or a container object of 0.8 / 0.9 (`{ el, populate(form), open(), close() }`) that the
 * page fills and shows itself. Escape closes the form from anywhere inside it.
 */

/** A form container as 0.8 / 0.9 take it in `setFormCont`. @since 0.8.0 */
export interface FormContainer {
  el?: HTMLElement | null
  populate(form: HTMLElement): void
  open(): void
  close(): void
}

export interface FormPanel {
  /** The element holding the form (a detached one when a container object has none). */
  readonly el: HTMLElement
  /** Puts a form in and shows it. */
  show(form: HTMLElement): void
  /** Hides and empties it. */
  hide(): void
  readonly isOpen: boolean
  /** Side panel (true) or floating over the chart (false). */
  setFixed(fixed: boolean): void
  /** Moves the form to the page's element or container object. */
  replace(target: HTMLElement | FormContainer): void
  destroy(): void
}

function isContainerObject(target: unknown): target is FormContainer {
  return !!target && typeof target === 'object' && !(typeof Node !== 'undefined' && target instanceof Node) && typeof (target as FormContainer).populate === 'function'
}

export function createFormPanel(cont: HTMLElement, onEscape: () => void): FormPanel {
  let el: HTMLElement = document.createElement('div')
  el.className = 'f3-form-cont f3-form-fixed'
  el.hidden = true
  cont.append(el)
  let custom: FormContainer | null = null
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
    get el() { return el },
    get isOpen() { return open },
    show(form) {
      open = true
      if (custom) {
        custom.populate(form)
        custom.open()
        return
      }
      el.replaceChildren(form)
      el.hidden = false
      // The class 0.8 / 0.9 put on an open form container, for page CSS.
      el.classList.add('opened')
    },
    hide() {
      open = false
      if (custom) return custom.close()
      el.hidden = true
      el.classList.remove('opened')
      el.replaceChildren()
    },
    setFixed(fixed) {
      el.classList.toggle('f3-form-fixed', fixed)
      el.classList.toggle('f3-form-absolute', !fixed)
    },
    replace(target) {
      detach()
      custom = isContainerObject(target) ? target : null
      el = custom ? custom.el ?? document.createElement('div') : target as HTMLElement
      if (!custom) el.classList.add('f3-form-cont')
      el.addEventListener('keydown', onKeyDown)
      open = false
    },
    destroy: detach,
  }
}
