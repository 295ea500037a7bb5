/** Making one place of the fan: its slot and what it shows, with no text or neighbours yet (later steps add them). */
import type { FanPhoto, FanPlace, FanText } from './fan-types'
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

/**
 * A place with every field, in one order: one object shape for all places. (Built with object spread, places came out
 * in a slow shape, and the layout of 1,023 places took about 20 times longer: bench/NOTES.md, "Fan chart".)
 */
function place(
  slot: FanSlot,
  fields: Omit<FanPlace, keyof FanSlot | 'text' | 'neighbours' | 'duplicate' | 'occurrences'>,
): FanPlace {
  return {
    id: fields.id,
    key: slot.key,
    kind: fields.kind,
    generation: slot.generation,
    index: slot.index,
    startAngle: slot.startAngle,
    endAngle: slot.endAngle,
    innerRadius: slot.innerRadius,
    outerRadius: slot.outerRadius,
    name: fields.name,
    dates: fields.dates,
    relation: slot.relation,
    sex: fields.sex,
    line: slot.line,
    surname: fields.surname,
    private: fields.private,
    duplicate: false,
    occurrences: 1,
    photo: fields.photo,
    text: noText(),
    neighbours: noNeighbours(),
    addFor: fields.addFor,
  }
}

/** A person's place. `photo` is kept on the side until the text step decides whether the slot has room for it. */
export function personPlace(slot: FanSlot, id: string, person: FanPerson): FanPlace {
  return place(slot, {
    id,
    kind: 'person',
    name: person.name,
    dates: person.dates,
    sex: person.sex,
    surname: person.surname,
    private: person.private,
    photo: person.image ? { href: person.image, cx: 0, cy: 0, r: 0 } : null,
  })
}

/**
 * The place of an unknown ancestor ("Unknown paternal grandmother"), or while editing a place to add the missing
 * parent of `childId` ("Add mother").
 */
export function missingPlace(slot: FanSlot, addFor?: FanPlace['addFor']): FanPlace {
  return place(slot, {
    id: null,
    kind: addFor ? 'add' : 'empty',
    name: addFor ? `Add ${addFor.relation}` : `Unknown ${slot.relation}`,
    dates: '',
    sex: slot.index % 2 === 1 ? 'F' : 'M',
    surname: '',
    private: false,
    photo: null,
    addFor,
  })
}

/** A copy of `p` turned: new angles, text and photo, every other field as it was (in the same shape). */
export function turnedPlace(
  p: FanPlace,
  startAngle: number,
  endAngle: number,
  text: FanText,
  photo: FanPhoto | null,
): FanPlace {
  return {
    id: p.id,
    key: p.key,
    kind: p.kind,
    generation: p.generation,
    index: p.index,
    startAngle,
    endAngle,
    innerRadius: p.innerRadius,
    outerRadius: p.outerRadius,
    name: p.name,
    dates: p.dates,
    relation: p.relation,
    sex: p.sex,
    line: p.line,
    surname: p.surname,
    private: p.private,
    duplicate: p.duplicate,
    occurrences: p.occurrences,
    photo,
    text,
    neighbours: p.neighbours,
    addFor: p.addFor,
  }
}
