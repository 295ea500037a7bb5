/** The 'Search Wikidata' box: instant matches from the search stash, then a debounced, humans-only remote search. */
import React, { useEffect, useId, useMemo, useRef, useState } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { SEARCH_DEBOUNCE_MS } from '@site/src/wiki/constants'
import { fetchJson } from '@site/src/wiki/http-sources'
import { searchUrl } from '@site/src/wiki/api-urls'
import { filterOptions, humansOnly, isSearchable, mergeOptions, parseSearchStashCsv, searchAnswerOptions } from '@site/src/wiki/search-options'
import type { PersonLookup } from '@site/src/wiki/person-lookup'
import type { SearchOption, WbSearchAnswer } from '@site/src/wiki/types'
import styles from './styles.module.css'

const MAX_SHOWN = 50

interface Props {
  lookup: PersonLookup
  onSelect: (id: string) => void
}

export default function WikiSearch({ lookup, onSelect }: Props): React.JSX.Element {
  const listId = useId()
  const csvUrl = useBaseUrl('/data/wiki_search_stash.csv')
  const [text, setText] = useState('')
  const [stash, setStash] = useState<SearchOption[]>([])
  const [remote, setRemote] = useState<SearchOption[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [searching, setSearching] = useState(false)
  const searched = useRef(new Set<string>())

  useEffect(() => {
    document.cookie = 'NetworkProbeLimit=0.001;path=/;SameSite=Lax'
    fetch(csvUrl)
      .then((res) => { if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`); return res.text() })
      .then((csv) => setStash(parseSearchStashCsv(csv)))
      .catch((err) => { console.error('Could not read the search stash', err); setStash([]) })
  }, [csvUrl])

  useEffect(() => {
    const query = text.trim()
    if (!isSearchable(query) || searched.current.has(query.toLowerCase())) return
    const timer = setTimeout(async () => {
      searched.current.add(query.toLowerCase())
      setSearching(true)
      try {
        const options = searchAnswerOptions(await fetchJson<WbSearchAnswer>(searchUrl(query)))
        const persons = options.length ? await lookup.getPersons(options.map((o) => o.value)) : []
        setRemote((current) => mergeOptions(current, humansOnly(options, persons)))
      } catch (err) {
        console.error('Wikidata search failed', err)
      } finally {
        setSearching(false)
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, lookup])

  const shown = useMemo(() => filterOptions(mergeOptions(stash, remote), text).slice(0, MAX_SHOWN), [stash, remote, text])
  const choose = (o: SearchOption | undefined) => {
    if (!o) return
    setText('')
    setOpen(false)
    setActive(-1)
    onSelect(o.value)
  }
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (shown.length) setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % shown.length : (a - 1 + shown.length) % shown.length))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      choose(shown[active] ?? (shown.length === 1 ? shown[0] : undefined))
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }
  const expanded = open && isSearchable(text)

  return (
    <div className={styles.search}>
      <input
        type="search"
        className={styles.searchInput}
        placeholder="Search Wikidata"
        aria-label="Search Wikidata"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => { setText(e.target.value); setOpen(true); setActive(-1) }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 200)}
        onKeyDown={onKeyDown}
        data-testid="wiki-search"
      />
      {expanded && (
        <ul id={listId} role="listbox" className={styles.options} data-testid="wiki-search-options">
          {shown.map((o, i) => (
            <li
              key={o.value}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? styles.activeOption : undefined}
              onMouseDown={(e) => { e.preventDefault(); choose(o) }}
              data-value={o.value}
            >
              {o.label}
            </li>
          ))}
          {!shown.length && <li className={styles.hint}>{searching ? 'Searching Wikidata…' : 'No people found'}</li>}
          {shown.length > 0 && searching && <li className={styles.hint}>Searching Wikidata…</li>}
        </ul>
      )}
    </div>
  )
}
