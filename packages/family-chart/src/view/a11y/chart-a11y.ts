/**
 * What the chart offers assistive technology and the keyboard, wired together: the named region, the polite live
 * region, keyboard navigation over the cards, and the "… is now the main person" announcement after a redraw.
 */
import type { Tree } from '../../layout/types'
import { createKeyboardNav } from '../keyboard/keyboard-nav'
import type { CardKey } from '../keyboard/keys'
import { createLiveRegion } from './live-region'
import { setupChartRegion } from './chart-region'
import { speak, type Say } from '../../data/say'

export interface ChartA11ySetup {
  cont: HTMLElement
  canvas: HTMLElement
  svg: SVGSVGElement
  getTree: () => Tree | null
  getCardSize: () => { w: number; h: number }
  /** Animation time for camera moves the keys cause (0 when motion is reduced). */
  moveTime: () => number
  /** The name read out for a person who became the main person ('' when they have none). */
  nameOf: (id: string) => string
  /** The chart's words in its locale, when it has one (English otherwise). */
  say: () => Say | undefined
}

export interface ChartA11y {
  setLabel(label: string): void
  /** Gives the focused card a key of a feature's (F for the family switch ...), said in the instructions. */
  addCardKey(key: CardKey): () => void
  /** Instructions said in place of the cards' keys while a chart type draws itself (null: the cards' again). */
  setKeyInstructions(text: string | null): void
  announce(text: string): void
  /** Before a redraw (keeps track of keyboard focus). */
  beforeRender(): void
  /** After a redraw of the tree whose main person is `mainId`: focus goes back, a new main person is announced. */
  afterRender(mainId: string): void
  /** After culling changed the cards in the page. */
  afterCull(): void
  destroy(): void
}

export function setupChartA11y({
  cont,
  canvas,
  svg,
  getTree,
  getCardSize,
  moveTime,
  nameOf,
  say,
}: ChartA11ySetup): ChartA11y {
  const liveRegion = createLiveRegion(cont)
  const region = setupChartRegion(canvas, cont, say)
  const cardKeys: CardKey[] = []
  const keyboard = createKeyboardNav({ canvas, svg, getTree, getCardSize, moveTime, cardKeys: () => cardKeys })
  /** The main person of the last drawing, to announce a change. */
  let drawnMainId: string | null = null
  return {
    setLabel: (label) => region.setLabel(label),
    addCardKey(key) {
      cardKeys.push(key)
      region.setMore(cardKeys.map((k) => k.instructions))
      return () => {
        const at = cardKeys.indexOf(key)
        if (at >= 0) cardKeys.splice(at, 1)
        region.setMore(cardKeys.map((k) => k.instructions))
      }
    },
    setKeyInstructions: (text) => region.setOwn(text),
    announce: (text) => liveRegion.announce(text),
    beforeRender: () => keyboard.beforeRender(),
    afterRender(mainId) {
      keyboard.afterRender()
      const before = drawnMainId
      drawnMainId = mainId
      if (before !== null && before !== mainId) {
        const words = say()
        const name = nameOf(mainId) || speak(words, 'Someone')
        liveRegion.announce(speak(words, '{name} is now the main person', { name }))
      }
    },
    afterCull: () => keyboard.afterCull(),
    destroy() {
      keyboard.destroy()
      liveRegion.destroy()
      region.destroy()
    },
  }
}
