/** The INDI structures the data fields come from (NAME, BIRT, DEAT): reading them, and their plain form from data. */
import type { GedcomNode } from './types'

/** The data field each mapped event fills. */
export const EVENT_FIELDS = { BIRT: 'birthday', DEAT: 'death' } as const
export type MappedEvent = keyof typeof EVENT_FIELDS

/** The value of the first line below `node` with `tag` (a loop: the reader asks a few times per person). */
function childValue(node: GedcomNode, tag: string): string | undefined {
  const children = node.children
  if (children) for (let k = 0; k < children.length; k++) if (children[k].tag === tag) return children[k].value
  return undefined
}

/**
 * First and last name of a NAME structure: GIVN and SURN when present, else the text before the slashes and the
 * text between them (`John Robert /Smith/ Jr.` → `John Robert`, `Smith`; the suffix stays in the kept structure).
 */
export function namePartsOf(node: GedcomNode): { first: string; last: string } {
  return namePartsOfText(node.value, childValue(node, 'GIVN'), childValue(node, 'SURN'))
}

/** namePartsOf from the NAME's value and the values of its first GIVN and SURN (the record scanner reads them so). */
export function namePartsOfText(
  written: string | undefined,
  givn: string | undefined,
  surn: string | undefined,
): { first: string; last: string } {
  if (givn !== undefined && surn !== undefined) return { first: givn.trim(), last: surn.trim() }
  const value = (written ?? '').trim()
  const open = value.indexOf('/')
  const close = open >= 0 ? value.indexOf('/', open + 1) : -1
  return {
    first: givn !== undefined ? givn.trim() : open < 0 ? value : value.slice(0, open).trim(),
    last:
      surn !== undefined
        ? surn.trim()
        : open < 0
          ? ''
          : (close < 0 ? value.slice(open + 1) : value.slice(open + 1, close)).trim(),
  }
}

/** Whether `value` is nameValue(first, last), compared in place (no string made per person). */
export function isNameValue(value: string | undefined, first: string, last: string): boolean {
  if (value === undefined) return false
  if (!last) return value === first
  const at = first ? first.length + 1 : 0
  return (
    value.length === at + last.length + 2 &&
    (!first || (value.startsWith(first) && value.charCodeAt(first.length) === 32)) &&
    value.charCodeAt(at) === 47 &&
    value.startsWith(last, at + 1) &&
    value.charCodeAt(value.length - 1) === 47
  )
}

/** `John /Smith/`, `John` or `/Smith/`. */
export function nameValue(first: string, last: string): string {
  return [first, last ? `/${last}/` : ''].filter(Boolean).join(' ')
}

/**
 * The NAME structure export writes for a name it has no kept structure for: `John /Smith/` alone, as most programs
 * write it, or with GIVN and SURN when the slashes would not give the parts back (a slash in a name). Undefined for
 * an empty name.
 */
export function plainName(first: string, last: string): GedcomNode | undefined {
  if (!first && !last) return undefined
  const value = nameValue(first, last)
  const parts = namePartsOf({ tag: 'NAME', value })
  if (parts.first === first && parts.last === last) return { tag: 'NAME', value }
  const children: GedcomNode[] = []
  if (first) children.push({ tag: 'GIVN', value: first })
  if (last) children.push({ tag: 'SURN', value: last })
  return { tag: 'NAME', value, children }
}

/** The date of an event as written (its first DATE), or undefined. */
export function eventDateOf(node: GedcomNode): string | undefined {
  const date = childValue(node, 'DATE')?.trim()
  return date ? date : undefined
}

/** The event structure export writes for a date it has no kept structure for. */
export function plainEvent(tag: MappedEvent, date: string): GedcomNode {
  return { tag, children: [{ tag: 'DATE', value: date }] }
}

/** Whether a line has only a tag and a text value. */
const isLeaf = (node: GedcomNode, tag: string, value: string) =>
  node.tag === tag && node.value === value && node.pointer === undefined && node.xref === undefined && !node.children

/** Whether a NAME structure is the one plainName writes for its first and last name (so it need not be kept). */
export function isPlainName(node: GedcomNode, first: string, last: string): boolean {
  if (!isNameValue(node.value, first, last) || node.pointer !== undefined) return false
  const children = node.children
  if (!children) return true
  let k = 0
  if (first) {
    if (!children[k] || !isLeaf(children[k], 'GIVN', first)) return false
    k++
  }
  if (last) {
    if (!children[k] || !isLeaf(children[k], 'SURN', last)) return false
    k++
  }
  // GIVN and SURN are written only when the slashes would not give the parts back.
  return k > 0 && children.length === k && (first.includes('/') || last.includes('/'))
}

/** Whether an event structure says no more than its date (a DATE line and nothing else). */
export function isPlainEvent(node: GedcomNode, date: string | undefined): boolean {
  const children = node.children
  return (
    date !== undefined &&
    node.value === undefined &&
    node.pointer === undefined &&
    !!children &&
    children.length === 1 &&
    isLeaf(children[0], 'DATE', date)
  )
}

/** The event with a new date (or none): the DATE line changes (or is added first, or removed), the rest stays. */
export function eventWithDate(node: GedcomNode, date: string | undefined): GedcomNode {
  const children = node.children ? node.children.slice() : []
  const at = children.findIndex((c) => c.tag === 'DATE')
  if (date === undefined) {
    if (at >= 0) children.splice(at, 1)
  } else if (at >= 0) {
    children[at] = { ...children[at], value: date }
  } else {
    children.unshift({ tag: 'DATE', value: date })
  }
  const out: GedcomNode = { ...node }
  if (children.length) out.children = children
  else delete out.children
  return out
}
