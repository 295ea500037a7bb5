/**
 * When a code editor below the fold is worth its cost: react-live's editor and its highlighting took three tasks
 * (15 + 13 + 9 ms of CPU on an example page, more in the builder's code panel) right after hydration, while the
 * chart was being drawn, for a box a phone visitor has not scrolled to. It is wanted as soon as its box comes near
 * the viewport or is focused, clicked or touched, and otherwise once the page has settled after its load.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'

/** How far below the viewport a box counts as near (the editor is ready before it scrolls into view). */
const NEAR_MARGIN = '0px 0px 200px 0px'
/** After the load event, how long the page is left to its first paint's work before an unseen editor is mounted. */
const SETTLE_MS = 3000

type Idle = (cb: () => void, opts?: { timeout: number }) => number

/** `box`: the placeholder's element. Gives whether to mount, and whether the visitor was on it (to focus the editor). */
export function useEditorWanted(box: RefObject<HTMLElement | null>): { wanted: boolean; focused: boolean } {
  const [state, setState] = useState({ wanted: false, focused: false })
  const wanted = useRef(false)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const want = (focused: boolean) => {
      if (wanted.current) return
      wanted.current = true
      setState({ wanted: true, focused })
    }
    const onUse = () => want(true)
    el.addEventListener('focusin', onUse)
    el.addEventListener('pointerdown', onUse)
    const near =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(false), {
            rootMargin: NEAR_MARGIN,
          })
        : null
    near?.observe(el)
    // Called through the window: an unbound requestIdleCallback throws "Illegal invocation".
    const w = window as unknown as { requestIdleCallback?: Idle }
    const idle: Idle = w.requestIdleCallback
      ? (cb, opts) => w.requestIdleCallback!(cb, opts)
      : (cb) => window.setTimeout(cb, 0)
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      timer = setTimeout(() => idle(() => want(false), { timeout: SETTLE_MS }), SETTLE_MS)
    }
    if (document.readyState === 'complete') settle()
    else window.addEventListener('load', settle, { once: true })
    return () => {
      el.removeEventListener('focusin', onUse)
      el.removeEventListener('pointerdown', onUse)
      window.removeEventListener('load', settle)
      near?.disconnect()
      clearTimeout(timer)
    }
  }, [box])
  return state
}
