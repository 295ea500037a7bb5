/** Download and upload of the whole family list as a JSON file (the browser parts live in the demo component). */
import type { Data } from 'family-chart'

export const DATA_FILE_NAME = 'family-chart-data.json'
export const UPLOAD_ERROR_MESSAGE = 'Error loading file: Invalid JSON format'
/** For the file input's `accept` attribute. */
export const JSON_FILE_ACCEPT = '.json,application/json'

/** The text written to the downloaded file: the whole list, pretty-printed with two spaces. */
export function serializeData(data: Data): string {
  return JSON.stringify(data, null, 2)
}

/** Only files named *.json are read. */
export function isJsonFileName(name: string): boolean {
  return /\.json$/i.test(name.trim())
}

export type UploadResult = { ok: true; data: Data } | { ok: false; message: string }

function looksLikePerson(d: unknown): boolean {
  if (!d || typeof d !== 'object') return false
  const p = d as Record<string, unknown>
  return (
    typeof p.id === 'string' &&
    p.id !== '' &&
    !!p.data &&
    typeof p.data === 'object' &&
    !!p.rels &&
    typeof p.rels === 'object'
  )
}

/**
 * Reads an uploaded file's text. Anything that is not JSON, or JSON that is not a non-empty list of people
 * (each with an id, data and rels), is refused with the one upload error message, so the current tree stays.
 */
export function parseUploadedData(text: string): UploadResult {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, message: UPLOAD_ERROR_MESSAGE }
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(looksLikePerson))
    return { ok: false, message: UPLOAD_ERROR_MESSAGE }
  return { ok: true, data: parsed as Data }
}
