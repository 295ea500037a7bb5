/**
 * Whether the site offers the Add group (the additional demos): only when served from a local host (SPEC). False in
 * the server render and until the page runs, so a production page never flashes links it then takes away.
 */
import { useEffect, useState } from 'react'
import { isLocalHost } from './groups'

export function useAddGroupShown(): boolean {
  const [local, setLocal] = useState(false)
  useEffect(() => setLocal(isLocalHost(window.location.hostname)), [])
  return local
}
