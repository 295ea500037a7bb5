/** Parsing of the typed layout inputs: transition time and the depth limits. */

export type Parsed<T> = { value: T } | { error: string }

export const POSITIVE_MESSAGE = 'Value must be positive'
export const NUMBER_MESSAGE = 'Value must be a number'
export const DEPTH_MESSAGE = 'Enter a whole number, or leave empty for unlimited'

/** A number of milliseconds, 0 or more. */
export function parseTransitionTime(text: string): Parsed<number> {
  const trimmed = text.trim()
  const n = Number(trimmed)
  if (trimmed === '' || !Number.isFinite(n)) return { error: NUMBER_MESSAGE }
  if (n < 0) return { error: POSITIVE_MESSAGE }
  return { value: n }
}

/** Empty means unlimited (null); otherwise a whole number of generations, 0 or more. */
export function parseDepth(text: string): Parsed<number | null> {
  const trimmed = text.trim()
  if (trimmed === '') return { value: null }
  const n = Number(trimmed)
  if (!Number.isInteger(n) || n < 0) return { error: DEPTH_MESSAGE }
  return { value: n }
}

export const YEARS_MESSAGE = 'Enter a whole number of years, 1 or more'

/** The privacy limit: a whole number of years, at least 1. */
export function parseLivingYears(text: string): Parsed<number> {
  const n = Number(text.trim())
  if (text.trim() === '' || !Number.isInteger(n) || n < 1) return { error: YEARS_MESSAGE }
  return { value: n }
}
