/**
 * The fan's HTML beside the drawing: the legend of the colours, and buttons to turn the fan and to turn it back.
 * HTML, so it keeps the user's text size at any zoom; every label from the data is a text node.
 */
import type { FanColouring } from './fan-colours'
import { ROTATION_STEP } from './fan-keys'

export interface FanOverlaySetup {
  overlay: HTMLElement
  onRotateBy: (degrees: number) => void
  onResetRotation: () => void
}

/** The legend and the turn buttons, as createFanOverlay returns them. @since next */
export interface FanOverlay {
  update(colouring: FanColouring): void
  destroy(): void
}

function element<K extends keyof HTMLElementTagNameMap>(
  parent: Element,
  tag: K,
  cls?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  if (cls) el.className = cls
  parent.appendChild(el)
  return el
}

function button(parent: Element, label: string, text: string, onClick: () => void): () => void {
  const b = element(parent, 'button', 'f3-fan-control')
  b.type = 'button'
  b.setAttribute('aria-label', label)
  b.title = label
  b.textContent = text
  b.addEventListener('click', onClick)
  return () => b.removeEventListener('click', onClick)
}

/** On narrower screens the legend starts closed (a phone held upright). */
const LEGEND_OPEN_MIN_WIDTH = 600

/** Adds the legend and the turn buttons to `overlay`; `destroy` removes them and their listeners. @since next */
export function createFanOverlay({ overlay, onRotateBy, onResetRotation }: FanOverlaySetup): FanOverlay {
  const controls = element(overlay, 'div', 'f3-fan-controls')
  controls.setAttribute('role', 'group')
  controls.setAttribute('aria-label', 'Turn the fan')
  const unbind = [
    button(controls, `Turn the fan ${ROTATION_STEP}° anticlockwise`, '\u21ba', () => onRotateBy(-ROTATION_STEP)),
    button(controls, `Turn the fan ${ROTATION_STEP}° clockwise`, '\u21bb', () => onRotateBy(ROTATION_STEP)),
    button(controls, 'Reset the turn of the fan', 'Reset', onResetRotation),
  ]
  // A disclosure, open where there is room for it beside the fan and closed on a narrow screen; the user's own
  // opening or closing it is kept from then on.
  const legend = element(overlay, 'details', 'f3-fan-legend')
  // Asked of the viewport, not the overlay's width, which would make the browser lay the page out here.
  legend.open = typeof matchMedia === 'function' && matchMedia(`(min-width: ${LEGEND_OPEN_MIN_WIDTH}px)`).matches
  const heading = element(legend, 'summary', 'f3-fan-legend-title')
  const list = element(legend, 'ul')

  return {
    update(colouring) {
      heading.textContent = colouring.title
      list.replaceChildren()
      for (const entry of colouring.legend) {
        const item = element(list, 'li')
        const swatch = element(item, 'span', 'f3-fan-swatch')
        swatch.setAttribute('aria-hidden', 'true')
        // A var(--f3-…) value of the scheme's own, never a value from the data.
        swatch.style.background = entry.colour
        element(item, 'span').textContent = entry.label
      }
      legend.hidden = colouring.legend.length === 0
    },
    destroy() {
      for (const off of unbind) off()
      controls.remove()
      legend.remove()
    },
  }
}
