/** What a place of the fan says to a screen reader and in its tooltip: the full name, the years, the relation. */
import type { FanLayout, FanPlace } from './fan-types'

/**
 * The accessible name of `place`: "Victoria, 1819–1901, paternal grandmother", with "appears in 2 places" for
 * pedigree collapse, "Add mother of Albert" for an add place, "Unknown paternal grandfather" for an empty one.
 * `nameOf` gives the name of the person an add place is for.
 * @since next
 */
export function placeLabel(place: FanPlace, nameOf: (id: string) => string): string {
  if (place.kind === 'empty') return place.name
  if (place.kind === 'add') {
    const child = place.addFor ? nameOf(place.addFor.childId) : ''
    return child ? `${place.name} of ${child}` : place.name
  }
  const parts = [place.name]
  if (place.dates) parts.push(place.dates)
  parts.push(place.relation)
  if (place.duplicate) parts.push(`appears in ${place.occurrences} places`)
  return parts.join(', ')
}

/** The name of each person placed in `layout`, by id (for the labels of add places). */
export function namesById(layout: FanLayout): (id: string) => string {
  const names = new Map<string, string>()
  for (const p of layout.places) if (p.id !== null && !names.has(p.id)) names.set(p.id, p.name)
  return (id) => names.get(id) ?? ''
}

/** The name of the whole fan, as its group is announced. */
export function fanLabel(layout: FanLayout): string {
  const main = layout.places.find((p) => p.generation === 0)
  return main ? `Fan chart of ${main.name}` : 'Fan chart'
}

/** What the keys do, said once where the fan is described. @since next */
export const FAN_KEYS_HELP =
  'Arrow keys move between parents, children and the places beside; Enter puts the person in the centre; ' +
  '[ and ] turn the fan, 0 turns it back; Home goes to the centre.'
