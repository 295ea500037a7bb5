// The multiset of structure lines of each record of a GEDCOM text, for round-trip tests: "path/TAG value" per line,
// CONC and CONT joined (line wrapping may change), sorted. The header, the trailer and a submitter made for 5.5.1
// are left out; records without an id are keyed by their tag and position.
import { parseGedcomText } from '../../src/gedcom/parse-lines'
import { createWarningList } from '../../src/gedcom/warnings'
import { decodeGedcomBytes } from '../../src/gedcom/decode'
import type { GedcomNode } from '../../src/gedcom'
import type { Data } from '../../src/data/types'

export function recordLineSets(_data: Data, _records: GedcomNode[], file: string | Uint8Array): Map<string, string[]> {
  const text = typeof file === 'string' ? file : decodeGedcomBytes(file, createWarningList())
  const out = new Map<string, string[]>()
  const walk = (node: GedcomNode, path: string, lines: string[]) => {
    const here = `${path}/${node.tag}`
    lines.push(`${here} ${node.pointer !== undefined ? `@${node.pointer}@` : (node.value ?? '')}`)
    for (const c of node.children ?? []) walk(c, here, lines)
  }
  let unnamed = 0
  for (const { node } of parseGedcomText(text, createWarningList()).records) {
    if (node.tag === 'HEAD' || node.tag === 'TRLR') continue
    if (node.tag === 'SUBM' && node.children?.length === 1 && node.children[0].value === 'Unknown') continue
    const lines: string[] = []
    if (node.value !== undefined) lines.push(`${node.tag} ${node.value}`)
    for (const c of node.children ?? []) walk(c, node.tag, lines)
    out.set(node.xref ?? `${node.tag}#${unnamed++}`, lines.sort())
  }
  return out
}
