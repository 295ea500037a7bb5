/** The SVG cards feature: cards drawn as SVG shapes and text (Chart.setCardSvg), which exports and prints crisply. */
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { cardSvg, type CardSvg } from '../../cards/card-svg'

/** What the SVG cards feature adds to a chart. @since next */
export interface SvgCardMethods {
  /**
   * Draws SVG cards and returns them for their settings.
   * @returns The {@link CardSvgClass | CardSvg} builder, not the chart.
   * @since 0.8.0
   */
  setCardSvg(): CardSvg
}

/** SVG cards: `chart.use(svgCards)`, then `chart.setCardSvg()`. @since next */
export const svgCards: Feature<SvgCardMethods> = defineFeature<{ host: ChartHost; destroy(): void }, SvgCardMethods>({
  name: 'svg-cards',
  setup: (host) => ({ host, destroy() {} }),
  methods: {
    setCardSvg: (part) => (part.host.chart as { setCard(f: typeof cardSvg): CardSvg }).setCard(cardSvg),
  },
})
