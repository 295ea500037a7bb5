/**
 * The relatives chart as a chart type ("everyone at once"), made around its layout: at hand (feature.ts, for
 * `family-chart/relatives`) or loaded on first use (feature-on-first-use.ts, for the drop-in `family-chart`).
 * Everyone connected to the main person is drawn once, on the chart's own cards and links, so the keyboard, hover
 * path, search, folds, export and the rest work on it as on the hourglass.
 */
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { chartTypeMethods, chartTypesOf, type ChartTypeMethods } from '../../chart/chart-types'
import type { Data } from '../../data/types'
import type { StoreState } from '../../store/types'
import { calculateTreeSteps } from '../../layout/calculate-tree'
import type { Steps } from '../../schedule/steps'
import type { Tree } from '../../layout/types'
import type { LazyPart } from '../../schedule/on-first-use'
import type * as Body from './body'
import type { RelativesLayoutOptions } from './types'

/** The name `setChartType` knows this chart by. */
export const RELATIVES = 'relatives'

/** What the relatives chart adds to a chart. @since next */
export interface RelativesMethods extends ChartTypeMethods {
  /**
   * How many steps of parent, child and spouse links from the main person the relatives chart draws: 1 is parents,
   * spouses and children; 2 adds grandparents, siblings, grandchildren and parents-in-law. `null` (the default) draws
   * everyone connected; on a chart with a data source the default is the source's depth plus one (4 steps:
   * first cousins).
   * Takes effect at the next `updateTree`.
   * @example
   * ```js
   * f3Chart.setChartType('relatives').setRelativesDepth(3).updateTree({ tree_position: 'fit' })
   * ```
   * @since next
   */
  setRelativesDepth(depth: number | null): this
  /** The depth set with {@link RelativesMethods.setRelativesDepth}, or null for everyone connected. @since next */
  getRelativesDepth(): number | null
}

/** The relatives layout and its drawing (body.ts), as the chart type takes them: at hand or loaded on first use. */
export type RelativesLayoutPart = LazyPart<typeof Body>

interface RelativesPart {
  host: ChartHost
  destroy(): void
}

/**
 * The type's layout: the relatives layout once loaded; before, the hourglass's, while the chart is marked busy and the
 * layout loads, then a redraw as the relatives chart if the chart still shows it (a destroyed chart took the type away).
 */
function relativesLayoutOf(host: ChartHost, inUse: () => boolean, relativesLayoutPart: RelativesLayoutPart) {
  let waiting = false
  const arrived = (ok: boolean) => {
    waiting = false
    host.cont.removeAttribute('aria-busy')
    // Placed as the page asked of the drawing the hourglass stood in for; after an 'inherit' the main person is kept
    // in view, as the relatives chart moves everyone.
    const asked = host.treePosition()
    if (ok && inUse()) host.redraw({ tree_position: asked === 'inherit' ? 'main_to_middle' : asked })
  }
  return (data: Data, state: StoreState): Steps<Tree> => {
    const loaded = relativesLayoutPart.ready()
    if (loaded) return loaded.relativesLayoutSteps(data, relativesOptions(state, host.cardSize()))
    if (!waiting) {
      waiting = true
      host.cont.setAttribute('aria-busy', 'true')
      // A failed load is reported on the console by the loader; the next layout tries again.
      relativesLayoutPart.load().then(
        () => arrived(true),
        () => arrived(false),
      )
    }
    return calculateTreeSteps(data, state)
  }
}

/** The layout's settings from the store's state: the same names the hourglass reads, and the cards' size. */
export function relativesOptions(state: StoreState, card: { w: number; h: number }): RelativesLayoutOptions {
  const depth = state.relatives_depth
  return {
    ...state,
    depth: typeof depth === 'number' && depth >= 0 ? depth : undefined,
    card_dim: card,
  }
}

/**
 * The relatives chart feature around `layout`. Its settings are taken at once; until `layout` has arrived, the chart
 * lays out and draws as the hourglass, marked busy, then redraws as the relatives chart.
 */
export function defineRelativesChart(layout: RelativesLayoutPart): Feature<RelativesMethods> {
  return defineFeature<RelativesPart, RelativesMethods>({
    name: 'relatives-chart',
    setup(host) {
      const types = chartTypesOf(host)
      const inUse = () => types.current() === RELATIVES
      const removeType = types.add({ name: RELATIVES, layout: relativesLayoutOf(host, inUse, layout) })
      // Both draw only what the relatives layout made, so they wait for it as the layout does.
      const stopNotes = host.addCardDecorator((el, d) => {
        if (inUse()) layout.ready()?.describeLayoutNote(el, d)
      })
      let bentLinks: ReturnType<typeof Body.createBentLinks> | null = null
      const stopBends = host.addLinkDecorator((g, path, l, place) => {
        const body = layout.ready()
        if (body) (bentLinks ??= body.createBentLinks(inUse)).decorate(g, path, l, place)
      })
      // A data source asks how far from the main person this chart draws, to load those people; without a depth of
      // its own the chart takes the source's default, since "everyone connected" would be the whole database.
      host.provide('viewSteps', (fallback: number): number | null => {
        if (!inUse()) return null
        const state = host.store.state
        if (typeof state.relatives_depth !== 'number') state.relatives_depth = fallback
        return state.relatives_depth
      })
      return {
        host,
        destroy() {
          removeType()
          stopNotes()
          stopBends()
          bentLinks?.destroy()
          host.provide('viewSteps', null)
        },
      }
    },
    methods: {
      ...chartTypeMethods,
      setRelativesDepth(part, depth) {
        const valid = depth === null || (typeof depth === 'number' && depth >= 0)
        if (valid) part.host.store.state.relatives_depth = depth === null ? undefined : Math.floor(depth)
        else part.host.warn(`setRelativesDepth expects a number of steps (0 or more) or null, not ${String(depth)}`)
        return part.host.chart as never
      },
      getRelativesDepth: (part) => part.host.store.state.relatives_depth ?? null,
    },
  })
}
