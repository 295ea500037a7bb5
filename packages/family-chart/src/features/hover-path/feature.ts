/** The hover path feature with its lighting at hand: what `family-chart/hover-path` gives (see define-hover-path.ts). */
import type { Feature } from '../../chart/plug'
import { alreadyLoaded } from '../../schedule/on-first-use'
import { createHoverPath } from './hover-path'
import { defineHoverPath } from './define-hover-path'

/**
 * Lights the path to the main person while a card is hovered, once the card asks for it
 * (`chart.setCardHtml().setOnHoverPathToMain()`): `chart.use(hoverPath)`.
 * @since next
 */
export const hoverPath: Feature = defineHoverPath(alreadyLoaded({ createHoverPath }))
