/** Making one place of the fan: its slot and what it shows, with no text or neighbours yet (later steps add them). */
import type { FanPlace } from './fan-types'
import type { FanPerson } from './fan-person'

/** The slot of a place: which ring, where in it, and its angles and radii. */
export type FanSlot = Pick<
  FanPlace,
  'key' | 'generation' | 'index' | 'startAngle' | 'endAngle' | 'innerRadius' | 'outerRadius' | 'line' | 'relation'
>

const noText = (): FanPlace['text'] => ({
  orientation: 'none',
  anchorAngle: 0,
  anchorRadius: 0,
  rotation: 0,
  flipped: false,
  fontSize: 0,
  fits: false,
  length: 0,
  thickness: 0,
  lines: [],
})

const noNeighbours = (): FanPlace['neighbours'] => ({ parents: [], children: [], previous: null, next: null })

/** A person's place. `photo` is kept on the side until the text step decides whether the slot has room for it. */
export function personPlace(slot: FanSlot, id: string, person: FanPerson): FanPlace {
  return {
    ...slot,
    id,
    kind: 'person',
    name: person.name,
    dates: person.dates,
    sex: person.sex,
    surname: person.surname,
    private: person.private,
    duplicate: false,
    occurrences: 1,
    photo: person.image ? { href: person.image, cx: 0, cy: 0, r: 0 } : null,
    text: noText(),
    neighbours: noNeighbours(),
  }
}

/**
 * The place of an unknown ancestor ("Unknown paternal grandmother"), or while editing a place to add the missing
 * parent of `childId` ("Add mother").
 */
export function missingPlace(slot: FanSlot, addFor?: FanPlace['addFor']): FanPlace {
  const mother = slot.index % 2 === 1
  return {
    ...slot,
    id: null,
    kind: addFor ? 'add' : 'empty',
    name: addFor ? `Add ${addFor.relation}` : `Unknown ${slot.relation}`,
    dates: '',
    sex: mother ? 'F' : 'M',
    surname: '',
    private: false,
    duplicate: false,
    occurrences: 1,
    photo: null,
    text: noText(),
    neighbours: noNeighbours(),
    ...(addFor ? { addFor } : {}),
  }
}
