/**
 * Checks the committed stash files before the lookup uses them: the map (id → file number), person files and label
 * files. Entries of the wrong shape are dropped (the lookup then asks Wikidata for those ids); a file that is not
 * the expected kind of object at all throws WikiRequestError ('shape'), which the lookup logs before going live.
 */
import { entriesOf, isImageHostUrl, isItemId, isRecord, readText } from './ids'
import { claimValueFor } from './parse-entity'
import { KNOWN_PROPERTIES, PROP } from './constants'
import { WikiRequestError } from './request-error'
import { NO_LABEL } from './text-fallback'
import type { WikiClaim, WikiPerson } from './types'

/** Stash files are numbered 0, 1, 2 …; a few thousand is far beyond what the stash holds. */
const MAX_FILE_NUMBER = 9999

/** The stash index: which numbered file holds each person and each label. */
export interface StashMap {
  persons: Map<string, number>
  labels: Map<string, number>
}

function shapeError(file: string, reason: string): WikiRequestError {
  return new WikiRequestError('shape', 'this site', `${file}: ${reason}`)
}

function fileNumbers(value: unknown): Map<string, number> {
  const numbers = new Map<string, number>()
  for (const [id, fileNumber] of entriesOf(value)) {
    if (
      isItemId(id) &&
      Number.isInteger(fileNumber) &&
      (fileNumber as number) >= 0 &&
      (fileNumber as number) <= MAX_FILE_NUMBER
    ) {
      numbers.set(id, fileNumber as number)
    }
  }
  return numbers
}

export function readStashMap(json: unknown): StashMap {
  if (!isRecord(json)) throw shapeError('stash-map.json', 'not an object')
  return { persons: fileNumbers(json.persons), labels: fileNumbers(json.labels) }
}

/** A stashed person's avatar: a Commons file name (resolved later) or an address on the image host; else none. */
function stashAvatar(value: unknown): string {
  if (typeof value !== 'string' || !value) return ''
  if (isImageHostUrl(value)) return value
  return claimValueFor(PROP.image, value) ?? ''
}

function stashClaims(value: unknown): WikiClaim[] {
  if (!Array.isArray(value)) return []
  const claims: WikiClaim[] = []
  for (const claim of value) {
    if (!isRecord(claim) || typeof claim.property !== 'string' || !KNOWN_PROPERTIES.has(claim.property)) continue
    const checked = claimValueFor(claim.property, claim.value)
    if (checked !== null) claims.push({ property: claim.property, value: checked })
  }
  return claims
}

function stashPerson(id: string, value: unknown): WikiPerson | null {
  if (!isRecord(value) || (value.wiki_id !== undefined && value.wiki_id !== id)) return null
  return {
    wiki_id: id,
    label: readText(value.label) || NO_LABEL,
    desc: readText(value.desc) ?? '',
    avatar: stashAvatar(value.avatar),
    claims: stashClaims(value.claims),
  }
}

export function readStashPersons(json: unknown, file: string): Map<string, WikiPerson> {
  if (!isRecord(json)) throw shapeError(file, 'not an object')
  const persons = new Map<string, WikiPerson>()
  for (const [id, value] of entriesOf(json)) {
    const person = isItemId(id) ? stashPerson(id, value) : null
    if (person) persons.set(id, person)
  }
  return persons
}

export function readStashLabels(json: unknown, file: string): Map<string, string> {
  if (!isRecord(json)) throw shapeError(file, 'not an object')
  const labels = new Map<string, string>()
  for (const [id, value] of entriesOf(json)) {
    const label = readText(value)
    if (isItemId(id) && label) labels.set(id, label)
  }
  return labels
}
