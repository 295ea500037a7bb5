/** Turns wbgetentities answers into WikiPerson records; deprecated claims are ignored. */
import { PROP } from './constants'
import { pickDescription, pickLabel } from './text-fallback'
import type { WbGetEntitiesAnswer, WikiClaim, WikiEntity, WikiPerson } from './types'

/** The item id or string a claim points at, or null for 'no value' / 'unknown value' snaks. */
function claimValue(snak: NonNullable<WikiEntity['claims']>[string][number]): string | null {
  const value = snak.mainsnak?.datavalue?.value
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value && typeof (value as { id: unknown }).id === 'string') {
    return (value as { id: string }).id
  }
  return null
}

/** Every non-deprecated claim of an entity as (property, value) pairs, in Wikidata's order. */
export function parseClaims(entity: WikiEntity): WikiClaim[] {
  const claims: WikiClaim[] = []
  for (const [property, snaks] of Object.entries(entity.claims ?? {})) {
    for (const snak of snaks ?? []) {
      if (snak.rank === 'deprecated') continue
      const value = claimValue(snak)
      if (value !== null) claims.push({ property, value })
    }
  }
  return claims
}

/** One entity as a WikiPerson; the avatar holds the Commons file name until it is resolved to a URL. */
export function parseEntity(id: string, entity: WikiEntity): WikiPerson {
  const claims = parseClaims(entity)
  const image = claims.find((claim) => claim.property === PROP.image)
  return {
    wiki_id: entity.id ?? id,
    label: pickLabel(entity.labels),
    desc: pickDescription(entity.descriptions),
    avatar: image ? image.value : '',
    claims,
  }
}

/** All entities of a wbgetentities answer; a missing `entities` key gives an empty list. */
export function parseEntities(answer: WbGetEntitiesAnswer | null | undefined): WikiPerson[] {
  if (!answer || !answer.entities) return []
  return Object.entries(answer.entities)
    .filter(([, entity]) => entity && entity.missing === undefined)
    .map(([id, entity]) => parseEntity(id, entity))
}

/** Labels of a labels-only answer as a map id → text (with the same fallbacks as persons). */
export function parseLabels(answer: WbGetEntitiesAnswer | null | undefined): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const [id, entity] of Object.entries(answer?.entities ?? {})) {
    if (entity && entity.missing === undefined) labels[id] = pickLabel(entity.labels)
  }
  return labels
}

/** Values of one property, e.g. all P40 children. */
export function claimValues(person: WikiPerson, property: string): string[] {
  return person.claims.filter((claim) => claim.property === property).map((claim) => claim.value)
}
