/**
 * What a card says about its place where the data forced a compromise: a marriage across generations (the couple
 * shares a row, one of them below their parents' next row, or, where that cannot be, the two on different rows), and
 * a cycle of parents in the data. Written for the card's accessible description (RelativesDatum.layout_note).
 */
import type { FamilyGraph } from './families'
import type { Rows } from './rows'
import type { CycleResolution } from './cycles'

export interface NoteInput {
  graph: FamilyGraph
  rows: Rows
  resolution: CycleResolution
  /** A person's name as the card may say it; '' for a private person. */
  nameOf: (p: number) => string
}

const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`

/** The note of each person of the chart ('' for most). */
export function placementNotes({ graph, rows, resolution, nameOf }: NoteInput): string[] {
  const notes: string[][] = graph.people.map(() => [])
  const rowOf = (p: number) => rows.itemRow[rows.blockOf[p]]
  const called = (p: number, fallback: string) => nameOf(p) || fallback
  for (const f of resolution.splitCouples) {
    const [a, b] = [graph.parentA[f], graph.parentB[f]]
    for (const [p, q] of [
      [a, b],
      [b, a],
    ])
      notes[p].push(
        `Drawn on another row than their spouse ${called(q, '')}`.trimEnd() +
          ': the data places their families generations apart in a way that lets the two share no row (a marriage across generations).',
      )
  }
  const cycle = new Set(resolution.cyclePeople)
  const familiesOf: number[][] = graph.people.map(() => [])
  for (let e = 0; e < graph.edgeFamily.length; e++) familiesOf[graph.edgeChild[e]].push(graph.edgeFamily[e])
  for (let e = 0; e < graph.edgeFamily.length; e++) {
    const c = graph.edgeChild[e]
    const f = graph.edgeFamily[e]
    const parents = [graph.parentA[f], graph.parentB[f]].filter((p) => p >= 0)
    // Names only for the few links that get a note.
    const names = () =>
      parents
        .map((p) => nameOf(p))
        .filter(Boolean)
        .join(' and ') || 'their parents'
    if (resolution.ignored[e]) {
      notes[c].push(
        `Part of a cycle of parents in the data (someone recorded as their own ancestor): drawn once, and the link to ${names()} runs against the order of generations.`,
      )
      continue
    }
    const gap = rowOf(c) - Math.max(...parents.map(rowOf))
    if (gap > 1 && !cycle.has(c)) notes[c].push(stretchNote({ graph, rows, familiesOf, nameOf }, c, gap - 1, names()))
  }
  return notes.map((list) => list.join(' '))
}

interface StretchInput {
  graph: FamilyGraph
  rows: Rows
  familiesOf: number[][]
  nameOf: (p: number) => string
}

/** Why a person sits more than one row below their parents: a spouse's family, another family of theirs, or neither. */
function stretchNote(
  { graph, rows, familiesOf, nameOf }: StretchInput,
  c: number,
  lower: number,
  names: string,
): string {
  const head = `Drawn ${plural(lower, 'row')} lower than the children of ${names}`
  const rowOf = (p: number) => rows.itemRow[rows.blockOf[p]]
  const row = rowOf(c)
  const parentsJustAbove = (p: number) =>
    familiesOf[p].some(
      (f) => Math.max(rowOf(graph.parentA[f]), graph.parentB[f] >= 0 ? rowOf(graph.parentB[f]) : -1) === row - 1,
    )
  const spouse = rows.members[rows.blockOf[c]].find((p) => p !== c && parentsJustAbove(p))
  if (spouse !== undefined)
    return `${head}, beside their spouse ${nameOf(spouse)}`.trimEnd() + ' (a marriage across generations).'
  if (parentsJustAbove(c)) return `${head}, below their other parents.`
  return `${head}: the generations of their family differ in the data.`
}
