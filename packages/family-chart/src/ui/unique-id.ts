/**
 * Ids unique in the page for elements the library makes (a form's title, a search box's list), so that
 * `aria-labelledby` and `aria-controls` point at one element. One counter for the whole library: a part loaded on
 * first use may carry its own copy of a module that makes ids (scripts/build-drop-in.mjs), and two counters would
 * give two elements the same id.
 */
let count = 0

/** `<prefix>-<n>`, n counting up across every caller. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${++count}`
}
