/**
 * A part of a feature that is not needed to draw, loaded the first time it is used: behind a dynamic import, so an
 * application's bundler puts it in a chunk of its own and the page fetches it only then. The script-tag build has no
 * chunks: there each part is already in the bundle (`alreadyLoaded`), so the same feature code runs it at once.
 */

/** A part of a feature, loaded on first use or already there. */
export interface LazyPart<M> {
  /** The part once it is loaded; undefined before (then `load()` or `run()` brings it). */
  ready(): M | undefined
  /** Loads the part, once. A load that failed is tried again by the next call (the network may be back). */
  load(): Promise<M>
  /**
   * Runs `use` with the part: at once when it is loaded, else when it arrives, in the order of the calls. When it
   * cannot be loaded, the console says so and `use` is not run.
   */
  run(use: (part: M) => void): void
}

/** Calls each waiting use; one that throws is reported and the others still run. */
function runAll<M>(uses: ((part: M) => void)[], part: M, what: string): void {
  for (const use of uses) {
    try {
      use(part)
    } catch (error) {
      if (typeof console !== 'undefined') console.error(`family-chart: ${what} failed after it loaded.`, error)
    }
  }
}

/**
 * A part loaded by `importer` (a function around `import('./part')`) on first use. `what` names it in the console
 * message of a failed load ("the relationship view").
 */
export function onFirstUse<M>(what: string, importer: () => Promise<M>): LazyPart<M> {
  let part: M | undefined
  let loading: Promise<M> | undefined
  // Uses asked for before the part arrived, run together as it arrives so none runs ahead of an earlier one.
  let waiting: ((part: M) => void)[] = []
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (loaded) => {
        part = loaded
        const uses = waiting
        waiting = []
        runAll(uses, loaded, what)
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        waiting = []
        if (typeof console !== 'undefined') console.error(`family-chart: could not load ${what}.`, error)
        throw error
      },
    ))
  return {
    ready: () => part,
    load,
    run(use) {
      if (part !== undefined) return use(part)
      waiting.push(use)
      // The failure is reported by load itself; nothing else waits on this promise.
      load().catch(() => {})
    },
  }
}

/** A part already in the bundle (the script-tag build): ready at once, so its uses run synchronously. */
export function alreadyLoaded<M>(part: M): LazyPart<M> {
  return {
    ready: () => part,
    load: () => Promise.resolve(part),
    run: (use) => use(part),
  }
}
