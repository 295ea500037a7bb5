/** Loads the persons around a main person: parents upward, children downward, spouses beside, to a given depth. */
import { FETCH_DEPTH, PROP } from './constants'
import { claimValues } from './parse-entity'
import type { PersonLookup } from './person-lookup'
import type { WikiPerson } from './types'

type Direction = 'up' | 'down' | 'both'

/**
 * Breadth-first from the main person. Ancestors are followed only upward and descendants only downward, so a
 * depth of 1 loads the person, their parents, spouses and children.
 */
export async function fetchTreePersons(
  mainId: string,
  lookup: PersonLookup,
  depth: number = FETCH_DEPTH,
): Promise<WikiPerson[]> {
  const seen = new Map<string, WikiPerson>()
  let frontier: { id: string; direction: Direction }[] = [{ id: mainId, direction: 'both' }]
  for (let level = 0; level <= depth && frontier.length; level++) {
    const ids = frontier.map((entry) => entry.id).filter((id) => !seen.has(id))
    const found = await lookup.getPersons(ids)
    for (const person of found) seen.set(person.wiki_id, person)
    if (level === depth) break
    const next: { id: string; direction: Direction }[] = []
    for (const { id, direction } of frontier) {
      const person = seen.get(id)
      if (!person) continue
      if (direction !== 'down') {
        for (const parent of [...claimValues(person, PROP.father), ...claimValues(person, PROP.mother)])
          next.push({ id: parent, direction: 'up' })
      }
      if (direction !== 'up') {
        for (const child of claimValues(person, PROP.child)) next.push({ id: child, direction: 'down' })
      }
      for (const spouse of claimValues(person, PROP.spouse)) next.push({ id: spouse, direction: 'down' })
    }
    frontier = next.filter((entry) => !seen.has(entry.id))
  }
  return [...seen.values()]
}
