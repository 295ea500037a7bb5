// Creating a new person record with a fresh version-4 id.
import type { Datum } from '../data/types'
import { cloneRels } from './draft'

interface RandomUuidSource {
  randomUUID?: () => string
}

/** A version-4 UUID built from Math.random, for runtimes without `crypto.randomUUID`. */
function randomUuidV4(): string {
  const bytes: number[] = []
  for (let i = 0; i < 16; i++) bytes.push(Math.floor(Math.random() * 256))
  bytes[6] = (bytes[6] & 0x0f) | 0x40 // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80 // RFC 4122 variant
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-')
}

/**
 * A new person id: a version-4 UUID from `globalThis.crypto.randomUUID` when the runtime has it, otherwise one
 * built from `Math.random`.
 */
export function newPersonId(): string {
  const source = (globalThis as { crypto?: RandomUuidSource }).crypto
  if (source && typeof source.randomUUID === 'function') return source.randomUUID()
  return randomUuidV4()
}

/**
 * A new person with a fresh id. `data` fields are copied in and gender defaults to `'M'`; `rels` is copied (its
 * arrays too), or empty when not given.
 */
export function createNewPerson({
  data = {},
  rels,
}: { data?: Partial<Datum['data']>; rels?: Datum['rels'] } = {}): Datum {
  return {
    id: newPersonId(),
    data: { ...data, gender: data.gender ?? 'M' },
    rels: cloneRels(rels),
  }
}
