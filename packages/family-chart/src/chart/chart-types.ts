/**
 * The chart types of one chart and which one is in use, shared by the features that bring chart types (relatives,
 * fan): the first of them to plug in makes the registry (kept in a host slot) and lays the chart out through it; each
 * adds its type; `setChartType(name)` chooses. The hourglass is the chart's own layout and cards.
 */
import type { Data } from '../data/types'
import type { Tree } from '../layout/types'
import type { StoreState } from '../store/types'
import type { Steps } from '../schedule/steps'
import type { ChartHost, ChartType, ChartTypeView } from './plug'

export const HOURGLASS = 'hourglass'
const SLOT = 'chartTypes'

/** The chart types of one chart. */
export interface ChartTypes {
  /** Adds a type; returns a function that takes it away (back to the hourglass if it was in use). */
  add(type: ChartType): () => void
  /** Chooses a type by name; false (and no change) for a name nobody added. */
  choose(name: string): boolean
  current(): string
}

function createChartTypes(host: ChartHost): ChartTypes {
  const types = new Map<string, ChartType>()
  let current = HOURGLASS
  let view: { name: string; view: ChartTypeView } | null = null
  const dropView = () => {
    view?.view.destroy()
    view = null
  }
  const chosen = () => types.get(current)
  const own = {
    add(type: ChartType) {
      types.set(type.name, type)
      return () => {
        if (types.get(type.name) !== type) return
        types.delete(type.name)
        if (current === type.name) own.choose(HOURGLASS)
      }
    },
    choose(name: string) {
      if (name !== HOURGLASS && !types.has(name)) return false
      if (name !== current) dropView()
      current = name
      // The hourglass is the chart's own layout and drawing: the slots are emptied for it.
      host.setLayout(
        name === HOURGLASS ? null : (data: Data, state: StoreState): Steps<Tree> => chosen()!.layout(data, state),
      )
      host.setTypeView(chosen()?.view ? typeView : null)
      return true
    },
    current: () => current,
  }
  /** The drawing of the type in use, made when first asked for. */
  const typeView = (): ChartTypeView | null => {
    const type = chosen()
    if (!type?.view) return null
    if (view?.name !== current) {
      const made = type.view(host)
      if (!made) return null
      dropView()
      view = { name: current, view: made }
    }
    return view.view
  }
  return own
}

/** The chart types of the chart `host` belongs to, made on first use. */
export function chartTypesOf(host: ChartHost): ChartTypes {
  let types = host.provided<ChartTypes>(SLOT)
  if (!types) {
    types = createChartTypes(host)
    host.provide(SLOT, types)
  }
  return types
}

/** What every chart-type feature adds to a chart. @since next */
export interface ChartTypeMethods {
  /**
   * Chooses how the people are laid out and drawn: `'hourglass'` (the default: ancestors above, descendants below)
   * or a chart type a feature brings, such as `'relatives'` (everyone connected, each person once) or `'fan'`. Takes
   * effect at the next `updateTree`. An unknown name keeps the current type and says so on the console.
   * @example
   * ```js
   * f3Chart.setChartType('relatives').updateTree({ tree_position: 'fit' })
   * ```
   * @since next
   */
  setChartType(name: string): this
  /** The chart type in use ('hourglass' unless setChartType chose another). @since next */
  getChartType(): string
}

/** The methods of ChartTypeMethods, for a chart-type feature's `methods`. */
export const chartTypeMethods = {
  setChartType(part: { host: ChartHost }, name: string) {
    if (!chartTypesOf(part.host).choose(name))
      part.host.warn(`no chart type named "${name}": register its feature with chart.use(...)`)
    return part.host.chart as never
  },
  getChartType: (part: { host: ChartHost }) => chartTypesOf(part.host).current(),
}
