/** Field rules of the builder: the common fields offered, custom field names, and removal from card rows. */
import type { BuilderConfig } from './config'

/** Offered in the field picker (SPEC section 9, common fields offered). */
export const COMMON_FIELDS = [
  'first name',
  'last name',
  'birth year',
  'death year',
  'gender',
  'avatar',
  'occupation',
  'location',
  'education',
  'nationality',
  'birth place',
  'death place',
  'marriage date',
  'email',
  'phone',
  'address',
  'notes',
]

export const FIELD_EXISTS_MESSAGE = 'Field name already exists'

/** Custom field names are trimmed and lower-cased. */
export function normalizeFieldName(raw: string): string {
  return raw.trim().toLowerCase()
}

/** Why a custom name cannot be added: null when it can, '' when it is empty (no message, button disabled). */
export function customFieldError(fields: readonly string[], raw: string): string | null {
  const name = normalizeFieldName(raw)
  if (!name) return ''
  if (fields.includes(name)) return FIELD_EXISTS_MESSAGE
  return null
}

/** Adds a field at the end; an empty or duplicate name changes nothing. */
export function addField(config: BuilderConfig, raw: string): BuilderConfig {
  if (customFieldError(config.fields, raw) !== null) return config
  return { ...config, fields: [...config.fields, normalizeFieldName(raw)] }
}

/** Removes a field from the form, from every card-display row, and from the sort when children were sorted by it. */
export function removeField(config: BuilderConfig, name: string): BuilderConfig {
  const sortGone = config.sortChildrenBy === name
  return {
    ...config,
    fields: config.fields.filter((f) => f !== name),
    cardDisplay: config.cardDisplay.map((row) => row.filter((f) => f !== name)),
    sortChildrenBy: sortGone ? null : config.sortChildrenBy,
    isDescSortChildrenBy: sortGone ? false : config.isDescSortChildrenBy,
  }
}

/** Fields not yet in the form that the picker can offer. */
export function fieldsToOffer(config: BuilderConfig): string[] {
  return COMMON_FIELDS.filter((f) => !config.fields.includes(f))
}

/** Shows or hides a field on one card-display row. */
export function toggleDisplayField(config: BuilderConfig, row: number, field: string): BuilderConfig {
  const cardDisplay = config.cardDisplay.map((r, i) => {
    if (i !== row) return r
    return r.includes(field) ? r.filter((f) => f !== field) : [...r, field]
  })
  return { ...config, cardDisplay }
}

export function addDisplayRow(config: BuilderConfig): BuilderConfig {
  return { ...config, cardDisplay: [...config.cardDisplay, []] }
}

export function removeDisplayRow(config: BuilderConfig, row: number): BuilderConfig {
  return { ...config, cardDisplay: config.cardDisplay.filter((_, i) => i !== row) }
}
