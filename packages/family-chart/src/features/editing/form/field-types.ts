/** Form field definitions as users give them to setFields, normalised into one shape. */
import type { Datum } from '../../../data/types'

export interface SelectOption {
  value: string
  label: string
}

export type FieldInput =
  | string
  | {
      type?: 'text' | 'textarea' | 'select' | 'rel_reference'
      id: string
      label?: string
      placeholder?: string
      options?: SelectOption[] | ((datum: Datum) => SelectOption[])
      /** rel_reference: label of the related person (default: first and last name). */
      getRelLabel?: (related: Datum) => string
      /** rel_reference: which relatives get a value (only 'spouse' is supported). */
      rel_type?: 'spouse'
    }

export interface FieldDefinition {
  type: 'text' | 'textarea' | 'select' | 'rel_reference'
  id: string
  label: string
  placeholder?: string
  options?: SelectOption[] | ((datum: Datum) => SelectOption[])
  getRelLabel?: (related: Datum) => string
}

export const DEFAULT_FIELDS: FieldInput[] = ['first name', 'last name', 'birthday', 'avatar']

export function normalizeFields(fields: FieldInput[]): FieldDefinition[] {
  return fields.map((f) =>
    typeof f === 'string'
      ? { type: 'text', id: f, label: f }
      : {
          type: f.type ?? 'text',
          id: f.id,
          label: f.label ?? f.id,
          placeholder: f.placeholder,
          options: f.options,
          getRelLabel: f.getRelLabel,
        },
  )
}

/** The key a per-spouse value is stored under: `<field>__ref__<spouseId>`. */
export function relReferenceKey(fieldId: string, spouseId: string): string {
  return `${fieldId}__ref__${spouseId}`
}
