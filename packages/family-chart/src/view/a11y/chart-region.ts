/** The chart's name and usage instructions for assistive technology: a labelled region described by its keys. */

export const DEFAULT_CHART_LABEL = 'Family tree'
/** The keys every chart has; features add a sentence for each key of theirs (see ChartRegion.setMore). */
export const KEYBOARD_INSTRUCTIONS =
  'Arrow keys move between relatives: up to parents, down to children, left and right to spouses and siblings. ' +
  'Enter makes the focused person the main person. Home returns to the main person.'
const MOVE_INSTRUCTIONS = 'Plus and minus zoom, Shift with an arrow key pans, Escape leaves the cards.'

export interface ChartRegion {
  setLabel(label: string): void
  /** The sentences of the keys features add, said after the chart's own keys. */
  setMore(sentences: string[]): void
  /** Instructions said instead of the cards' keys (a chart type's own drawing), or null for the cards' again. */
  setOwn(text: string | null): void
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
  let more: string[] = []
  let own: string | null = null
  const say = () => {
    instructions.textContent = [own ?? [KEYBOARD_INSTRUCTIONS, ...more].join(' '), MOVE_INSTRUCTIONS].join(' ')
  }
  say()
  cont.append(instructions)
  canvas.setAttribute('role', 'region')
  canvas.setAttribute('aria-label', cont.getAttribute('aria-label') || DEFAULT_CHART_LABEL)
  canvas.setAttribute('aria-describedby', instructions.id)
  return {
    setLabel: (label) => canvas.setAttribute('aria-label', label || DEFAULT_CHART_LABEL),
    setMore(sentences) {
      more = sentences
      say()
    },
    setOwn(text) {
      own = text
      say()
    },
    destroy: () => instructions.remove(),
  }
}
