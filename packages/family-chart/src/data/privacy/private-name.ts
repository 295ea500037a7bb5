// What a living person's card says instead of their name: a fixed word or their initials.
import type { Datum } from '../types'

/** How a living person is shown: 'private' (a fixed label) or 'initials'. @since next */
export type PrivateStyle = 'private' | 'initials'

/** The initials of the person's name fields, "J. S." for John Smith; empty when the fields are empty. @since next */
export function initialsOf(
  d: Pick<Datum, 'data'>,
  nameFields: readonly string[] = ['first name', 'last name'],
): string {
  return nameFields
    .map((field) => d.data?.[field])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => `${[...v.trim()][0].toUpperCase()}.`)
    .join(' ')
}

/**
 * A copy of `d` whose data holds only what a private card may show: the gender and, with 'initials', the initials
 * in the first name field. Ids and relations are kept so the tree keeps its shape.
 * @since next
 */
export function privateDatum<D extends Datum>(d: D, style: PrivateStyle = 'private', label = 'Living'): D {
  const initials = style === 'initials' ? initialsOf(d) : ''
  const data: Datum['data'] = { gender: d.data?.gender, 'first name': initials || label, 'last name': '' }
  return { ...d, data }
}
