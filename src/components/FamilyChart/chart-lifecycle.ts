/**
 * The life of one chart in one container, outside React: the library arrives on its own, the chart is made on the
 * first input once the library is here (whichever comes last), later inputs are applied to the same chart, and
 * destroy ends it, also when it comes before the library or the first input.
 */
import type { Chart } from 'family-chart'

export type F3 = typeof import('family-chart')

export interface ChartLifecycleSpec<Input> {
  /** Makes the chart for the first input (settings and first draw included). */
  create: (f3: F3, container: HTMLElement, input: Input) => Chart
  /** Applies a later input to the chart made before; without it, later inputs are ignored. */
  update?: (chart: Chart, input: Input, f3: F3) => void
  /** Told about the chart once it is made, and null once it is destroyed. */
  onChart?: (chart: Chart | null) => void
}

export interface ChartLifecycle<Input> {
  update: (input: Input) => void
  destroy: () => void
  /** The chart once made, null before and after. */
  readonly chart: Chart | null
  /** The library once loaded. */
  readonly f3: F3 | null
}

const loadLibrary = (): Promise<F3> => import('family-chart')

export function createChartLifecycle<Input>(
  container: HTMLElement,
  spec: ChartLifecycleSpec<Input>,
  load: () => Promise<F3> = loadLibrary,
): ChartLifecycle<Input> {
  let f3: F3 | null = null
  let chart: Chart | null = null
  let destroyed = false
  // The last input given before the library arrived: only the newest matters.
  let waiting: { input: Input } | null = null

  const apply = (lib: F3, input: Input) => {
    if (chart) return spec.update?.(chart, input, lib)
    chart = spec.create(lib, container, input)
    spec.onChart?.(chart)
  }

  load().then((lib) => {
    if (destroyed) return
    f3 = lib
    if (!waiting) return
    const { input } = waiting
    waiting = null
    apply(lib, input)
  })

  return {
    update(input) {
      if (destroyed) return
      if (f3) apply(f3, input)
      else waiting = { input }
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      waiting = null
      if (!chart) return
      chart.destroy()
      chart = null
      spec.onChart?.(null)
    },
    get chart() {
      return chart
    },
    get f3() {
      return f3
    },
  }
}
