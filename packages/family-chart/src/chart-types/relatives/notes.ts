/**
 * What a card says about its place where the data forced a compromise: a marriage across generations (the couple
 * shares a row, one of them below their parents' next row, or, where that cannot be, the two on different rows), and
 * a cycle of parents in the data. Written for the card's accessible description (RelativesDatum.layout_note).
 */
import type { FamilyGraph } from './families'
import type { Rows } from './rows'
import type { CycleResolution } from './cycles'
import { inRuns, type Steps } from '../../schedule/steps'

export interface NoteInput {
  graph: FamilyGraph
  rows: Rows
  resolution: CycleResolution
  /** A person's name as the card may say it; '' for a private person. */
  nameOf: (p: number) => string
}

const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`

/** The note of each person of the chart ('' for most), a run of child links at a time. */
export function* placementNotesSteps({ graph, rows, resolution, nameOf }: NoteInput): Steps<string[]> {
  // Most people get no note: a list only for those who do.
  const notes = new Map<number, string[]>()
  const add = (p: number, note: string) => notes.set(p, [...(notes.get(p) ?? []), note])
  const rowOf = (p: number) => rows.itemRow[rows.blockOf[p]]
  for (const f of resolution.splitCouples) {
    const [a, b] = [graph.parentA[f], graph.parentB[f]]
    for (const [p, q] of [
      [a, b],
      [b, a],
    ])
      add(
        p,
        `Drawn on another row than their spouse ${nameOf(q)}`.trimEnd() +
          ': the data places their families generations apart in a way that lets the two share no row (a marriage across generations).',
      )
  }
  const cycle = new Set(resolution.cyclePeople)
  const stretched: number[] = []
  yield* inRuns(graph.edgeFamily.length, (from, to) => {
    for (let e = from; e < to; e++) {
      const f = graph.edgeFamily[e]
      const top = Math.max(rowOf(graph.parentA[f]), graph.parentB[f] >= 0 ? rowOf(graph.parentB[f]) : -1)
      if (resolution.ignored[e] || rowOf(graph.edgeChild[e]) - top > 1) stretched.push(e)
    }
  })
  // The families of the stretched children and of their spouses (what stretchNote reads), from one pass over links.
  const wanted = new Set<number>()
  for (const e of stretched) for (const p of rows.members[rows.blockOf[graph.edgeChild[e]]]) wanted.add(p)
  const familiesOf = new Map<number, number[]>()
  if (wanted.size)
    yield* inRuns(graph.edgeFamily.length, (from, to) => {
      for (let e = from; e < to; e++) {
        const c = graph.edgeChild[e]
        if (wanted.has(c)) familiesOf.set(c, [...(familiesOf.get(c) ?? []), graph.edgeFamily[e]])
      }
    })
  for (const e of stretched) {
    const c = graph.edgeChild[e]
    const f = graph.edgeFamily[e]
    const parents = [graph.parentA[f], graph.parentB[f]].filter((p) => p >= 0)
    const names =
      parents
        .map((p) => nameOf(p))
        .filter(Boolean)
        .join(' and ') || 'their parents'
    if (resolution.ignored[e])
      add(
        c,
        `Part of a cycle of parents in the data (someone recorded as their own ancestor): drawn once, and the link to ${names} runs against the order of generations.`,
      )
    else if (!cycle.has(c)) {
      const lower = rowOf(c) - Math.max(...parents.map(rowOf)) - 1
      add(c, stretchNote({ graph, rows, familiesOf, nameOf }, c, lower, names))
    }
  }
  const out = new Array<string>(graph.people.length).fill('')
  for (const [p, list] of notes) out[p] = list.join(' ')
  return out
}

interface StretchInput {
  graph: FamilyGraph
  rows: Rows
  familiesOf: Map<number, number[]>
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
    (familiesOf.get(p) ?? []).some(
      (f) => Math.max(rowOf(graph.parentA[f]), graph.parentB[f] >= 0 ? rowOf(graph.parentB[f]) : -1) === row - 1,
    )
  const spouse = rows.members[rows.blockOf[c]].find((p) => p !== c && parentsJustAbove(p))
  if (spouse !== undefined)
    return `${head}, beside their spouse ${nameOf(spouse)}`.trimEnd() + ' (a marriage across generations).'
  if (parentsJustAbove(c)) return `${head}, below their other parents.`
  return `${head}: the generations of their family differ in the data.`
}
