/** The published form builders: the person form the edit tree shows, for code that wraps it in its own. */
import type { FormState } from '../features/editing/form/form-state'
import { renderForm, type FormCallbacks } from '../features/editing/form/render-form'

/**
 * Builds the form of an existing person, as the edit tree does: pass it the two arguments your
 * `editTree.setCreateFormEdit(...)` function receives, then change the element or wrap it.
 * @returns An element holding the form.
 * @example
 * ```js
 * f3EditTree.setCreateFormEdit((form_creator, actions) => {
 *   const cont = f3.handlers.createFormEdit(form_creator, actions)
 *   cont.prepend(myHeader())
 *   return cont
 * })
 * ```
 * @group Compatibility
 * @since 0.8.0
 */
export function createFormEdit(form_creator: FormState, closeCallback: FormCallbacks): HTMLElement {
  const cont = document.createElement('div')
  cont.append(renderForm(form_creator, closeCallback))
  return cont
}

/**
 * Builds the form of a new relative (a placeholder of add-relative mode), as the edit tree does; see
 * {@link createFormEdit}.
 * @group Compatibility
 * @since 0.8.0
 */
export function createFormNew(form_creator: FormState, closeCallback: FormCallbacks): HTMLElement {
  return createFormEdit(form_creator, closeCallback)
}
