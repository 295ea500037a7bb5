/** Click or Enter on the overview zooms in to readable cards: a click toward the clicked point, Enter toward main. */

export interface OverviewZoomInSetup {
  /** The zoomable canvas (clicks anywhere on it count while the overview is shown). */
  element: HTMLElement
  isActive: () => boolean
  /** `point` in the element's pixels, or null to zoom toward the main person. */
  zoomIn: (point: [number, number] | null) => void
}

/** Listens for the click and the key; `destroy` removes both listeners. */
export function setupOverviewZoomIn({ element, isActive, zoomIn }: OverviewZoomInSetup): { destroy(): void } {
  const onClick = (e: MouseEvent) => {
    // The second click of a double click belongs to d3-zoom's own double-click zoom.
    if (!isActive() || e.detail > 1 || e.defaultPrevented) return
    const box = element.getBoundingClientRect()
    zoomIn([e.clientX - box.left, e.clientY - box.top])
  }
  const onKey = (e: KeyboardEvent) => {
    if (!isActive() || (e.key !== 'Enter' && e.key !== ' ')) return
    if (!(e.target instanceof Element) || !e.target.closest('.f3-overview')) return
    e.preventDefault()
    zoomIn(null)
  }
  element.addEventListener('click', onClick)
  element.addEventListener('keydown', onKey)
  return {
    destroy() {
      element.removeEventListener('click', onClick)
      element.removeEventListener('keydown', onKey)
    },
  }
}
