/**
 * The navbar search bar, loaded after the page is up (see search-bar-loader.ts): a stand-in input with the same
 * look until the plugin's bar arrives.
 */
import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import clsx from 'clsx'
import useIsBrowser from '@docusaurus/useIsBrowser'
import type { ComponentType } from 'react'
// The plugin's own class names, so the stand-in looks and sits exactly like the real bar.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css'
import {
  carryFocus,
  carryText,
  isMacPlatform,
  isSearchShortcut,
  readCarriedState,
  shortcutHints,
  type CarriedState,
} from './search-bar-loader'
import { whenIdleAfterLoad } from '@site/src/client/when-idle'

type Props = Record<string, unknown>

const loadRealBar = () => import('@theme-original/SearchBar').then((m) => m.default as ComponentType<Props>)

function StandIn({
  inputRef,
  onWant,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>
  onWant: () => void
}): React.JSX.Element {
  const isBrowser = useIsBrowser()
  const mac = isBrowser && isMacPlatform(navigator)
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <input
        ref={inputRef}
        placeholder="Search"
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        onFocus={onWant}
        onPointerEnter={onWant}
        onChange={onWant}
      />
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          {shortcutHints(mac).map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  )
}

export default function SearchBarWhenIdle(props: Props): React.JSX.Element {
  const [Real, setReal] = useState<ComponentType<Props> | null>(null)
  const standIn = useRef<HTMLInputElement>(null)
  const host = useRef<HTMLDivElement>(null)
  const carried = useRef<CarriedState | null>(null)
  const requested = useRef(false)

  const want = useCallback(() => {
    if (requested.current) return
    requested.current = true
    loadRealBar().then(
      (component) => {
        carried.current = readCarriedState(standIn.current)
        setReal(() => component)
      },
      () => {
        requested.current = false
      },
    )
  }, [])

  useEffect(() => whenIdleAfterLoad(window, () => want()), [want])

  // Until the real bar is in, its shortcut focuses the stand-in (which loads the real one).
  useEffect(() => {
    if (Real) return undefined
    const mac = isMacPlatform(navigator)
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e, mac)) return
      e.preventDefault()
      standIn.current?.focus()
      want()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [Real, want])

  // Focus moves over at once; the text once the plugin has reset its box (a timeout it sets when it mounts: this
  // effect runs after the child's, so this timeout fires after that one).
  useLayoutEffect(() => {
    if (!Real) return
    const input = host.current?.querySelector<HTMLInputElement>('.navbar__search-input')
    if (input) carryFocus(input, carried.current)
  }, [Real])
  useEffect(() => {
    if (!Real) return undefined
    const state = carried.current
    carried.current = null
    const timer = window.setTimeout(() => {
      const input = host.current?.querySelector<HTMLInputElement>('.navbar__search-input')
      if (input) carryText(input, state)
    })
    return () => window.clearTimeout(timer)
  }, [Real])

  return (
    <div ref={host} style={{ display: 'contents' }}>
      {Real ? <Real {...props} /> : <StandIn inputRef={standIn} onWant={want} />}
    </div>
  )
}
