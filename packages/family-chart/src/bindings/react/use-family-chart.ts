/** The React hook behind <FamilyChart>: a chart in an element of your own, kept in step with the options. */
import { useEffect, useRef, useState } from 'react'
import type { Chart } from 'family-chart'
import { createChartBinding, type ChartBinding } from '../shared/chart-binding'
import { pickSettings, type ChartCallbacks, type ChartSettings } from '../shared/settings'

/**
 * The settings and events of a React family chart: the props of {@link FamilyChart} and the options of
 * {@link useFamilyChart}.
 * @since next
 */
export interface FamilyChartOptions extends ChartSettings, ChartCallbacks {}

/**
 * What {@link useFamilyChart} returns: the callback ref to put on your element, and the chart once it is drawn.
 * @since next
 */
export interface FamilyChartHandle {
  /** Put it on the element the chart draws into (`<div ref={ref} className="f3" style={{ height: 600 }} />`). */
  ref: (element: HTMLElement | null) => void
  /** The chart, or null while the library loads, before the data arrives and after unmount. */
  chart: Chart | null
}

const NAME = 'family-chart/react'

/**
 * A family chart in an element of your own. The chart is made once the element is in the page and the data is an
 * array; later options change the same chart; unmounting (or another element) destroys it with every element and
 * listener it added. The library is imported when the first chart mounts, never during a server render.
 * @example
 * ```jsx
 * function Tree({ people }) {
 *   const { ref, chart } = useFamilyChart({ data: people, onMainChange: (id) => console.log(id) })
 *   return <div ref={ref} className="f3" style={{ height: 600 }} />
 * }
 * ```
 * @since next
 */
export function useFamilyChart(options: FamilyChartOptions): FamilyChartHandle {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [chart, setChart] = useState<Chart | null>(null)
  const latest = useRef(options)
  const binding = useRef<ChartBinding | null>(null)
  const settings = pickSettings(options)

  // The callbacks are read when called, so a new function each render neither remakes nor redraws the chart.
  useEffect(() => {
    latest.current = options
  })

  useEffect(() => {
    if (!element) return
    const made = createChartBinding({
      container: element,
      settings: pickSettings(latest.current),
      callbacks: () => latest.current,
      name: NAME,
      onChart: setChart,
    })
    binding.current = made
    return () => {
      made.destroy()
      if (binding.current === made) binding.current = null
    }
  }, [element])

  // Every render hands over the props; the binding applies only what changed.
  useEffect(() => {
    binding.current?.update(settings)
  })

  return { ref: setElement, chart }
}
