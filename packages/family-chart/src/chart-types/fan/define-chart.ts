/**
 * The fan chart type, made around its bulk (body.ts: layout, drawing, path, export), at hand (feature.ts, for
 * `family-chart/fan`) or loaded on first use (feature-on-first-use.ts, for the drop-in `family-chart`).
 * `chart.use(fanChart).setChartType('fan')` draws the main person at the centre and their ancestors in rings around
 * them (descendants in the opposite arc with a progeny depth). The layout is handed to the chart as a Tree so the
 * person search, the relationship and the exports find people in it; the drawing goes in the chart's zoomed group.
 * The slots it fills let other features work on the fan: the relationship's highlight and path, the export's drawing,
 * the data source's depths.
 */
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { chartTypeMethods, chartTypesOf, type ChartTypeMethods } from '../../chart/chart-types'
import {
  SLOTS,
  type ExportDrawingSlot,
  type PathSettings,
  type PeopleHighlight,
  type ViewDepths,
} from '../../chart/slots'
import type { Data } from '../../data/types'
import type { StoreState } from '../../store/types'
import type { Steps } from '../../schedule/steps'
import type { Tree } from '../../layout/types'
import { calculateTreeSteps } from '../../layout/calculate-tree'
import type { LazyPart } from '../../schedule/on-first-use'
import type { FanChartSettings } from './fan-chart-input'
import type { FanChartView } from './fan-chart-view'
import type { FanColourScheme } from './fan-colours'
import { FAN_COLOUR_SCHEMES } from './fan-colour-schemes'
import { FAN_LIMITS } from './fan-limits'
import type * as Body from './body'

/** The fan's bulk, as the chart type takes it: at hand or loaded on first use. */
export type FanBodyPart = LazyPart<typeof Body>

export const FAN = 'fan'

/** What the fan chart type adds to a chart. @since next */
export interface FanChartMethods extends ChartTypeMethods {
  /**
   * How wide the ancestors' arc is, in degrees: 180 (a half circle) to 360 (the whole circle, the default). With
   * descendants drawn (`setProgenyDepth(n)` above 0) the ancestors' arc is at most 240°, the descendants taking the
   * rest. A value out of range is clamped, with a warning on the console. Takes effect at the next `updateTree`.
   * @example
   * ```js
   * f3Chart.setChartType('fan').setFanDegrees(270).setAncestryDepth(5).updateTree({ tree_position: 'fit' })
   * ```
   * @since next
   */
  setFanDegrees(degrees: number): this
  /**
   * How the fan's places are coloured: `'sex'` (the default), `'line'` (the father's and the mother's side),
   * `'generation'` or `'surname'`; the legend beside the fan says what each colour means. The colours are the
   * stylesheet's `--f3-fan-…` custom properties, so a theme may change them. Redraws the colours at once.
   * @since next
   */
  setFanColourScheme(scheme: FanColourScheme): this
  /** Turns the fan back to its first position (as its Reset button and the 0 key do). @since next */
  resetFanRotation(): this
}

interface FanPart {
  host: ChartHost
  body: FanBodyPart
  settings: FanChartSettings
  view: FanChartView | null
  highlight: { path: string[]; ends: string[] } | null
  destroy(): void
}

/** The container's font size, read once: names are drawn no larger, so the user's text size wins. */
function fontSizeOf(cont: HTMLElement): number | undefined {
  if (typeof getComputedStyle !== 'function') return undefined
  const size = parseFloat(getComputedStyle(cont).fontSize)
  return Number.isFinite(size) && size > 0 ? size : undefined
}

const isFanShown = (host: ChartHost) => chartTypesOf(host).current() === FAN

/** The slots the fan fills for other features, each answering only while the fan is the chart type in use. */
function fillSlots(part: FanPart): () => void {
  const { host } = part
  const depths: ViewDepths = () => {
    if (!isFanShown(host)) return null
    const { ancestry_depth, progeny_depth } = host.store.state
    const clamp = (v: number | undefined, limits: { min: number; max: number; default: number }) =>
      Math.min(limits.max, Math.max(limits.min, v ?? limits.default))
    return {
      ancestry: clamp(ancestry_depth, FAN_LIMITS.ancestryDepth),
      progeny: clamp(progeny_depth, FAN_LIMITS.progenyDepth),
    }
  }
  const highlight: PeopleHighlight = (shown) => {
    part.highlight = shown && { path: shown.path, ends: shown.ends.map((e) => e.id) }
    part.view?.view.setHighlight(part.highlight)
  }
  // Both answer only for a fan drawn, so the body is there.
  const pathSettings: PathSettings = (data, path, current, drawn) => {
    const body = part.body.ready()
    return isFanShown(host) && body ? body.fanPathSettings(data, path, current, drawn) : null
  }
  const exportDrawing: ExportDrawingSlot = () => {
    const drawn = part.view?.tree()
    const body = part.body.ready()
    if (!isFanShown(host) || !drawn || !body) return null
    const layout = body.rotateFanLayout(drawn.fan, part.view!.view.getRotation())
    return body.fanExportDrawing({ layout, scheme: part.settings.colourScheme })
  }
  host.provide(SLOTS.viewDepths, depths)
  host.provide(SLOTS.peopleHighlight, highlight)
  host.provide(SLOTS.pathSettings, pathSettings)
  host.provide(SLOTS.exportDrawing, exportDrawing)
  return () => {
    for (const name of [SLOTS.viewDepths, SLOTS.peopleHighlight, SLOTS.pathSettings, SLOTS.exportDrawing])
      host.provide(name, null)
  }
}

/**
 * The fan's layout: the body's once loaded; before, the hourglass's, while the chart is marked busy and the body
 * loads, then a redraw as the fan if the chart still shows it.
 */
function fanLayoutOf(part: FanPart) {
  const { host } = part
  let waiting = false
  const arrived = (ok: boolean) => {
    waiting = false
    host.cont.removeAttribute('aria-busy')
    if (ok && isFanShown(host)) host.redraw({ tree_position: 'fit' })
  }
  return (data: Data, state: StoreState): Steps<Tree> => {
    const body = part.body.ready()
    if (body) {
      part.settings.baseFontSize ??= fontSizeOf(host.cont)
      return body.fanLayoutSteps(host, part.settings, data, state)
    }
    if (!waiting) {
      waiting = true
      host.cont.setAttribute('aria-busy', 'true')
      // A failed load is reported on the console by the loader; the next layout tries again.
      part.body.load().then(
        () => arrived(true),
        () => arrived(false),
      )
    }
    return calculateTreeSteps(data, state)
  }
}

/** The fan chart feature around its bulk `body`. Its settings are taken at once. */
export function defineFanChart(body: FanBodyPart): Feature<FanChartMethods> {
  return defineFeature<FanPart, FanChartMethods>({
    name: 'fan-chart',
    setup(host) {
      const part: FanPart = {
        host,
        body,
        settings: { degrees: undefined, colourScheme: 'sex', baseFontSize: undefined },
        view: null,
        highlight: null,
        destroy() {
          removeType()
          emptySlots()
          part.view = null
        },
      }
      const removeType = chartTypesOf(host).add({
        name: FAN,
        layout: fanLayoutOf(part),
        view() {
          // Until the body has arrived the chart lays out and draws the hourglass's cards.
          const loaded = part.body.ready()
          if (!loaded) return null
          const made = loaded.createFanChartView({
            host,
            colourScheme: () => part.settings.colourScheme,
            highlight: () => part.highlight,
          })
          part.view = made
          return {
            render: made.render,
            destroy() {
              made.destroy()
              if (part.view === made) part.view = null
            },
          }
        },
      })
      const emptySlots = fillSlots(part)
      return part
    },
    methods: {
      ...chartTypeMethods,
      setFanDegrees(part, degrees) {
        part.settings.degrees = degrees
        return part.host.chart as never
      },
      setFanColourScheme(part, scheme) {
        if (!FAN_COLOUR_SCHEMES.includes(scheme)) {
          part.host.warn(`no fan colour scheme named "${String(scheme)}": use ${FAN_COLOUR_SCHEMES.join(', ')}`)
          return part.host.chart as never
        }
        part.settings.colourScheme = scheme
        part.view?.view.setColourScheme(scheme)
        return part.host.chart as never
      },
      resetFanRotation(part) {
        part.view?.view.resetRotation()
        return part.host.chart as never
      },
    },
  })
}
