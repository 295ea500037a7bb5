/**
 * Few: a short list kept per person until the end of an import. Most people have one item or none, and each list is
 * one more object for the garbage collector to move, so one item is held as itself.
 */
export type Few<T extends object | string> = T | T[] | null

export const fewCount = <T extends object | string>(few: Few<T>): number =>
  few === null ? 0 : Array.isArray(few) ? few.length : 1
export const fewAt = <T extends object | string>(few: Few<T>, i: number): T =>
  Array.isArray(few) ? few[i] : (few as T)

/** `few` with `item` added at the end. */
export function fewAdd<T extends object | string>(few: Few<T>, item: T): Few<T> {
  if (few === null) return item
  if (Array.isArray(few)) {
    few.push(item)
    return few
  }
  return [few as T, item]
}

/** Whether `few` holds `item`. */
export function fewHas<T extends object | string>(few: Few<T>, item: T): boolean {
  return few === item || (Array.isArray(few) && few.includes(item))
}
