/** Marriages that ended, in GEDCOM: DIV, ANUL, `_SEPR` or EVEN with TYPE Separation in a FAM record; read and written back. */
import type { MarriageEnd } from '../data/parent-families'
import { eventDateOf, eventWithDate } from './person-fields'
import type { GedcomNode } from './types'

/** How and when a marriage ended, as a FAM record says it. */
export interface EndOfMarriage {
  kind: MarriageEnd
  date?: string
}

const typeOf = (node: GedcomNode) =>
  node.children
    ?.find((c) => c.tag === 'TYPE')
    ?.value?.trim()
    .toLowerCase() ?? ''

/** The end a structure tells of, or undefined (`DIV N` says there was none). */
export function endKindOf(node: GedcomNode): MarriageEnd | undefined {
  const tag = node.tag
  if (tag === 'DIV') return node.value?.trim().toUpperCase() === 'N' ? undefined : 'divorced'
  if (tag === 'ANUL') return 'annulled'
  if (tag === '_SEPR' || tag === '_SEP' || tag === '_SEPARATED') return 'separated'
  if (tag === 'EVEN') {
    const type = typeOf(node)
    if (type.startsWith('separat')) return 'separated'
    if (type === 'marriage ended' || type === 'end of marriage') return 'ended'
  }
  return undefined
}

/** The first end a FAM record's structures tell of, with the structure (its index in `nodes`). */
export function readEnd(nodes: GedcomNode[] | null | undefined): (EndOfMarriage & { at: number }) | undefined {
  if (!nodes) return undefined
  for (let at = 0; at < nodes.length; at++) {
    const kind = endKindOf(nodes[at])
    if (kind) {
      const date = eventDateOf(nodes[at])
      return date === undefined ? { kind, at } : { kind, date, at }
    }
  }
  return undefined
}

/** The structure written for an end of marriage that was not in the file (or was of another kind). */
function endNode(end: EndOfMarriage, rest: GedcomNode[]): GedcomNode {
  const children: GedcomNode[] = []
  const tag = end.kind === 'divorced' ? 'DIV' : end.kind === 'annulled' ? 'ANUL' : 'EVEN'
  if (end.kind === 'separated') children.push({ tag: 'TYPE', value: 'Separation' })
  if (end.kind === 'ended') children.push({ tag: 'TYPE', value: 'Marriage ended' })
  if (end.date) children.push({ tag: 'DATE', value: end.date })
  children.push(...rest)
  return children.length ? { tag, children } : { tag, value: 'Y' }
}

/**
 * The FAM record's structures with the end of marriage the data says (`wanted`, undefined: none), changing as
 * little as possible: the same nodes when they already say it; else the DATE of the structure, or the structure
 * replaced (keeping its place, sources and notes), removed, or added after the last MARR (else before the first CHIL).
 */
export function withEnd(nodes: GedcomNode[], wanted: EndOfMarriage | undefined): GedcomNode[] {
  const current = readEnd(nodes)
  if (!current && !wanted) return nodes
  if (current && wanted && current.kind === wanted.kind && current.date === wanted.date) return nodes
  const out = nodes.slice()
  if (current && !wanted) {
    out.splice(current.at, 1)
    return out
  }
  if (current) {
    const node = nodes[current.at]
    const rest = (node.children ?? []).filter((c) => c.tag !== 'DATE' && !(c.tag === 'TYPE' && node.tag === 'EVEN'))
    if (current.kind === wanted!.kind) {
      out[current.at] = eventWithDate(node, wanted!.date)
    } else out[current.at] = endNode(wanted!, rest)
    return out
  }
  let at = -1
  for (let k = 0; k < out.length; k++) if (out[k].tag === 'MARR') at = k + 1
  if (at < 0) {
    at = out.findIndex((n) => n.tag === 'CHIL')
    if (at < 0) at = out.length
  }
  out.splice(at, 0, endNode(wanted!, []))
  return out
}
