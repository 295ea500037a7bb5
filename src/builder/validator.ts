/**
 * The library's data validation, loaded on first use. A static import made the whole library chunk part of the
 * builder's route, evaluated before the page could hydrate; the chart needs the same chunk a moment later anyway.
 */
import type { validateData } from 'family-chart'

/** The library's `validateData`: the problems it finds in a value meant as chart data. */
export type Validator = typeof validateData

let loading: Promise<Validator> | null = null

/** Loads the library once (later calls share the first request) and gives its validator. */
export function loadValidator(): Promise<Validator> {
  // webpackPreload: the page downloads the library right after its first paint (src/plugins/route-scripts.js), so
  // the builder's chart does not wait for a download that starts only once the page has hydrated.
  loading ??= import(/* webpackPreload: true */ 'family-chart').then(
    (library) => library.validateData,
    (err: unknown) => {
      // A failed chunk request (offline, a deploy in between) is tried again on the next use.
      loading = null
      throw err
    },
  )
  return loading
}
