/**
 * A person's kept structures, read from the record's text when first asked for: for a big file, one string per
 * person instead of an object per kept line, which the garbage collector would have to move (an import of 100,000
 * people otherwise spends most of its time there).
 *
 * `kept.nodes` is an ordinary enumerable property to every reader (JSON, spread, structuredClone, tests): on first
 * read it becomes a plain data property holding the structures, exactly as an import that read them at once gives.
 */
import { parseRecordText } from './parse-lines'
import type { GedcomNode, GedcomVersion, KeptPerson } from './types'

/** Where the record's text waits (a symbol property that is not enumerable: no reader of the data sees it). */
const RECORD_TEXT = Symbol('gedcom record text')

interface Pending {
  [RECORD_TEXT]?: string
}

function settle(kept: object, nodes: unknown): void {
  // A frozen or sealed object keeps its getter: each read then parses again.
  if (Reflect.defineProperty(kept, 'nodes', { value: nodes, writable: true, enumerable: true, configurable: true })) {
    Reflect.defineProperty(kept, RECORD_TEXT, { value: undefined })
  }
}

/** One accessor pair per version, shared by every kept object (so they share one hidden class). */
function accessorFor(version: GedcomVersion): PropertyDescriptor {
  return {
    get(this: Pending): GedcomNode[] {
      const text = this[RECORD_TEXT]
      const record = text === undefined ? undefined : parseRecordText(text, version)
      const nodes = record?.children ?? []
      settle(this, nodes)
      return nodes
    },
    set(this: Pending, nodes: unknown) {
      settle(this, nodes)
    },
    enumerable: true,
    configurable: true,
  }
}

const ACCESSORS: Record<GedcomVersion, PropertyDescriptor> = { '5.5.1': accessorFor('5.5.1'), '7.0': accessorFor('7.0') }

/** A kept object whose `nodes` are the structures of the record in `recordText` (read with `version`). */
export function keptFromText(recordText: string, version: GedcomVersion): KeptPerson {
  const kept = {}
  Object.defineProperty(kept, 'nodes', ACCESSORS[version])
  Object.defineProperty(kept, RECORD_TEXT, { value: recordText, writable: true, configurable: true })
  return kept
}
