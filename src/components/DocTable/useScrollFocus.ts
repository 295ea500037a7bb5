import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether an element scrolls sideways (its content is wider than its box), followed as its size changes. A box that
 * scrolls is made focusable so keyboards can scroll it too; one that fits stays out of the tab order.
 */
export function useScrollFocus(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return undefined
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}
