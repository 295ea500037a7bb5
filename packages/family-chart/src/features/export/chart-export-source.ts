/**
 * What a chart hands its exporter when an export is asked for: the tree drawn at that moment, how its cards are
 * configured, the spouse texts and the container whose theme colours the export takes. The exporter reads this and
 * nothing of the chart, so it stays free of the card classes (and of d3 behind them).
 */
import type { TreeDatum } from '../../layout/types'
import type { Store } from '../../store/types'
import type { Tree } from '../../layout/types'
import type { CardHtml } from '../../cards/card-html'
import type { CardSvg } from '../../cards/card-svg'
import type { ChartCard } from '../../cards/chart-card'
import { CARD_STYLE_DIMS } from '../../cards/card-dims'
import { DEFAULT_CARD_DISPLAY } from '../../cards/card-display'
import type { ExportCardConfig, ExportSource } from './types'

/** The chart's fields an export reads. */
export interface ExportingChart {
  store: Store
  card: ChartCard | null
  linkSpouseText: ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
  cont: HTMLElement
}

/**
 * The badges of folded branches, by card key (the collapse feature provides them): at once, or once the folds' half
 * that counts them has loaded.
 */
export type ExportFolds = (tree: Tree) => ExportSource['folds'] | Promise<ExportSource['folds']>

/** What an export is handed at the moment of the call: the badges may still be on their way. */
export type PendingExportSource = Omit<ExportSource, 'folds'> & { folds: ReturnType<ExportFolds> | undefined }

function cardConfig(chartCard: ChartCard | null, emptyLabel: string): ExportCardConfig {
  if (chartCard?.kind === 'svg') {
    const card = chartCard as CardSvg
    return {
      kind: 'svg',
      style: 'imageRect',
      dim: { ...card.card_dim },
      display: card.card_display ?? DEFAULT_CARD_DISPLAY,
      imageField: 'avatar',
      customHtml: false,
      emptyLabel,
    }
  }
  // A chart that has not drawn yet has no card: it will get the default HTML card, so that is what is exported.
  const card = chartCard as CardHtml | null
  return {
    kind: 'html',
    style: card?.style ?? 'imageRect',
    dim: card ? card.dims() : { ...CARD_STYLE_DIMS.imageRect },
    display: card?.card_display ?? DEFAULT_CARD_DISPLAY,
    imageField: card?.cardImageField ?? 'avatar',
    customHtml: !!(card?.cardInnerHtmlCreator || card?.defaultPersonIcon),
    emptyLabel,
  }
}

export function chartExportSource(
  chart: ExportingChart,
  folds?: ExportFolds,
  relationMarks = true,
  drawing: ExportSource['drawing'] = null,
): PendingExportSource {
  const tree = chart.store.getTree()
  return {
    drawing,
    tree,
    card: cardConfig(chart.card, chart.store.state.single_parent_empty_card_label ?? 'Unknown'),
    spouseText: chart.linkSpouseText,
    cont: chart.cont ?? null,
    // Folded branches are drawn as their badges, whether or not the chart shows fold controls.
    folds: tree && folds ? folds(tree) : undefined,
    privacy: chart.store.state.privacy,
    relationMarks,
  }
}
