// Shared helpers of the GEDCOM tests: fixture files, lookups and the kept structures of a person.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Data, Datum } from '../../src/data/types'
import type { GedcomNode, KeptPerson } from '../../src/gedcom'

export const FIXTURES = join(__dirname, '..', 'fixtures', 'gedcom')

/** A fixture's text, with LF line breaks as committed. */
export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8')
}

export function person(data: Data, id: string): Datum {
  const d = data.find((x) => x.id === id)
  if (!d) throw new Error(`no person ${id}`)
  return d
}

export function kept(d: Datum): KeptPerson {
  return (d.gedcom ?? {}) as KeptPerson
}

/** The first kept structure with this tag. */
export function keptNode(d: Datum, tag: string): GedcomNode | undefined {
  return kept(d).nodes?.find((n) => n.tag === tag)
}

/** The lines of a GEDCOM text, without the trailing empty one. */
export function linesOf(text: string): string[] {
  return text.split('\n').filter((l, i, all) => l !== '' || i < all.length - 1)
}
