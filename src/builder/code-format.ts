/** Turns setting values into JavaScript source text for the generated creation code. */

/** A single-quoted JS string literal; every special character is escaped. */
export function quote(s: string): string {
  const body = JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")
  return `'${body}'`
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** A literal for strings, numbers, booleans, null, arrays and plain objects. Arrays of arrays stay on one line. */
export function literal(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${IDENTIFIER.test(k) ? k : quote(k)}: ${literal(v)}`,
    )
    return entries.length ? `{ ${entries.join(', ')} }` : '{}'
  }
  throw new TypeError(`Cannot write a ${typeof value} as a literal`)
}
