/**
 * A person's kept structures, read from the record's text when first asked for: for a big file, one string per
 * person instead of an object per kept line, which the garbage collector would have to move (measured in
 * bench/NOTES.md). While they were never read, nothing can have changed them, so
 * export may write the record's text itself (see record-copy.ts) when the person's fields and links are as imported.
 *
 * `kept.nodes` is an ordinary enumerable property to every reader (JSON, spread, structuredClone, tests): on first
 * read it becomes a plain data property holding the structures, exactly as an import that read them at once gives.
 */
import { parseRecordText } from './parse-lines'
import type { GedcomNode, GedcomVersion } from './types'

/**
 * Where the record's text waits, in a property no reader of the data sees (a symbol, not enumerable): the text, or a
 * RecordCopy (the print, what the record says of the fields and links, see record-copy.ts, and the text).
 */
const RECORD = Symbol('gedcom record')

/**
 * A record export may write back as it is: its print and its text. The text stays a slice of the file's text (a small
 * object pointing into it) rather than a copy joined to the print: a copy per record is most of what a big import
 * would otherwise leave alive, and the garbage collector moves it twice before the import ends.
 */
export class RecordCopy {
  constructor(
    readonly print: string,
    readonly text: string,
  ) {}
}

interface Pending {
  [RECORD]?: string | RecordCopy
}

const textOf = (record: string | RecordCopy | undefined) => (record instanceof RecordCopy ? record.text : record)

function settle(kept: object, nodes: unknown): void {
  // A frozen or sealed object keeps its getter: each read then parses again.
  if (Reflect.defineProperty(kept, 'nodes', { value: nodes, writable: true, enumerable: true, configurable: true })) {
    ;(kept as Pending)[RECORD] = undefined
  }
}

/** One accessor pair per version, shared by every kept object (so they share one hidden class). */
function accessorFor(version: GedcomVersion): PropertyDescriptor {
  return {
    get(this: Pending): GedcomNode[] {
      const text = textOf(this[RECORD])
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

const ACCESSORS: Record<GedcomVersion, PropertyDescriptor> = {
  '5.5.1': accessorFor('5.5.1'),
  '7.0': accessorFor('7.0'),
}

/**
 * `kept` with `nodes` the structures of the record in `recordText` (read with `version`), and `print` (what the record
 * says, see record-copy.ts) when its text may be written back as it is.
 */
export function withLazyNodes<T extends object>(
  kept: T,
  recordText: string,
  version: GedcomVersion,
  print?: string,
): T {
  Object.defineProperty(kept, 'nodes', ACCESSORS[version])
  const record = print === undefined ? recordText : new RecordCopy(print, recordText)
  Object.defineProperty(kept, RECORD, { value: record, writable: true, configurable: true })
  return kept
}

/** While the record's structures were never read: its print and text, when export may copy it; else undefined. */
export function recordCopyOf(kept: unknown): RecordCopy | undefined {
  if (!kept || typeof kept !== 'object') return undefined
  const record = (kept as Pending)[RECORD]
  return record instanceof RecordCopy ? record : undefined
}
