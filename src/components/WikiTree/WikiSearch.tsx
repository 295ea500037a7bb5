/** The 'Search Wikidata' box: instant matches from the search stash, then a debounced, humans-only remote search. */
import React, { useEffect, useId, useMemo, useRef, useState } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { filterOptions, isSearchable, mergeOptions, parseSearchStashCsv } from '@site/src/wiki/search-options'
import type { PersonLookup } from '@site/src/wiki/person-lookup'
import type { SearchOption } from '@site/src/wiki/types'
import FailureNotice from './FailureNotice'
import { useRemoteSearch } from './useRemoteSearch'
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
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { remote, state, retry } = useRemoteSearch(text, lookup)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    document.cookie = 'NetworkProbeLimit=0.001;path=/;SameSite=Lax'
    // The stash CSV only offers instant matches; without it the remote search still works.
    fetch(csvUrl)
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`)
        return res.text()
      })
      .then((csv) => setStash(parseSearchStashCsv(csv)))
      .catch((err) => {
        console.error('Could not read the search stash', err)
        setStash([])
      })
  }, [csvUrl])

  const shown = useMemo(
    () => filterOptions(mergeOptions(stash, remote), text).slice(0, MAX_SHOWN),
    [stash, remote, text],
  )
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
      if (shown.length)
        setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % shown.length : (a - 1 + shown.length) % shown.length))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      choose(shown[active] ?? (shown.length === 1 ? shown[0] : undefined))
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }
  const expanded = open && isSearchable(text)
  const hint =
    state.status === 'searching'
      ? 'Searching Wikidata…'
      : state.status === 'done' && !shown.length
        ? 'No people found'
        : ''
  // The Try again button goes away with the failure it belongs to: focus goes back to the box, which still holds the
  // typed words, and the status line below says the search runs again.
  const retryFromBox = () => {
    inputRef.current?.focus()
    retry()
  }

  return (
    // Focus may move from the box to the dropdown's own controls (Try again, the detail) without closing it.
    <div
      className={styles.search}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <input
        ref={inputRef}
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
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid="wiki-search"
      />
      {expanded && (
        <div className={styles.dropdown}>
          <ul
            id={listId}
            role="listbox"
            aria-label="People found"
            className={styles.options}
            data-testid="wiki-search-options"
          >
            {shown.map((o, i) => (
              <li
                key={o.value}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? styles.activeOption : undefined}
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(o)
                }}
                data-value={o.value}
              >
                {o.label}
              </li>
            ))}
          </ul>
          {hint && (
            <p className={styles.hint} data-testid="wiki-search-hint">
              {hint}
            </p>
          )}
          {state.status === 'failed' && (
            <FailureNotice
              title={`The Wikidata search for “${text.trim()}” failed.`}
              summary={state.summary}
              detail={state.detail}
              onRetry={retryFromBox}
              compact
              testId="wiki-search-failure"
            />
          )}
        </div>
      )}
      {/* A polite live region that is always in the page (one added together with its text is often not read out):
          it says when a search runs and when nothing was found; a failure is an alert of its own. */}
      <p className="sr-only" role="status" data-testid="wiki-search-status">
        {expanded ? hint : ''}
      </p>
    </div>
  )
}
