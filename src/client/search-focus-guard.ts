/**
 * Keeps the navbar search box from taking focus back by itself.
 *
 * The search plugin loads its index when the box gets focus and, once the index is in, focuses the box again, even
 * when a keyboard user has meanwhile tabbed on (into a chart, say): their next key then lands in the search box.
 * Focus may enter the box only when the person asked for it (a pointer press on the search bar, Tab, or a shortcut
 * key). Any other focus of the box, while another element holds focus, goes back to that element; when focus was
 * nowhere (the plugin moved the box in the page as it set up its suggestions), the box keeps it.
 */
const SEARCH_INPUT = '.navbar__search-input'

/** Whether a key press is one that moves focus to the search box on purpose. */
export function isFocusIntentKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return e.key === 'Tab' || e.key === '/' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k')
}

/** Installs the guard on `doc`; returns a function that removes it. */
export function installSearchFocusGuard(doc: Document): () => void {
  // Set by a person's request for focus, used up by the next focus change.
  let intent = false
  const onKey = (e: KeyboardEvent) => {
    if (isFocusIntentKey(e)) intent = true
  }
  const onPointer = (e: PointerEvent) => {
    if (e.target instanceof Element && e.target.closest('.navbar__search, [class*="searchBar"], [class*="searchBox"]'))
      intent = true
  }
  const onFocusIn = (e: FocusEvent) => {
    const target = e.target
    const wanted = intent
    intent = false
    if (!(target instanceof HTMLElement) || !target.matches(SEARCH_INPUT) || wanted) return
    const previous = e.relatedTarget
    if (
      previous instanceof HTMLElement &&
      previous.isConnected &&
      previous !== target &&
      previous !== target.ownerDocument.body
    ) {
      previous.focus({ preventScroll: true })
    }
  }
  doc.addEventListener('keydown', onKey, true)
  doc.addEventListener('pointerdown', onPointer, true)
  doc.addEventListener('focusin', onFocusIn, true)
  return () => {
    doc.removeEventListener('keydown', onKey, true)
    doc.removeEventListener('pointerdown', onPointer, true)
    doc.removeEventListener('focusin', onFocusIn, true)
  }
}

if (typeof document !== 'undefined') installSearchFocusGuard(document)
