/**
 * The remote half of the wiki search box: a debounced Wikidata search per settled text. A text that was searched
 * successfully is never searched again; a failed one keeps its failure (with a retry) and is searched again when
 * asked or when the text comes back to it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@site/src/wiki/constants'
import { fetchJson } from '@site/src/wiki/fetch-json'
import type { PersonLookup } from '@site/src/wiki/person-lookup'
import { describeFailure } from '@site/src/wiki/request-error'
import { searchPeople } from '@site/src/wiki/remote-search'
import { isSearchable, mergeOptions } from '@site/src/wiki/search-options'
import type { SearchOption } from '@site/src/wiki/types'

/** What the box can say about the remote search for the current text. */
export type RemoteState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done' }
  | { status: 'failed'; summary: string; detail: string }

type QueryState = Exclude<RemoteState, { status: 'idle' }>

const keyOf = (text: string) => text.trim().toLowerCase()

export function useRemoteSearch(
  text: string,
  lookup: PersonLookup,
): { remote: SearchOption[]; state: RemoteState; retry: () => void } {
  const [remote, setRemote] = useState<SearchOption[]>([])
  const [queries, setQueries] = useState<ReadonlyMap<string, QueryState>>(new Map())
  const queriesRef = useRef(queries)
  queriesRef.current = queries
  const [attempt, setAttempt] = useState(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const setQuery = useCallback((key: string, state: QueryState | null) => {
    setQueries((current) => {
      const next = new Map(current)
      if (state) next.set(key, state)
      else next.delete(key)
      queriesRef.current = next
      return next
    })
  }, [])

  useEffect(() => {
    const query = text.trim()
    const key = keyOf(query)
    const known = queriesRef.current.get(key)?.status
    if (!isSearchable(query) || known === 'done' || known === 'searching') return
    const timer = setTimeout(async () => {
      setQuery(key, { status: 'searching' })
      try {
        const found = await searchPeople(query, (url) => fetchJson(url), lookup)
        if (!mounted.current) return
        setRemote((current) => mergeOptions(current, found))
        setQuery(key, { status: 'done' })
      } catch (error) {
        if (!mounted.current) return
        console.error('Wikidata search failed', error)
        setQuery(key, { status: 'failed', ...describeFailure(error) })
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, attempt, lookup, setQuery])

  const retry = useCallback(() => {
    const key = keyOf(text)
    if (queriesRef.current.get(key)?.status !== 'failed') return
    setQuery(key, null)
    setAttempt((n) => n + 1)
  }, [text, setQuery])

  const key = keyOf(text)
  // A searchable text without a state yet is waiting for the pause in typing: already 'searching' for the reader.
  const state: RemoteState = !isSearchable(text) ? { status: 'idle' } : (queries.get(key) ?? { status: 'searching' })
  return { remote, state, retry }
}
