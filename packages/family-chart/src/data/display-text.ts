/** Any field value as text, without ever throwing: data comes from users, files and remote services. */

/**
 * `''` for null and undefined; strings as they are; numbers, booleans and bigints through String; objects and
 * arrays as JSON (their own `toString` is never called, it may be missing or hostile); anything else `''`.
 */
export function displayText(v: unknown): string {
  if (v === undefined || v === null) return ''
  switch (typeof v) {
    case 'string': return v
    case 'number': case 'boolean': case 'bigint': return String(v)
    case 'object':
      try {
        return JSON.stringify(v) ?? ''
      } catch {
        return ''
      }
    default: return ''
  }
}
