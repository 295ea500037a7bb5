/** Which siblings of the main person are drawn beside them, and in what order (setShowSiblingsOfMain). */
import type { Datum } from '../data/types'
import type { RelationIndex } from '../data/relation-index'
import type { LayoutSettings } from './settings'

/**
 * The main person and their siblings (full and half) in drawing order, as the published chart orders them: in data
 * order, sorted by sortChildrenFunction, then those without main's mother to the left and those without main's
 * father to the right (half siblings on the side of the parent they share with main).
 */
export function siblingRow(
  index: RelationIndex,
  settings: LayoutSettings,
  mainId: string,
  drawnParents?: [number, number],
): string[] {
  const main = index.positionOf(mainId)
  const { father, mother, children } = index.links
  // The parents drawn above main: the birth pair, or the parent family chosen with setParentFamily.
  const [mainFather, mainMother] = drawnParents ?? [father[main], mother[main]]
  const found = new Set<number>([main])
  const parentsShown = settings.ancestryDepth > 0 && !settings.hiddenParents.has(mainId)
  for (const p of [mainFather, mainMother]) {
    if (p < 0 || settings.hiddenChildren.has(index.ids[p])) continue
    for (let k = children.start[p], end = k + children.length[p]; k < end; k++) found.add(children.targets[k])
  }
  const row = [...found].sort((a, b) => a - b)
  // Whether a sibling shares main's father (mother) as drawn: an unknown parent of main is one empty card, shared by
  // every sibling who also lacks that parent.
  const shares = (parentOf: Int32Array, p: number) => {
    if (!parentsShown) return false
    const mains = parentOf === father ? mainFather : mainMother
    if (mains >= 0) return parentOf[p] === mains
    return settings.singleParentEmptyCard && parentOf[p] < 0
  }
  const people: Datum[] = row.map((p) => index.at(p))
  const positionOf = new Map(people.map((d, i) => [d, row[i]]))
  const fn = settings.sortChildrenFunction
  if (fn) people.sort(fn)
  people.sort((a, b) => {
    const pa = positionOf.get(a)!
    const pb = positionOf.get(b)!
    const aMother = shares(mother, pa),
      bMother = shares(mother, pb)
    if (aMother !== bMother) return aMother ? 1 : -1
    const aFather = shares(father, pa),
      bFather = shares(father, pb)
    if (aFather !== bFather) return aFather ? -1 : 1
    return 0
  })
  return people.map((d) => d.id)
}
