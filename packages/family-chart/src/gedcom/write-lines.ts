/** GEDCOM structures → lines: `@` escaping, CONT for line breaks, and CONC for long 5.5.1 lines. */
import type { GedcomNode, GedcomVersion } from './types'

/** 5.5.1 limits a line to 255 characters. */
const MAX_LINE = 255

/** 5.5.1 doubles every `@` except in `@#D...@` calendar escapes; 7.0 doubles only a leading `@`. */
function escapeText(text: string, version: GedcomVersion): string {
  if (version === '7.0') return text.charCodeAt(0) === 64 ? '@' + text : text
  return text.indexOf('@') < 0 ? text : text.replace(/(@#[^@\n]*@)|@/g, (_m, escape: string | undefined) => escape ?? '@@')
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
  if (!text) { out.push(prefix); return }
  let max = MAX_LINE - prefix.length - 1
  if (version === '7.0' || text.length <= max) { out.push(`${prefix} ${text}`); return }
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

/** Appends the lines of `node` at `level` (and of its children below it) to `out`. Pointers are written as given. */
export function writeNode(out: string[], node: GedcomNode, level: number, version: GedcomVersion): void {
  const prefix = `${level}${node.xref !== undefined ? ` @${node.xref}@` : ''} ${node.tag}`
  if (node.pointer !== undefined) out.push(`${prefix} @${node.pointer}@`)
  else if (node.value === undefined || node.value === '') out.push(prefix)
  else if (node.value.indexOf('\n') < 0 && node.value.indexOf('\r') < 0) pushLine(out, prefix, level, escapeText(node.value, version), version)
  else {
    const parts = node.value.split(/\r\n|\r|\n/)
    pushLine(out, prefix, level, escapeText(parts[0], version), version)
    for (let i = 1; i < parts.length; i++) pushLine(out, `${level + 1} CONT`, level, escapeText(parts[i], version), version)
  }
  if (node.children) for (const child of node.children) writeNode(out, child, level + 1, version)
}
