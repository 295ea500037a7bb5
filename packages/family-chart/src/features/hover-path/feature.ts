/** The hover path feature: hovering a card lights the links and cards on the way to the main person. */
import type { Feature } from '../../chart/plug'
import { createHoverPath } from './hover-path'

/**
 * Lights the path to the main person while a card is hovered, once the card asks for it
 * (`chart.setCardHtml().setOnHoverPathToMain()`): `chart.use(hoverPath)`.
 * @since next
 */
export const hoverPath: Feature = {
  name: 'hover-path',
  setup(host) {
    host.provide('hoverPath', (cont: HTMLElement) => createHoverPath(cont))
    return { destroy: () => host.provide('hoverPath', null) }
  },
}
