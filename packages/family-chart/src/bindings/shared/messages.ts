/** What a binding tells the developer on the console: each warning once per chart, named after the binding. */

export interface Messages {
  /** A setting or input the binding cannot use; said once per chart and text. */
  warn(message: string): void
  /** A callback of the page threw: reported, and the binding goes on without it. */
  callbackFailed(callback: string, error: unknown): void
}

export function createMessages(binding: string): Messages {
  const said = new Set<string>()
  return {
    warn(message) {
      if (said.has(message) || typeof console === 'undefined') return
      said.add(message)
      console.warn(`${binding}: ${message}`)
    },
    callbackFailed(callback, error) {
      if (typeof console === 'undefined') return
      console.error(`${binding}: ${callback} threw an exception; the chart carried on without it.`, error)
    },
  }
}

/** Calls a callback of the page, reporting an exception instead of letting it stop the binding. */
export function callSafely<A extends unknown[]>(
  messages: Messages,
  name: string,
  fn: ((...args: A) => unknown) | undefined,
  ...args: A
): void {
  if (typeof fn !== 'function') return
  try {
    fn(...args)
  } catch (error) {
    messages.callbackFailed(name, error)
  }
}
