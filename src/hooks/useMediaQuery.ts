/** True while a CSS media query matches; false during server rendering. */
import { useEffect, useState } from 'react'

export const MOBILE_QUERY = '(max-width: 599.98px)'

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const mql = window.matchMedia(query)
    const update = () => setMatches(mql.matches)
    update()
    mql.addEventListener('change', update)
    return () => mql.removeEventListener('change', update)
  }, [query])
  return matches
}
