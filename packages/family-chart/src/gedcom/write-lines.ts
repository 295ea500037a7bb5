/** GEDCOM structures → lines: pointers and tags for the version written, `@` escaping, CONT, and CONC for long 5.5.1 lines. */
import type { GedcomNode, GedcomVersion } from './types'
import { escapeText } from './escapes'

/** 5.5.1 limits a line to 255 characters. */
const MAX_LINE = 255

/** Where lines go, and how ids and tags of kept structures are written in the version of the file. */
export interface LineWriter {
  version: GedcomVersion
  out: string[]
  /** The id a pointer of a kept structure is written as. */
  pointer(id: string): string
}

/**
 * A writer for `version`: pointers go through `ids` (a pointer to something no longer written becomes @VOID@ in 7.0
 * and stays as it was in 5.5.1).
 */
export function createLineWriter(version: GedcomVersion, ids: Map<string, string>): LineWriter {
  return { version, out: [], pointer: (id) => ids.get(id) ?? (version === '7.0' ? 'VOID' : id) }
}

/** The tag in the version written: shared notes are SNOTE in 7.0 and NOTE in 5.5.1. */
function tagFor(node: GedcomNode, top: boolean, version: GedcomVersion): string {
  const tag = node.tag
  if (version === '7.0') return tag === 'NOTE' && (top || node.pointer !== undefined) ? 'SNOTE' : tag
  return tag === 'SNOTE' ? 'NOTE' : tag
}

/** Cutting before index `i` would split a surrogate pair or an escaped `@@`. */
function breaksPair(text: string, i: number): boolean {
  const after = text.charCodeAt(i)
  return (after >= 0xdc00 && after <= 0xdfff) || (after === 64 && text.charCodeAt(i - 1) === 64)
}

/** Cutting before index `i` would also leave a space at the end or start of a line, which some readers trim. */
function badCut(text: string, i: number): boolean {
  return breaksPair(text, i) || text.charCodeAt(i - 1) === 32 || text.charCodeAt(i) === 32
}

/** Writes `prefix value` and, when 5.5.1 needs it, CONC lines at `level + 1` (`level`: the structure's) for the rest. */
function pushLine(out: string[], prefix: string, level: number, text: string, version: GedcomVersion): void {
  if (!text) {
    out.push(prefix)
    return
  }
  let max = MAX_LINE - prefix.length - 1
  if (version === '7.0' || text.length <= max) {
    out.push(prefix + ' ' + text)
    return
  }
  const concPrefix = `${level + 1} CONC`
  let pos = 0
  let linePrefix = prefix
  while (text.length - pos > max) {
    let cut = pos + max
    // Prefer a cut between two letters: some readers trim spaces at either end of a CONC line.
    while (cut > pos + (max >> 1) && badCut(text, cut)) cut--
    if (cut <= pos + (max >> 1)) {
      // A long run of spaces: cut anywhere that splits no pair.
      cut = pos + max
      while (cut > pos + 1 && breaksPair(text, cut)) cut--
    }
    out.push(`${linePrefix} ${text.slice(pos, cut)}`)
    pos = cut
    linePrefix = concPrefix
    max = MAX_LINE - concPrefix.length - 1
  }
  out.push(`${linePrefix} ${text.slice(pos)}`)
}

/**
 * Appends the lines of `node` at `level` (and of its children below it). The record id `xref` is written as given.
 * Kept structures come from saved data: anything that is not a structure (no string tag) is left out.
 */
export function writeNode(w: LineWriter, node: GedcomNode, level: number): void {
  if (!node || typeof node.tag !== 'string') return
  const version = w.version
  const out = w.out
  const tag = tagFor(node, level === 0, version)
  const prefix = node.xref !== undefined && level === 0 ? `0 @${node.xref}@ ${tag}` : level + ' ' + tag
  const value = typeof node.value === 'string' ? node.value : undefined
  if (typeof node.pointer === 'string') out.push(prefix + ' @' + w.pointer(node.pointer) + '@')
  else if (value === undefined || value === '') out.push(prefix)
  else if (value.indexOf('\n') < 0 && value.indexOf('\r') < 0)
    pushLine(out, prefix, level, escapeText(value, version), version)
  else {
    const parts = value.split(/\r\n|\r|\n/)
    pushLine(out, prefix, level, escapeText(parts[0], version), version)
    for (let i = 1; i < parts.length; i++)
      pushLine(out, `${level + 1} CONT`, level, escapeText(parts[i], version), version)
  }
  const children = node.children
  if (Array.isArray(children)) for (let i = 0; i < children.length; i++) writeNode(w, children[i], level + 1)
}
