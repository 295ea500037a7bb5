/** How each chart setting of a binding reaches the chart, and how much of the drawing a change of it asks for. */
import type { CardHtmlClass, Chart } from 'family-chart'
import type { ChartSettings, ChartType } from './settings'

/** What a change asks of the drawing: nothing (it shows at the next update), a redraw in place, or a fitted redraw. */
export type Redraw = 'none' | 'keep-view' | 'fit'

/** What a setting is applied to: the chart, the HTML cards the binding made, and where warnings go. */
export interface SettingTarget {
  chart: Chart
  card: CardHtmlClass
  warn: (message: string) => void
}

type Applied = Exclude<keyof ChartSettings, 'data' | 'mainId' | 'editable'>
type Applier<K extends Applied> = { redraw: Redraw; apply: (target: SettingTarget, value: ChartSettings[K]) => void }

/** The chart types the lead's `setChartType` takes; other values are passed on for it to refuse. */
function applyChartType({ chart, warn }: SettingTarget, type: ChartType | undefined): void {
  const setChartType = (chart as { setChartType?: (type: ChartType) => unknown }).setChartType
  if (typeof setChartType === 'function') setChartType.call(chart, type as ChartType)
  else
    warn(
      `chartType '${type}' needs chart.setChartType(), which this version of family-chart does not have; ` +
        'the chart keeps its hourglass layout.',
    )
}

const APPLIERS: { [K in Applied]: Applier<K> } = {
  chartType: { redraw: 'fit', apply: applyChartType },
  cardDisplay: { redraw: 'keep-view', apply: ({ card }, rows) => card.setCardDisplay(rows!) },
  cardStyle: { redraw: 'fit', apply: ({ card }, style) => card.setStyle(style!) },
  cardDim: { redraw: 'fit', apply: ({ card }, dim) => (dim ? card.setCardDim(dim) : card.resetCardDim()) },
  miniTree: { redraw: 'keep-view', apply: ({ card }, on) => card.setMiniTree(!!on) },
  orientation: {
    redraw: 'fit',
    apply: ({ chart }, o) => (o === 'horizontal' ? chart.setOrientationHorizontal() : chart.setOrientationVertical()),
  },
  cardXSpacing: { redraw: 'fit', apply: ({ chart }, n) => chart.setCardXSpacing(n!) },
  cardYSpacing: { redraw: 'fit', apply: ({ chart }, n) => chart.setCardYSpacing(n!) },
  transitionTime: { redraw: 'none', apply: ({ chart }, ms) => chart.setTransitionTime(ms!) },
  ancestryDepth: { redraw: 'fit', apply: ({ chart }, n) => chart.setAncestryDepth(n) },
  progenyDepth: { redraw: 'fit', apply: ({ chart }, n) => chart.setProgenyDepth(n) },
  showSiblingsOfMain: { redraw: 'fit', apply: ({ chart }, on) => chart.setShowSiblingsOfMain(!!on) },
}

const isPlain = (v: unknown): v is object =>
  !!v && typeof v === 'object' && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype)

/**
 * Whether two values of a setting say the same: equal arrays and plain objects of the same contents count as one, so
 * a `cardDisplay={[['first name']]}` written inline does not redraw the chart at every render. Functions by identity.
 */
export function sameSetting(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) => Object.prototype.hasOwnProperty.call(b, key) && sameSetting((a as any)[key], (b as any)[key]),
  )
}

const RANK: Record<Redraw, number> = { none: 0, 'keep-view': 1, fit: 2 }
/** The larger of two redraws. */
export const largerRedraw = (a: Redraw, b: Redraw): Redraw => (RANK[a] >= RANK[b] ? a : b)

/**
 * Applies the settings of `next` that differ from `previous` (all of them when `previous` is null) and says how much
 * to redraw. A setting that became `undefined` is left as it is.
 */
export function applySettings(target: SettingTarget, previous: ChartSettings | null, next: ChartSettings): Redraw {
  let redraw: Redraw = 'none'
  for (const key of Object.keys(APPLIERS) as Applied[]) {
    const value = next[key]
    if (value === undefined || (previous && sameSetting(previous[key], value))) continue
    const applier = APPLIERS[key] as Applier<typeof key>
    applier.apply(target, value)
    redraw = largerRedraw(redraw, applier.redraw)
  }
  return redraw
}
