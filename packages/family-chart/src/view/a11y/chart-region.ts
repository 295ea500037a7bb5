/** The chart's name and usage instructions for assistive technology: a labelled region described by its keys. */
import { speak, type Say } from '../../data/say'

/** The keys every chart has; features add a sentence for each key of theirs (see ChartRegion.setMore). */
export const KEYBOARD_INSTRUCTIONS =
  'Arrow keys move between relatives: up to parents, down to children, left and right to spouses and siblings. ' +
  'Enter makes the focused person the main person. Home returns to the main person.'
const MOVE_INSTRUCTIONS = 'Plus and minus zoom, Shift with an arrow key pans, Escape leaves the cards.'

export interface ChartRegion {
  setLabel(label: string): void
  /** The sentences of the keys features add, said after the chart's own keys; the whole is said again. */
  setMore(sentences: string[]): void
  /** Instructions said instead of the cards' keys (a chart type's own drawing), or null for the cards' again. */
  setOwn(text: string | null): void
  destroy(): void
}

let count = 0

/**
 * Makes `canvas` a named region. The label is the page's own (the container's `aria-label`, or setLabel), else
 * "Family tree" in the chart's words (`say`); the instructions are a visually hidden paragraph beside the canvas.
 */
export function setupChartRegion(canvas: HTMLElement, cont: HTMLElement, say: () => Say | undefined): ChartRegion {
  const instructions = document.createElement('p')
  instructions.id = `f3-keys-${++count}`
  instructions.className = 'f3-sr-only f3-keyboard-instructions'
  let label = cont.getAttribute('aria-label')
  let more: string[] = []
  let own: string | null = null
  const render = () => {
    const words = say()
    canvas.setAttribute('aria-label', label || speak(words, 'Family tree'))
    const keys = own ?? [speak(words, KEYBOARD_INSTRUCTIONS), ...more].join(' ')
    instructions.textContent = [keys, speak(words, MOVE_INSTRUCTIONS)].join(' ')
  }
  render()
  cont.append(instructions)
  canvas.setAttribute('role', 'region')
  canvas.setAttribute('aria-describedby', instructions.id)
  return {
    setLabel(text) {
      label = text
      render()
    },
    setMore(sentences) {
      more = sentences
      render()
    },
    setOwn(text) {
      own = text
      render()
    },
    destroy: () => instructions.remove(),
  }
}
