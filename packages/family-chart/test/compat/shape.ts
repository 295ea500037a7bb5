// The shape of what a function returns, to compare ours with the published one: the keys and value types of data,
// and for markup the root element, its children and the attributes client code reads.

export type TypeName =
  | 'array'
  | 'null'
  | 'undefined'
  | 'string'
  | 'number'
  | 'boolean'
  | 'function'
  | 'object'
  | 'element'
  | 'symbol'
  | 'bigint'

export function typeName(value: unknown): TypeName {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  if (typeof Element !== 'undefined' && value instanceof Element) return 'element'
  return typeof value as TypeName
}

/** Each key of an object (own or inherited, enumerable or not: as `obj.key` reads it) with the type of its value. */
export function keyTypes(obj: object, keys: Iterable<string> = Object.keys(obj)): Record<string, TypeName> {
  const out: Record<string, TypeName> = {}
  for (const key of keys) out[key] = key in obj ? typeName((obj as Record<string, unknown>)[key]) : 'undefined'
  return out
}

/**
 * Keys of `theirs` that `ours` lacks or holds a value of another type under, as `key: their type → our type`.
 * Keys `ours` has beyond them are fine (our additions).
 */
export function shapeDifferences(theirs: object, ours: object, skip: string[] = []): string[] {
  const want = keyTypes(theirs)
  const got = keyTypes(ours, Object.keys(want))
  return Object.keys(want)
    .filter((k) => !skip.includes(k) && want[k] !== got[k])
    .map((k) => `${k}: ${want[k]} → ${got[k]}`)
}

/** The first element of some markup. */
export function parseMarkup(markup: string, inSvg = false): Element {
  const host = inSvg ? document.createElementNS('http://www.w3.org/2000/svg', 'svg') : document.createElement('div')
  host.innerHTML = markup
  const root = host.firstElementChild
  if (!root) throw new Error(`no element in ${markup.slice(0, 80)}`)
  return root
}

/** An element's tag (lower case), and the `data-icon` it carries, as `tag[data-icon=name]`. */
export function tagOf(el: Element): string {
  const icon = el.getAttribute('data-icon')
  return `${el.tagName.toLowerCase()}${icon ? `[data-icon=${icon}]` : ''}`
}

/** The classes used anywhere inside an element (itself included), sorted. */
export function classesIn(el: Element): string[] {
  const all = new Set<string>()
  for (const node of [el, ...el.querySelectorAll('*')]) for (const c of node.classList) all.add(c)
  return [...all].sort()
}
