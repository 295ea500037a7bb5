/** Any field value as text, without ever throwing: data comes from users, files and remote services. */

/**
 * `''` for null and undefined; strings as they are; numbers, booleans and bigints through String; objects and
 * arrays as JSON (their own `toString` is never called, it may be missing or hostile); anything else `''`.
 */
export function displayText(v: unknown): string {
  if (v === undefined || v === null) return ''
  switch (typeof v) {
    case 'string':
      return v
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(v)
    case 'object':
      try {
        return JSON.stringify(v) ?? ''
      } catch {
        return ''
      }
    default:
      return ''
  }
}

/** Longest label (in UTF-16 units) that titles, banners, announcements and option lists show. */
export const LABEL_MAX_LENGTH = 200

/**
 * `text` cut to `max` UTF-16 units with an ellipsis, never splitting a surrogate pair: for labels around the chart
 * (form titles, announcements, dialogs), where a name of millions of characters would cost the browser seconds of
 * layout. Cutting is a slice, so it takes the same time for any length. Values themselves are never cut.
 */
export function shortenText(text: string, max = LABEL_MAX_LENGTH): string {
  if (text.length <= max) return text
  let end = max
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end-- // a high surrogate whose pair would be cut off
  return text.slice(0, end) + '\u2026'
}
