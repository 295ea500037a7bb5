/**
 * The export plan's people by id: an open-addressing table of positions in the plan's list, sized once for the people
 * given. A Map of every person grows by doubling, hashing each id again at each step and leaving the old tables as
 * garbage; this table is one Int32Array, and a look-up compares the id of the person at a position.
 */

/** What the table holds: a list of people with ids. */
interface WithId {
  readonly id: string
}

export class PeopleById<T extends WithId> {
  /** Position + 1 of the person whose id hashes to (or probes on to) each slot; 0: free. */
  private readonly slots: Int32Array
  private readonly mask: number
  private count = 0

  /** `people`: the list the positions are in; `most`: at most how many will be added. */
  constructor(
    private readonly people: readonly T[],
    most: number,
  ) {
    // At most half full, so that a look-up of an id no one has meets a free slot soon.
    let size = 8
    while (size < most * 2) size *= 2
    this.slots = new Int32Array(size)
    this.mask = size - 1
  }

  /** Notes that the person who is (or is about to be) at `at` has `id`; false when someone added before has it. */
  add(id: string, at: number): boolean {
    const { slots, mask, people } = this
    for (let i = hashOf(id) & mask; ; i = (i + 1) & mask) {
      const held = slots[i]
      if (held === 0) {
        slots[i] = at + 1
        this.count++
        return true
      }
      if (people[held - 1].id === id) return false
    }
  }

  get(id: string): T | undefined {
    const { slots, mask, people } = this
    for (let i = hashOf(id) & mask; ; i = (i + 1) & mask) {
      const held = slots[i]
      if (held === 0) return undefined
      const person = people[held - 1]
      if (person.id === id) return person
    }
  }

  has(id: string): boolean {
    return this.get(id) !== undefined
  }

  get size(): number {
    return this.count
  }
}

/** FNV-1a over the UTF-16 code units, with the high bits folded in (the table uses the low ones). */
function hashOf(id: string): number {
  let h = 0x811c9dc5 | 0
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193)
  return h ^ (h >>> 16)
}
