/**
 * The ancestors' rings: ring g has 2^g slots in Ahnentafel order (slot i's father is slot 2i of the next ring, its
 * mother slot 2i + 1), each an equal share of the ancestors' arc, so every ring partitions the same arc and each
 * parent's slot lies over half of their child's.
 */
import type { RelationIndex } from '../../data/relation-index'
import type { FanSettings } from './fan-options'
import type { RingBand } from './fan-rings'
import type { FanPlace } from './fan-types'
import { ancestorRelation } from './fan-relation-words'
import { missingPlace, personPlace, type FanSlot } from './fan-place'
import { readFanPerson } from './fan-person'

/** A slot whose person is unknown but which is drawn (settings.empty_places 'all'), or one that is not drawn. */
const UNKNOWN = -1
const NOT_DRAWN = -2

export interface AncestorInput {
  index: RelationIndex
  settings: FanSettings
  bands: RingBand[]
  /** Position of the main person in the index. */
  mainAt: number
  /** Where the ancestors' arc starts (degrees) and how wide it is. */
  arcStart: number
  degrees: number
}

/** The four relation words of a ring (father's side father, mother; mother's side father, mother). */
function ringRelations(generation: number): string[] {
  // Ring 1 has no sides: its slot 1 (the mother) is already past the first half.
  if (generation === 1) return ['father', 'mother', 'father', 'mother']
  const half = 2 ** (generation - 1)
  return [0, 1, half, half + 1].map((i) => ancestorRelation(generation, i))
}

function ancestorSlot(input: AncestorInput, generation: number, index: number, relations: string[]): FanSlot {
  const count = 2 ** generation
  const span = input.degrees / count
  const band = input.bands[generation]
  return {
    key: `a${count + index}`,
    generation,
    index,
    // Computed from the arc's start each time (not by adding spans), so neighbouring slots share their edge exactly.
    startAngle: input.arcStart + index * span,
    endAngle: input.arcStart + (index + 1) * span,
    innerRadius: band.inner,
    outerRadius: band.outer,
    line: index < count / 2 ? 'paternal' : 'maternal',
    relation: relations[(index < count / 2 ? 0 : 2) + (index % 2)],
  }
}

/** The places of one ring, and who sits in each slot (a position, UNKNOWN or NOT_DRAWN) for the next ring. */
function placeRing(input: AncestorInput, generation: number, below: Int32Array, out: FanPlace[]): Int32Array {
  const { index, settings } = input
  const slots = new Int32Array(2 ** generation)
  const relations = ringRelations(generation)
  for (let i = 0; i < slots.length; i++) {
    const child = below[i >> 1]
    const parent = child >= 0 ? (i % 2 === 0 ? index.links.father : index.links.mother)[child] : UNKNOWN
    if (parent >= 0) {
      slots[i] = parent
      out.push(
        personPlace(
          ancestorSlot(input, generation, i, relations),
          index.ids[parent],
          readFanPerson(index.at(parent), settings),
        ),
      )
      continue
    }
    // The missing parent of a known person gets a place (an "add" place while editing); deeper unknown slots only
    // with empty_places 'all'.
    const childKnown = child >= 0
    const drawn =
      settings.emptyPlaces === 'all' || (childKnown && (settings.editing || settings.emptyPlaces === 'parents'))
    slots[i] = drawn ? UNKNOWN : NOT_DRAWN
    if (!drawn) continue
    const addFor =
      childKnown && settings.editing
        ? { childId: index.ids[child], relation: i % 2 === 0 ? ('father' as const) : ('mother' as const) }
        : undefined
    out.push(missingPlace(ancestorSlot(input, generation, i, relations), addFor))
  }
  return slots
}

/** The ancestors' places, ring by ring from the parents outward. */
export function placeAncestors(input: AncestorInput): FanPlace[] {
  const out: FanPlace[] = []
  let below: Int32Array = Int32Array.of(input.mainAt)
  for (let g = 1; g <= input.settings.ancestryDepth; g++) below = placeRing(input, g, below, out)
  return out
}
