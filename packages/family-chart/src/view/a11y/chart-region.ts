/** The chart's name and usage instructions for assistive technology: a labelled region described by its keys. */

export const DEFAULT_CHART_LABEL = 'Family tree'
export const KEYBOARD_INSTRUCTIONS =
  'Arrow keys move between relatives: up to parents, down to children, left and right to spouses and siblings. ' +
  'Enter makes the focused person the main person. Home returns to the main person. ' +
  'F shows another parent family (adoptive, step...) of the focused person in the tree. ' +
  'A and D hide or show the ancestors or the descendants of the focused person, where the chart offers it. ' +
  "Shift F10 or the context menu key opens the focused person's actions. " +
  'Plus and minus zoom, Shift with an arrow key pans, Escape leaves the cards.'

export interface ChartRegion {
  setLabel(label: string): void
  destroy(): void
}

let count = 0

/**
 * Makes `canvas` a named region. The label is the container's own `aria-label` when it has one, else "Family tree";
 * the instructions are a visually hidden paragraph beside the canvas.
 */
export function setupChartRegion(canvas: HTMLElement, cont: HTMLElement): ChartRegion {
  const instructions = document.createElement('p')
  instructions.id = `f3-keys-${++count}`
  instructions.className = 'f3-sr-only f3-keyboard-instructions'
  instructions.textContent = KEYBOARD_INSTRUCTIONS
  cont.append(instructions)
  canvas.setAttribute('role', 'region')
  canvas.setAttribute('aria-label', cont.getAttribute('aria-label') || DEFAULT_CHART_LABEL)
  canvas.setAttribute('aria-describedby', instructions.id)
  return {
    setLabel: (label) => canvas.setAttribute('aria-label', label || DEFAULT_CHART_LABEL),
    destroy: () => instructions.remove(),
  }
}
