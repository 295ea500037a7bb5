/** Turns the chart's snapshot into what the exporter reads: the card settings, theme container and core helpers. */
import { cardDisplayLines } from '../cards/card-display'
import { CARD_STYLE_DIMS } from '../cards/card-dims'
import { personIcon } from '../cards/icons'
import { isEmptyCard } from '../layout/empty-card'
import { laneDrop, linkPath, spouseTextPosition } from '../view/link-path'
import type { ChartSnapshot, ExportCardConfig, ExportSource } from './types'

const DEFAULT_DISPLAY = [['first name', 'last name'], ['birthday']]

function cardConfig({ chart }: ChartSnapshot): ExportCardConfig {
  // Read by shape, not by class, so the exporter stays free of the card classes (and of d3 behind them).
  const card = chart.card as any
  const emptyLabel = chart.store.state.single_parent_empty_card_label ?? 'Unknown'
  if (card && typeof card.dims !== 'function') {
    return { kind: 'svg', style: 'imageRect', dim: { ...card.card_dim }, display: card.card_display ?? DEFAULT_DISPLAY, imageField: 'avatar', customHtml: false, emptyLabel }
  }
  // A chart that has not drawn yet has no card: it will get the default HTML card, so that is what is exported.
  return {
    kind: 'html',
    style: card?.style ?? 'imageRect',
    dim: card ? card.dims() : { ...CARD_STYLE_DIMS.imageRect },
    display: card?.card_display ?? DEFAULT_DISPLAY,
    imageField: card?.cardImageField ?? 'avatar',
    customHtml: !!(card?.cardInnerHtmlCreator || card?.defaultPersonIcon),
    emptyLabel,
  }
}

export function exportSourceOf(snapshot: ChartSnapshot): ExportSource {
  const { chart, tree } = snapshot
  if (!tree) throw new Error('family-chart: there is no tree to export yet; call chart.updateTree() first')
  return {
    tree,
    card: cardConfig(snapshot),
    spouseText: chart.linkSpouseText,
    cont: chart.cont ?? null,
    cardLines: cardDisplayLines,
    isEmptyCard,
    linkPath,
    spouseTextPosition,
    laneDrop,
    personIcon: personIcon(),
  }
}
