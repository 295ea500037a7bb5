/** The edit tree's form container of the published API: `{ el, populate, open, close }`, ours or the code's own. */

/**
 * Where the edit tree's form goes: `populate(form)` puts the form element in place, `open()` and `close()` show and
 * hide it; `el`, when given, is the element `fixed()` and `absolute()` position. @since 0.8.0
 */
export interface FormCont {
  el?: HTMLElement
  populate(form_element: HTMLElement): void
  open(): void
  close(): void
}

/** Whether `setFormCont` was given the object form rather than an element. */
export function isFormCont(value: unknown): value is FormCont {
  return (
    !!value &&
    typeof value === 'object' &&
    !(value instanceof Element) &&
    typeof (value as FormCont).populate === 'function'
  )
}

/** The form container of an edit tree that draws its form in its own element. */
export function defaultFormCont(el: HTMLElement, open: () => void, close: () => void): FormCont {
  return { el, populate: (form) => el.replaceChildren(form), open, close }
}
