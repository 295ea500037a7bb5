/** Escaping of data for SVG / XML text and attributes, shared by every writer of SVG text (the exports). */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/U+FFFF): one in a name would make the whole
 * document unreadable, so each becomes U+FFFD.
 */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Any value as XML character data, safe in text content and in quoted attribute values. */
export function escapeXml(value: unknown): string {
  return String(value ?? '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c])
    .replace(NOT_XML, '\uFFFD')
}

/** A coordinate with at most two decimals, without "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100
  return String(rounded === 0 ? 0 : rounded)
}
