/**
 * The one check every image address from the data goes through (HTML cards, SVG cards and exports): an address is
 * parsed as the browser would parse it, and only http(s), data:image and relative addresses are let through.
 */

/** Stands in for the page when a relative address is resolved; never fetched. */
const PARSE_BASE = 'https://relative.invalid/'
/** C0 control characters and DEL: browsers drop or ignore them inside addresses (so `java\tscript:` is `javascript:`). */
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

/**
 * The image address `value` when it is safe to load, else `''`. Allowed: `http:` and `https:` addresses, `data:image/…`
 * addresses and relative ones (`photo.jpg`, `/img/a.png`, `//host/a.png`). Everything else is refused: other
 * schemes (`javascript:`, `vbscript:`, `file:`, `blob:` …), addresses with control characters anywhere (a tab or
 * newline inside the scheme, a leading control character), values that are not strings, and empty strings.
 * Surrounding spaces are trimmed.
 */
export function safeImageUrl(value: unknown): string {
  if (typeof value !== 'string') return ''
  const url = value.trim()
  if (!url || CONTROL_CHARS.test(url)) return ''
  let parsed: URL
  try {
    parsed = new URL(url, PARSE_BASE)
  } catch {
    return ''
  }
  switch (parsed.protocol) {
    case 'http:':
    case 'https:': // also every relative address, resolved against the base
      return url
    case 'data:':
      return /^image\//i.test(parsed.pathname) ? url : ''
    default:
      return ''
  }
}
