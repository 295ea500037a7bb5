/**
 * The order of the people of a block (a couple, or a person with several spouses and their other spouses): each
 * couple side by side where it can be, a man left of his wife in a couple alone, a person with several spouses
 * between them (the first spouses beside, further ones past them; their links run below the row).
 */

/** Above this size a block is listed in the order of the walk: its links are drawn below the row all the same. */
const MAX_ARRANGED = 64

export interface BlockPeople {
  /** The partners of a person within the block, in the order the chart prefers (spouse order). */
  partnersOf(p: number): number[]
  isMale(p: number): boolean
}

/** The block's people left to right. */
export function arrangeBlock(members: number[], people: BlockPeople): number[] {
  if (members.length === 1) return members
  if (members.length === 2) {
    const [a, b] = members
    return people.isMale(b) && !people.isMale(a) ? [b, a] : [a, b]
  }
  let centre = members[0]
  for (const p of members) if (people.partnersOf(p).length > people.partnersOf(centre).length) centre = p
  if (members.length > MAX_ARRANGED) return walkOrder(centre, people)
  const placed = new Set<number>([centre])
  const partners = people.partnersOf(centre).filter((q) => !placed.has(q))
  for (const q of partners) placed.add(q)
  const maleCentre = people.isMale(centre)
  const left: number[] = []
  const right: number[] = []
  partners.forEach((q, i) => {
    const toRight = i % 2 === 0 ? maleCentre : !maleCentre
    if (toRight) right.push(...outward(q, people, placed, 'right'))
    else left.unshift(...outward(q, people, placed, 'left'))
  })
  return [...left, centre, ...right]
}

/** `p` and, past it on `side`, its partners not placed yet and theirs. */
function outward(p: number, people: BlockPeople, placed: Set<number>, side: 'left' | 'right'): number[] {
  const further = people.partnersOf(p).filter((q) => !placed.has(q))
  for (const q of further) placed.add(q)
  const parts = further.map((q) => outward(q, people, placed, side))
  // The first further partner nearest p: on the left, the parts come in reverse order (each kept as it is).
  return side === 'right' ? [p, ...parts.flat()] : [...parts.reverse().flat(), p]
}

function walkOrder(centre: number, people: BlockPeople): number[] {
  const out = [centre]
  const placed = new Set(out)
  for (let i = 0; i < out.length; i++)
    for (const q of people.partnersOf(out[i]))
      if (!placed.has(q)) {
        placed.add(q)
        out.push(q)
      }
  return out
}
