/**
 * Runs a function the page handed to the library (a callback, a card creator): an exception it throws is reported on
 * the console, naming the setter it came through, and the library goes on (the save is kept, the next callback runs,
 * the other cards are drawn).
 */

/** Reports an exception of user code: `where` names the setter, as `setPostSubmit`. */
export function reportUserError(where: string, error: unknown): void {
  if (typeof console === 'undefined') return
  console.error(
    `family-chart: the function given to ${where} threw an exception; the chart carried on without it.`,
    error,
  )
}

/**
 * Calls `fn` with `self` as `this`; returns its result, or `fallback` when it threw (the exception is reported).
 * Nothing happens when `fn` is not a function.
 */
export function callUser<A extends unknown[], R>(
  where: string,
  fn: ((...args: A) => R) | null | undefined,
  self: unknown,
  args: A,
  fallback?: R,
): R | undefined {
  if (typeof fn !== 'function') return fallback
  try {
    const result = fn.apply(self, args)
    // An async callback (an onSubmit that awaits a server) fails later: report that the same way.
    const pending = result as { then?: unknown } | null | undefined
    if (pending && typeof pending.then === 'function')
      (result as PromiseLike<unknown>).then(undefined, (error: unknown) => reportUserError(where, error))
    return result
  } catch (error) {
    reportUserError(where, error)
    return fallback
  }
}
