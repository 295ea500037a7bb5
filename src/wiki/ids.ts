/** Checks on the identifiers and text that come from Wikidata, the stash and the address bar, before any use. */
import { IMAGE_HOST } from './constants'

/** Wikidata item ids are Q followed by a number without leading zeros; 12 digits leaves room for years of growth. */
const ITEM_ID = /^Q[1-9]\d{0,11}$/
const PROPERTY_ID = /^P[1-9]\d{0,8}$/
/** Commons names files without ':', '/' or '\' and without the characters a page title may not hold. */
const FILE_NAME_FORBIDDEN = /[:/\\#<>[\]|{}\u0000-\u001f\u007f]/
const FILE_NAME_MAX = 240
/** Wikidata limits labels and descriptions to 250 characters; anything longer is not a real answer. */
export const TEXT_MAX = 400

export function isItemId(value: unknown): value is string {
  return typeof value === 'string' && ITEM_ID.test(value)
}

export function isPropertyId(value: unknown): value is string {
  return typeof value === 'string' && PROPERTY_ID.test(value)
}

/** A bare Commons file name such as 'King Charles III (cropped).jpg' (never a URL, never a path). */
export function isCommonsFileName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim().length > 0 &&
    value.length <= FILE_NAME_MAX &&
    !FILE_NAME_FORBIDDEN.test(value)
  )
}

/** The value as display text when it is a string, cut to TEXT_MAX characters; otherwise undefined. */
export function readText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX - 1)}…` : value
}

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The own enumerable entries of a JSON object, or none when the value is not one. */
export function entriesOf(value: unknown): [string, unknown][] {
  return isRecord(value) ? Object.entries(value) : []
}

/** True for an https address on the image host (the only place images are loaded from). */
export function isImageHostUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname === IMAGE_HOST && !url.username && !url.password && !url.port
  } catch {
    return false
  }
}
