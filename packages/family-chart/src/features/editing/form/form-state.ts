/** What the person form shows, computed from the datum and the edit settings (pure, so it is unit-tested). */
import type { Data, Datum } from '../../../data/types'
import { personName } from '../../../data/person-name'
import { displayText, shortenText } from '../../../data/display-text'

/** Longest value the view mode shows in full; a longer one is cut with an ellipsis (the data keeps it whole). */
const INFO_MAX_LENGTH = 10_000
import { placeholderDetail, placeholderSubtitle } from '../../../edit/placeholder-detail'
import {
  normalizeFields,
  relReferenceKey,
  type FieldDefinition,
  type FieldInput,
  type SelectOption,
} from './field-types'
import { isPlaceholder, placeholderRelation } from '../../../data/markers'
import { PARENT_TYPES, parentTypeOf, type ParentType } from '../../../data/parent-families'
import type { Say } from '../../../data/say'

/**
 * The id of the form's "Relationship to <child>" select on a new parent: saved on the child as
 * `data['parent_type__ref__<parentId>']`, never on the parent. @since next
 */
export const PARENT_TYPE_FIELD = 'f3_parent_type'

const PARENT_TYPE_LABELS: Record<ParentType, string> = {
  birth: 'Birth',
  adopted: 'Adopted',
  step: 'Step',
  foster: 'Foster',
  sealing: 'Sealing',
  unknown: 'Unknown',
}

/** The relationship select of a new father, mother or other parent (undefined for any other placeholder). */
function parentTypeField(datum: Datum, get: (id: string) => Datum | undefined, say?: Say): FormField | undefined {
  const rel = placeholderRelation(datum)
  if (!rel || (rel.rel_type !== 'father' && rel.rel_type !== 'mother' && rel.rel_type !== 'parent')) return undefined
  const child = get(rel.rel_id)
  const stored = child?.data?.[`parent_type__ref__${datum.id}`]
  const value =
    typeof stored === 'string' ? parentTypeOf(child, datum.id) : rel.rel_type === 'parent' ? 'adopted' : 'birth'
  const types = rel.rel_type === 'parent' ? PARENT_TYPES.filter((t) => t !== 'birth') : PARENT_TYPES
  const name = personName(child)
  return {
    id: PARENT_TYPE_FIELD,
    label:
      (name ? say?.('form.parentTypeLabel', { name }) : say?.('form.parentTypeLabelUnnamed')) ??
      `Relationship to ${name || 'the child'}`,
    type: 'select',
    value,
    placeholder: say?.('form.parentTypePlaceholder') ?? 'Select relationship',
    options: types.map((t) => ({ value: t, label: say?.(`parentType.${t}`) ?? PARENT_TYPE_LABELS[t] })),
  }
}

export interface FormField {
  id: string
  label: string
  type: FieldDefinition['type']
  value: string
  placeholder?: string
  options?: SelectOption[]
}

export interface LinkExistingConfig {
  title?: string
  select_placeholder?: string
  linkRelLabel?: (d: Datum) => string
}

/** A placeholder of add-relative mode, as the person's form lists it. */
export interface NewRelativeOption {
  id: string
  /** The placeholder's label, e.g. 'Add Son'. */
  label: string
  /** Which couple or children it belongs to, e.g. 'with Anna'. */
  detail?: string
}

export interface FormState {
  datum_id: string
  title: string
  /** For a new relative: whom it relates to, e.g. 'Son of John and Anna'. */
  subtitle?: string
  /** Level of the title's heading element (1 to 6; default 2). */
  heading_level: number
  /** A placeholder being turned into a new relative. */
  is_new: boolean
  editable: boolean
  no_edit: boolean
  can_delete: boolean
  gender: { value: 'M' | 'F'; disabled: boolean; options: SelectOption[] }
  fields: FormField[]
  link_existing?: { title: string; placeholder: string; options: SelectOption[] }
  add_relative_active: boolean
  remove_relative_active: boolean
  /** While add-relative mode is on for this person: the relatives that can be added, in the order they are drawn. */
  new_relatives?: NewRelativeOption[]
  /** The chart's words (the locale feature's); English without. */
  say?: Say
}

export interface FormStateInput {
  datum: Datum
  data: Data
  /** The person's spouses in the order the chart draws them: per-spouse fields follow it. */
  spouse_order?: string[]
  fields: FieldInput[]
  editable: boolean
  no_edit: boolean
  can_delete: boolean
  gender_locked: boolean
  add_relative_active: boolean
  remove_relative_active: boolean
  link_candidates?: Datum[]
  link_config?: LinkExistingConfig
  heading_level?: number
  say?: Say
}

export { personName }

export const GENDER_OPTIONS: SelectOption[] = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
]

const text = displayText

/** A heading level from 1 to 6 (2 when not given or out of range). */
export function headingLevel(level: unknown): number {
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6 ? level : 2
}

/** `ids` in the order of `order`; ids it does not name keep their own order, after the others. */
function inOrder(ids: string[], order: string[] | undefined): string[] {
  if (!order) return ids
  const rank = new Map(order.map((id, i) => [id, i]))
  return ids
    .map((id, i) => ({ id, i, r: rank.get(id) ?? Infinity }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.id)
}

/** The form's own words: the gender choices. */
const genderOptions = (say: Say | undefined): SelectOption[] =>
  say
    ? GENDER_OPTIONS.map((o) => ({ ...o, label: say(o.value === 'M' ? 'form.male' : 'form.female') ?? o.label }))
    : GENDER_OPTIONS

export function buildFormState(input: FormStateInput): FormState {
  const { datum, data, say } = input
  const is_new = isPlaceholder(datum)
  const byId = new Map(data.filter(Boolean).map((d) => [d.id, d]))
  const fields: FormField[] = []
  for (const f of normalizeFields(input.fields)) {
    if (f.type === 'rel_reference') {
      for (const sid of inOrder(datum.rels.spouses ?? [], input.spouse_order)) {
        const spouse = byId.get(sid)
        if (!spouse || isPlaceholder(spouse)) continue
        const key = relReferenceKey(f.id, sid)
        const who = f.getRelLabel ? f.getRelLabel(spouse) : personName(spouse)
        const label = say?.('form.spouseField', { field: f.label, name: who }) ?? `${f.label} - ${who}`
        fields.push({ id: key, label, type: 'text', value: text(datum.data[key]) })
      }
      continue
    }
    const options = typeof f.options === 'function' ? f.options(datum) : f.options
    fields.push({
      id: f.id,
      label: f.label,
      type: f.type,
      value: text(datum.data[f.id]),
      placeholder:
        f.type === 'select'
          ? (f.placeholder ?? say?.('form.selectField', { field: f.label }) ?? `Select ${f.label}`)
          : f.placeholder,
      options,
    })
  }
  const newLabel = placeholderRelation(datum)?.label
  const get = (id: string) => byId.get(id)
  const typeField = is_new ? parentTypeField(datum, get, say) : undefined
  if (typeField) fields.push(typeField)
  const state: FormState = {
    datum_id: datum.id,
    title: is_new ? text(newLabel) || (say?.('form.addRelative') ?? 'Add relative') : personName(datum),
    heading_level: headingLevel(input.heading_level),
    is_new,
    editable: is_new || input.editable,
    no_edit: input.no_edit,
    can_delete: input.can_delete && !is_new,
    gender: {
      value: datum.data.gender === 'F' ? 'F' : 'M',
      disabled: input.gender_locked,
      options: genderOptions(say),
    },
    fields,
    add_relative_active: input.add_relative_active,
    remove_relative_active: input.remove_relative_active,
    say,
  }
  if (is_new) state.subtitle = placeholderSubtitle(datum, get, say)
  if (input.add_relative_active && !is_new) {
    state.new_relatives = data
      .filter((d) => placeholderRelation(d)?.rel_id === datum.id)
      .map((d) => ({ id: d.id, label: text(placeholderRelation(d)!.label), detail: placeholderDetail(d, get, say) }))
  }
  if (is_new && input.link_candidates) {
    const cfg = input.link_config ?? {}
    state.link_existing = {
      title: cfg.title ?? say?.('form.linkExistingTitle') ?? 'Profile already exists?',
      placeholder: cfg.select_placeholder ?? say?.('form.linkExistingPlaceholder') ?? 'Select profile',
      options: input.link_candidates.map((d) => ({
        value: d.id,
        label: cfg.linkRelLabel ? cfg.linkRelLabel(d) : personName(d),
      })),
    }
  }
  return state
}

/** Lines of the read-only view: filled fields only (empty select and relation values hidden). */
export function infoLines(state: FormState): { label: string; value: string }[] {
  return state.fields
    .filter((f) => f.value.trim() !== '')
    .map((f) => ({
      label: f.label,
      value: shortenText(
        f.type === 'select' ? (f.options?.find((o) => o.value === f.value)?.label ?? f.value) : f.value,
        INFO_MAX_LENGTH,
      ),
    }))
}
