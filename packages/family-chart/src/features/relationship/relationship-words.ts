// The sentences and card labels that say how two people are related, from their names and the kinship words.
import type { Relationship } from './relationship-between'

export interface RelationshipWords {
  /** "Bob Reed is Ann Reed's 2nd cousin." */
  sentence: string
  /** The label on A's card: what A is to B ("Bob Reed's 2nd cousin"). */
  labelA: string
  /** The label on B's card: what B is to A ("Ann Reed's 2nd cousin"). */
  labelB: string
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`)

/** The words for the relationship of B (`nameB`) to A (`nameA`); `null` says they are not related. */
export function relationshipWords(nameA: string, nameB: string, rel: Relationship | null): RelationshipWords | null {
  if (!rel) return null
  if (rel.path.length === 1) return { sentence: `${nameA} is the same person.`, labelA: 'self', labelB: 'self' }
  return {
    sentence: `${nameB} is ${possessive(nameA)} ${rel.label}.`,
    labelA: `${possessive(nameB)} ${rel.reverseLabel}`,
    labelB: `${possessive(nameA)} ${rel.label}`,
  }
}

/** What the chart says when two people share no ancestor and no chain of marriages joins them. */
export function notRelatedSentence(nameA: string, nameB: string): string {
  return `${nameA} and ${nameB} are not related in this tree.`
}

/** What the chart says while it waits for the second person. */
export function pickPrompt(nameA: string): string {
  return `How is someone related to ${nameA}? Choose the second person: click their card, press Enter on it, or pick them in the search. Escape cancels.`
}
