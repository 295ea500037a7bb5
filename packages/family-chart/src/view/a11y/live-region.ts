/** The chart's polite live region: short sentences a screen reader reads out when it is idle ("Ann is now the main person"). */

export interface LiveRegion {
  announce(text: string): void
  destroy(): void
}

export function createLiveRegion(parent: HTMLElement): LiveRegion {
  const region = document.createElement('div')
  region.className = 'f3-sr-only f3-live-region'
  region.setAttribute('role', 'status')
  region.setAttribute('aria-live', 'polite')
  region.setAttribute('aria-atomic', 'true')
  parent.append(region)
  return {
    announce(text) {
      if (!text) return
      // The same sentence twice in a row must still be a change to be read again: a trailing no-break space alternates.
      const shown = region.textContent ?? ''
      const repeat = shown.replace(/\u00a0$/, '') === text
      region.textContent = repeat && !shown.endsWith('\u00a0') ? `${text}\u00a0` : text
    },
    destroy: () => region.remove(),
  }
}
