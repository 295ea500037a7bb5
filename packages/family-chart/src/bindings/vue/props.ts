/** The props of the Vue <FamilyChart>: the chart settings, declared for Vue's runtime checks. */
import { toRaw, type PropType } from 'vue'
import type { CardDim, CardStyle, Data } from 'family-chart'
import { pickSettings, type CardDisplay, type ChartSettings, type ChartSetup, type ChartType } from '../shared/settings'

// A Boolean prop left out stays undefined (the chart's default) instead of Vue's false.
const flag = { type: Boolean, default: undefined }

/**
 * The props of the Vue {@link FamilyChart}, for a component of yours that passes them on.
 * @since next
 */
export const familyChartProps = {
  data: { type: Array as PropType<Data | null>, default: undefined },
  mainId: String,
  chartType: String as PropType<ChartType>,
  cardDisplay: [Array, Function] as PropType<CardDisplay>,
  cardStyle: String as PropType<CardStyle>,
  cardDim: { type: Object as PropType<Partial<CardDim> | null>, default: undefined },
  miniTree: flag,
  orientation: String as PropType<'vertical' | 'horizontal'>,
  cardXSpacing: Number,
  cardYSpacing: Number,
  transitionTime: Number,
  ancestryDepth: Number,
  progenyDepth: Number,
  showSiblingsOfMain: flag,
  editable: flag,
  /** Configures the chart once, after the settings and before the first drawing, with the library's namespace. */
  setup: Function as PropType<ChartSetup>,
}

/**
 * The settings among the props, as plain values: the chart copies its data, which a reactive proxy would not allow,
 * and reading every prop here makes a watcher of this function follow each of them.
 */
export function settingsOf(props: ChartSettings): ChartSettings {
  const settings = pickSettings(props)
  if (settings.data) settings.data = toRaw(settings.data)
  if (settings.cardDisplay) settings.cardDisplay = toRaw(settings.cardDisplay)
  if (settings.cardDim) settings.cardDim = toRaw(settings.cardDim)
  return settings
}
