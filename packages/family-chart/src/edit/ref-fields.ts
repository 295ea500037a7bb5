/**
 * A person's fields of one relation: `<field>__ref__<relativeId>` (`marriage_date__ref__p2`) holds the field for the
 * marriage or parent named by the id. What a delete removes and what a save mirrors onto the spouse are read here.
 */
const REF = '__ref__'

/** The key of a person's field for one relative. */
export const refFieldKey = (field: string, relativeId: string): string => `${field}${REF}${relativeId}`

/** A person's per-relation fields: each key, the field it holds and the relative it names. */
export function refFields(data: Record<string, unknown> | undefined): { key: string; field: string; id: string }[] {
  const out = []
  for (const key of Object.keys(data ?? {})) {
    const at = key.indexOf(REF)
    if (at >= 0) out.push({ key, field: key.slice(0, at), id: key.slice(at + REF.length) })
  }
  return out
}

/** The keys of a person's fields that name `relativeId`. */
export const refFieldsNaming = (data: Record<string, unknown> | undefined, relativeId: string): string[] =>
  refFields(data)
    .filter((ref) => ref.id === relativeId)
    .map((ref) => ref.key)
