/** A choice remembered across pages and visits in localStorage; server rendering and the first render use the fallback. */
import { useCallback, useEffect, useState } from 'react'
import { readChoice, writeChoice } from '@site/src/preferences/stored-choice'

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function usePersistentChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(fallback)
  // Read after mount, so the server HTML and the first client render agree (no hydration mismatch).
  useEffect(() => {
    const stored = readChoice(browserStorage(), key, allowed)
    if (stored) setValue(stored)
    // Another tab choosing a framework updates this page too.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== key) return
      const next = readChoice(browserStorage(), key, allowed)
      if (next) setValue(next)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
    // `allowed` is a constant list at every call site; its identity is not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const choose = useCallback(
    (next: T) => {
      setValue(next)
      writeChoice(browserStorage(), key, next)
    },
    [key],
  )
  return [value, choose]
}
