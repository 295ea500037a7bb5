/**
 * A key for React that changes whenever one of the values is another object than at the last render: given to a
 * chart component, new data (or a new setup) makes a new chart, with its own edit history, instead of updating the old
 * one in place, as the site's demos and builder want when a whole family is loaded.
 */
import { useRef } from 'react'

export function useRemountKey(...values: unknown[]): number {
  const last = useRef<{ values: unknown[]; key: number }>({ values, key: 0 })
  const changed = values.length !== last.current.values.length || values.some((v, i) => v !== last.current.values[i])
  if (changed) last.current = { values, key: last.current.key + 1 }
  return last.current.key
}
