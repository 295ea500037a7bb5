/**
 * The first line of the explorer's failed-load message: who could not be loaded, in words a reader knows. A Q-id
 * means nothing to a person, so a relative is named by their label when the page already knows it, else by how a
 * loaded person is related to them ("the father of Gunnar"), else as "a relative of" the person in the centre. Pure.
 */
import type { Datum } from 'family-chart'
import { NO_LABEL } from './text-fallback'

/** What the page knows when a load fails. */
export interface FailureContext {
  /** The person the user asked for last (the centre of the chart, or about to be). */
  mainId: string
  /** People the chart holds: loaded people carry a label; stand-ins for people not loaded do not. */
  people: readonly Datum[]
  /** A label known without asking Wikidata again (the lookup's memory), or undefined. */
  knownLabel(id: string): string | undefined
}

/** A label that names someone: text, not blank, not the card's 'no label'. */
function naming(label: unknown): string | undefined {
  const text = typeof label === 'string' ? label.trim() : ''
  return text && text !== NO_LABEL ? text : undefined
}

function labelOf(id: string, context: FailureContext): string | undefined {
  const datum = context.people.find((d) => d.id === id)
  return naming(datum?.data?.label) ?? naming(context.knownLabel(id))
}

/** How `person` names `id` among their relatives, or undefined when they do not. */
function relationWord(person: Datum, id: string): string | undefined {
  const rels = person.rels ?? {}
  if (rels.father === id) return 'the father'
  if (rels.mother === id) return 'the mother'
  if (rels.spouses?.includes(id)) return 'a spouse'
  if (rels.children?.includes(id)) return 'a child'
  return undefined
}

/** "the father of Gunnar": the first loaded person who names `id` as a relative, the main person before others. */
function byRelation(id: string, context: FailureContext): string | undefined {
  const main = context.people.find((d) => d.id === context.mainId)
  const others = context.people.filter((d) => d.id !== context.mainId)
  for (const person of main ? [main, ...others] : others) {
    const word = relationWord(person, id)
    const name = word && labelOf(person.id, context)
    if (word && name) return `${word} of ${name}`
  }
  return undefined
}

/** The person in the centre by name; their Q-id only when nothing else is known (it is what the address named). */
function mainName(context: FailureContext): string {
  return labelOf(context.mainId, context) ?? context.mainId
}

/** A failed person in words: their name, their relation to a loaded person, or "a relative of" the main person. */
export function describePerson(id: string, context: FailureContext): string {
  return labelOf(id, context) ?? byRelation(id, context) ?? `a relative of ${mainName(context)}`
}

/**
 * The message's title for a request that failed for `failedIds`: the family of the main person when they are among
 * them (nothing of theirs could be drawn), else the first failed relative, and how many more failed with them.
 */
export function failedLoadTitle(failedIds: readonly string[], context: FailureContext): string {
  if (!failedIds.length || failedIds.includes(context.mainId)) {
    return `Could not load the family of ${mainName(context)}.`
  }
  const [first, ...rest] = failedIds
  const more = rest.length === 1 ? ' and 1 more relative' : rest.length > 1 ? ` and ${rest.length} more relatives` : ''
  return `Could not load ${describePerson(first, context)}${more}.`
}
