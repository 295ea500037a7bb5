/**
 * A child's parent families as the data says them (DATA-MODEL): father and mother first, then `other_parents`
 * grouped: two of them who are spouses form one family; one whose spouse is the father or the mother forms a family
 * with that parent (a step-family); anyone else is a one-parent family. Import and export group the same way.
 */

/** Whether two people are spouses. */
export type AreSpouses = (a: string, b: string) => boolean

/** The groups of parent ids, default family first; a group of two lists its parents in the order met. */
export function parentGroups(
  father: string | undefined,
  mother: string | undefined,
  others: readonly string[],
  areSpouses: AreSpouses,
): string[][] {
  const groups: string[][] = []
  const pair = [father, mother].filter((p): p is string => p !== undefined)
  if (pair.length) groups.push(pair)
  const used = new Set<string>(pair)
  for (const p of others) {
    if (used.has(p)) continue
    used.add(p)
    const spouse = others.find((o) => !used.has(o) && areSpouses(p, o))
    if (spouse !== undefined) {
      used.add(spouse)
      groups.push([p, spouse])
      continue
    }
    const parent = pair.find((o) => areSpouses(p, o))
    groups.push(parent !== undefined ? [parent, p] : [p])
  }
  return groups
}

/** The key of a group of one or two people, whatever their order. */
export const groupKey = (a: string | undefined, b?: string): string =>
  a === undefined ? `${b}\u0000` : b === undefined ? `${a}\u0000` : a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`
