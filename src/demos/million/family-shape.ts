/**
 * The shape of the million-person family, computed rather than stored: who is whose parent, spouse and child follows
 * from a person's number alone, so any person can be made on demand without making the other 999,999.
 *
 * The family descends from one founder. Each generation is a block of consecutive numbers: first the founder's
 * descendants born in that generation, then the people who married them. How many children a descendant has (and
 * whether they marry) comes from a seeded pattern of a few dozen entries, read from a different offset in every
 * generation; because the pattern repeats, "how many children did the descendants before number i have" is a
 * multiplication plus a table look-up, and the children of a descendant are a range of the next generation's block.
 * The last generation is cut where the count reaches the size asked for; it has no children.
 */
import { createRandom } from './random'

export const MILLION = 1_000_000
export const DEFAULT_SEED = 1860
/** Pattern length: a prime, so the per-generation offsets cycle through every entry. */
const PERIOD = 89
/** Share of descendants who never marry (and have no children). */
const UNMARRIED_SHARE = 0.12
/** Weights of 0..5 children for a married couple. */
const CHILD_WEIGHTS = [0.07, 0.16, 0.3, 0.25, 0.13, 0.09]

export interface Generation {
  /** Number of the generation's first descendant. */
  start: number
  descendants: number
  /** The spouses (people who married in) follow the descendants: numbers start + descendants … */
  spouses: number
}

export interface FamilyShape {
  size: number
  seed: number
  generations: Generation[]
  /** Children of the pattern's entries (0 for the unmarried). */
  kids: Uint8Array
  /** 1 where the pattern's entry marries. */
  married: Uint8Array
  /** Prefix sums of the pattern laid twice end to end, so a rotated run of entries is one subtraction. */
  kidsPrefix: Int32Array
  marriedPrefix: Int32Array
}

/** Where a person sits: a descendant (index within the generation), or the spouse of the descendant `index`. */
export interface Place {
  generation: number
  index: number
  role: 'descendant' | 'spouse'
}

function drawPattern(seed: number): { kids: Uint8Array; married: Uint8Array } {
  const random = createRandom(seed)
  const kids = new Uint8Array(PERIOD)
  const married = new Uint8Array(PERIOD)
  for (let i = 0; i < PERIOD; i++) {
    if (i > 0 && random() < UNMARRIED_SHARE) continue
    married[i] = 1
    let r = random()
    let k = 0
    while (k < CHILD_WEIGHTS.length - 1 && r >= CHILD_WEIGHTS[k]) r -= CHILD_WEIGHTS[k++]
    kids[i] = k
  }
  // The founder (entry 0 in generation 0) marries and has four children, whatever the seed.
  kids[0] = 4
  return { kids, married }
}

function doubledPrefix(values: Uint8Array): Int32Array {
  const prefix = new Int32Array(2 * values.length + 1)
  for (let j = 0; j < 2 * values.length; j++) prefix[j + 1] = prefix[j] + values[j % values.length]
  return prefix
}

/** The pattern's offset in a generation: 0 for the founder's, then a stride through the prime-length pattern. */
function offsetOf(shape: FamilyShape, generation: number): number {
  return generation === 0 ? 0 : (generation * 31 + shape.seed) % PERIOD
}

/** Sum of the pattern over the first `count` descendants of a generation (uncut). */
function runningSum(shape: FamilyShape, prefix: Int32Array, generation: number, count: number): number {
  const offset = offsetOf(shape, generation)
  const whole = Math.floor(count / PERIOD)
  return whole * prefix[PERIOD] + prefix[offset + (count % PERIOD)] - prefix[offset]
}

/** The largest index whose running sum is ≤ target and whose own entry is not 0: the inverse of runningSum. */
function entryHolding(shape: FamilyShape, prefix: Int32Array, generation: number, target: number): number {
  const offset = offsetOf(shape, generation)
  const whole = Math.floor(target / prefix[PERIOD])
  const rest = target - whole * prefix[PERIOD]
  let j = 0
  while (prefix[offset + j + 1] - prefix[offset] <= rest) j++
  return whole * PERIOD + j
}

/** Lays out the generations until `size` people are counted. */
function layGenerations(shape: FamilyShape): Generation[] {
  const generations: Generation[] = []
  let start = 0
  let descendants = 1
  for (let g = 0; ; g++) {
    const remaining = shape.size - start
    const spouses = runningSum(shape, shape.marriedPrefix, g, descendants)
    const next = runningSum(shape, shape.kidsPrefix, g, descendants)
    if (descendants + spouses >= remaining || next === 0) {
      const cut = Math.min(descendants, remaining)
      generations.push({ start, descendants: cut, spouses: remaining - cut })
      return generations
    }
    generations.push({ start, descendants, spouses })
    start += descendants + spouses
    descendants = next
  }
}

/** The family of `size` people for `seed`: a few kilobytes of tables. */
export function createShape(size: number = MILLION, seed: number = DEFAULT_SEED): FamilyShape {
  const { kids, married } = drawPattern(seed)
  const shape: FamilyShape = {
    size,
    seed,
    generations: [],
    kids,
    married,
    kidsPrefix: doubledPrefix(kids),
    marriedPrefix: doubledPrefix(married),
  }
  shape.generations = layGenerations(shape)
  return shape
}

export function isLastGeneration(shape: FamilyShape, generation: number): boolean {
  return generation === shape.generations.length - 1
}

/** Where person number `n` sits, or undefined outside the family. */
export function placeOf(shape: FamilyShape, n: number): Place | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= shape.size) return undefined
  let g = shape.generations.length - 1
  while (shape.generations[g].start > n) g--
  const gen = shape.generations[g]
  const offset = n - gen.start
  if (offset < gen.descendants) return { generation: g, index: offset, role: 'descendant' }
  return { generation: g, index: entryHolding(shape, shape.marriedPrefix, g, offset - gen.descendants), role: 'spouse' }
}

/** Number of the `index`th descendant of a generation. */
export function descendantNumber(shape: FamilyShape, generation: number, index: number): number {
  return shape.generations[generation].start + index
}

/** Number of the spouse of descendant `index`, or undefined if that descendant does not marry. */
export function spouseNumber(shape: FamilyShape, generation: number, index: number): number | undefined {
  const gen = shape.generations[generation]
  if (!shape.married[(offsetOf(shape, generation) + index) % PERIOD]) return undefined
  const s = runningSum(shape, shape.marriedPrefix, generation, index)
  // The last generation is cut: only its first spouses are counted.
  return s < gen.spouses ? gen.start + gen.descendants + s : undefined
}

/** Indexes (in the next generation) of the children of descendant `index`: [first, end). Empty if none. */
export function childRange(shape: FamilyShape, generation: number, index: number): [number, number] {
  if (isLastGeneration(shape, generation) || spouseNumber(shape, generation, index) === undefined) return [0, 0]
  const first = runningSum(shape, shape.kidsPrefix, generation, index)
  const count = shape.kids[(offsetOf(shape, generation) + index) % PERIOD]
  const limit = shape.generations[generation + 1].descendants
  return [Math.min(first, limit), Math.min(first + count, limit)]
}

/** Index (in the previous generation) of the descendant parent of descendant `index` of a generation > 0. */
export function parentIndex(shape: FamilyShape, generation: number, index: number): number {
  return entryHolding(shape, shape.kidsPrefix, generation - 1, index)
}
