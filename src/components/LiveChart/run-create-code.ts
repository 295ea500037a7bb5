/** Compiles and runs an example's `function create(data) {...}` code with f3, d3 (and f3Gedcom, Vue, f3Locales) in scope. */

export interface RunScope {
  f3: unknown
  /** The d3 namespace, for code that uses it. */
  d3?: unknown
  /** family-chart/gedcom, for code that uses it. */
  f3Gedcom?: unknown
  /** Vue 3, for code that mounts a Vue app (the Vue example). */
  Vue?: unknown
  /** The languages the code uses (family-chart/locales/<code>) by code: `f3Locales.he`. */
  f3Locales?: Record<string, unknown>
  data: unknown
}

export type CreateRunner = (scope: RunScope) => unknown

/** Throws a SyntaxError with the parser's message when the code does not parse, or when it defines no `create`. */
export function compileCreateCode(code: string): CreateRunner {
  // eslint-disable-next-line no-new-func
  const fn = new Function(
    'f3',
    'd3',
    'f3Gedcom',
    'Vue',
    'f3Locales',
    'data',
    `${code}\n;if (typeof create !== 'function') throw new SyntaxError('The code must define function create(data)');\nreturn create(data)`,
  )
  return ({ f3, d3, f3Gedcom, Vue, f3Locales, data }) => fn(f3, d3, f3Gedcom, Vue, f3Locales ?? {}, data)
}

export function describeError(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`
  return String(err)
}
