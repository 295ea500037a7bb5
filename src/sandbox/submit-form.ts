/** Sends a POST form in a new tab (browser only): the way both online editors accept a project. */
import type { PostForm } from './types'

export function submitForm({ action, fields }: PostForm, doc: Document = document): void {
  const form = doc.createElement('form')
  form.method = 'POST'
  form.action = action
  form.target = '_blank'
  form.hidden = true
  for (const [name, value] of fields) {
    // Values are set as properties, never parsed as markup: code and data pass through untouched.
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  doc.body.append(form)
  form.submit()
  form.remove()
}
