/** The chart's main person and its redraw hooks: the Chart methods that choose whom the tree is drawn around and what runs around each redraw. */
import type { Datum } from '../data/types'
import type { Store, UpdateTreeProps } from '../store/types'

/** What of a chart these methods read and write (a Chart; named here so the files do not import each other). */
interface MainTarget {
  store: Store
  transition_time: number
  beforeUpdate: ((props?: UpdateTreeProps) => void) | null
  afterUpdate: ((props?: UpdateTreeProps) => void) | null
}

/**
 * The main person and the redraw hooks of a {@link Chart}, and the animation time.
 * @since next
 */
export interface ChartMainMethods {
  /**
   * Duration of update animations in milliseconds (default 2000); `0` turns animation off. A user who prefers reduced
   * motion (`prefers-reduced-motion: reduce`) still gets instant updates, unless the chart opts out with
   * {@link Chart.setReducedMotion | setReducedMotion('ignore')}.
   * @group Drawing
   * @since 0.8.0
   */
  setTransitionTime(transition_time: number): this
  /**
   * Makes a person the main person and redraws the tree.
   * @group Main person
   * @since 0.8.0
   */
  updateMain(d: Datum): this
  /**
   * Sets the main person by id without redrawing; call {@link Chart.updateTree | updateTree} next. The chart remembers
   * the last 10 main persons.
   * @example
   * ```js
   * f3Chart.updateMainId('3').updateTree({ tree_position: 'main_to_middle' })
   * ```
   * @group Main person
   * @since 0.8.0
   */
  updateMainId(id: Datum['id']): this
  /**
   * The current main person.
   * @group Main person
   * @since 0.8.0
   */
  getMainDatum(): Datum
  /**
   * Runs a function before every redraw, with the `updateTree` props. An exception it throws is reported on the
   * console and the redraw goes on.
   * @group Events
   * @since 0.8.0
   */
  setBeforeUpdate(fn: (props?: UpdateTreeProps) => void): this
  /**
   * Runs a function after every redraw (the cards are in the page; their animation has started), with the props the
   * redraw used: those given to `updateTree`, plus `initial` (true for the first drawing), `transition_time` and, for
   * HTML cards, `cardHtml: true`. For a big tree laid out in slices (see {@link Chart.setIncrementalLayout}) it runs
   * once the new tree is drawn. An exception it throws is reported on the console.
   * @group Events
   * @since 0.8.0
   */
  setAfterUpdate(fn: (props?: UpdateTreeProps) => void): this
}

/** The methods of ChartMainMethods, as Chart's prototype takes them (chart.ts). */
export const chartMainMethods = {
  setTransitionTime(this: MainTarget, transition_time: number) {
    this.transition_time = transition_time
    return this
  },
  updateMain(this: MainTarget, d: Datum) {
    this.store.updateMainId(d.id)
    this.store.updateTree({})
    return this
  },
  updateMainId(this: MainTarget, id: Datum['id']) {
    this.store.updateMainId(id)
    return this
  },
  getMainDatum(this: MainTarget): Datum {
    return this.store.getMainDatum()
  },
  setBeforeUpdate(this: MainTarget, fn: (props?: UpdateTreeProps) => void) {
    this.beforeUpdate = fn
    return this
  },
  setAfterUpdate(this: MainTarget, fn: (props?: UpdateTreeProps) => void) {
    this.afterUpdate = fn
    return this
  },
} satisfies { [K in keyof ChartMainMethods]: (this: MainTarget, ...args: Parameters<ChartMainMethods[K]>) => unknown }
