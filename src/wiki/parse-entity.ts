/**
 * Turns wbgetentities answers into WikiPerson records, checking every part on the way: only item ids, only the
 * properties the explorer knows, item values that are item ids, images that are bare Commons file names.
 * Deprecated claims are ignored; anything of the wrong shape is left out rather than trusted.
 */
import { KNOWN_PROPERTIES, PROP } from './constants'
import { entriesOf, isCommonsFileName, isItemId, isRecord } from './ids'
import { WikiRequestError } from './request-error'
import { pickDescription, pickLabel } from './text-fallback'
import type { WikiClaim, WikiPerson } from './types'

/** The value a claim holds when it fits the property: an item id, or for the image a Commons file name. */
export function claimValueFor(property: string, value: unknown): string | null {
  if (property === PROP.image) return isCommonsFileName(value) ? value : null
  return isItemId(value) ? value : null
}

/** The raw value of one statement: a string, or the id of an item value; null for anything else. */
function snakValue(statement: unknown): unknown {
  if (!isRecord(statement) || statement.rank === 'deprecated') return null
  const mainsnak = statement.mainsnak
  const datavalue = isRecord(mainsnak) ? mainsnak.datavalue : undefined
  const value = isRecord(datavalue) ? datavalue.value : undefined
  if (typeof value === 'string') return value
  return isRecord(value) ? value.id : null
}

/** Every usable claim of an entity as (property, value) pairs, in Wikidata's order. */
export function parseClaims(claims: unknown): WikiClaim[] {
  const parsed: WikiClaim[] = []
  for (const [property, statements] of entriesOf(claims)) {
    if (!KNOWN_PROPERTIES.has(property) || !Array.isArray(statements)) continue
    for (const statement of statements) {
      const value = claimValueFor(property, snakValue(statement))
      if (value !== null) parsed.push({ property, value })
    }
  }
  return parsed
}

/** One entity as a WikiPerson; the avatar holds the Commons file name until it is resolved to a URL. */
function parseEntity(id: string, entity: Record<string, unknown>): WikiPerson {
  const claims = parseClaims(entity.claims)
  const image = claims.find((claim) => claim.property === PROP.image)
  return {
    wiki_id: id,
    label: pickLabel(entity.labels),
    desc: pickDescription(entity.descriptions),
    avatar: image ? image.value : '',
    claims,
  }
}

/** The entities of a wbgetentities answer that exist and are keyed by an item id whose own id (if given) agrees. */
function presentEntities(answer: unknown): [string, Record<string, unknown>][] {
  if (!isRecord(answer) || !isRecord(answer.entities)) {
    const error = isRecord(answer) && isRecord(answer.error) ? answer.error : undefined
    const reason = error
      ? `the answer is an error: ${String(error.code ?? '')} ${String(error.info ?? '')}`.trim()
      : "the answer has no 'entities' object"
    throw new WikiRequestError('shape', 'Wikidata', `wbgetentities: ${reason.slice(0, 300)}`)
  }
  const present: [string, Record<string, unknown>][] = []
  for (const [id, entity] of entriesOf(answer.entities)) {
    if (!isItemId(id) || !isRecord(entity) || entity.missing !== undefined) continue
    if (entity.id !== undefined && entity.id !== id) continue
    present.push([id, entity])
  }
  return present
}

/** All persons of a wbgetentities answer. Throws WikiRequestError ('shape') when it holds no entities object. */
export function parseEntities(answer: unknown): WikiPerson[] {
  return presentEntities(answer).map(([id, entity]) => parseEntity(id, entity))
}

/** Labels of a labels-only answer, id → text (with the same fallbacks as persons), in a map without prototype. */
export function parseLabels(answer: unknown): Map<string, string> {
  return new Map(presentEntities(answer).map(([id, entity]) => [id, pickLabel(entity.labels)]))
}

/** Values of one property, e.g. all P40 children. */
export function claimValues(person: WikiPerson, property: string): string[] {
  return person.claims.filter((claim) => claim.property === property).map((claim) => claim.value)
}
