/** Form-customization demo: what our own create and edit forms show, computed from the library's form state. */
import type { EditTree } from 'family-chart'

/** The state object the library hands to `setCreateFormNew` / `setCreateFormEdit` creators. */
export type FormState = Parameters<Parameters<EditTree['setCreateFormEdit']>[0]>[0]
/** The actions object handed with it (submit, cancel, toggleEdit, ...). */
export type FormActions = Parameters<Parameters<EditTree['setCreateFormEdit']>[0]>[1]
export type FormField = FormState['fields'][number]

export const CUSTOM_FIELDS = [
  { id: 'first name', label: 'First name' },
  { id: 'last name', label: 'Last name' },
  { id: 'birthday', label: 'Born' },
  { id: 'occupation', label: 'Occupation' },
  { id: 'notes', label: 'Notes', type: 'textarea' as const },
]

/** Heading and sub-heading of our forms. */
export function customFormHeading(state: Pick<FormState, 'is_new' | 'editable' | 'title'>): {
  kicker: string
  title: string
} {
  if (state.is_new) return { kicker: 'New relative', title: state.title.replace(/^Add /, '') }
  return { kicker: state.editable ? 'Editing profile' : 'Profile', title: state.title }
}

/** The read-only summary: filled fields only, as label and value. */
export function summaryLines(fields: FormField[]): { label: string; value: string }[] {
  return fields.filter((f) => f.value.trim() !== '').map((f) => ({ label: f.label, value: f.value.trim() }))
}

/** The values our form submits: every field, trimmed, read through `read(fieldId)`. */
export function collectValues(fields: FormField[], read: (id: string) => string | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  for (const f of fields) values[f.id] = (read(f.id) ?? f.value).trim()
  return values
}
