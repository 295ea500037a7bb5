/**
 * React's side of createChartLifecycle: a lifecycle for the returned container while `deps` stay the same (a new one,
 * the old chart destroyed, when they change), and `input` handed to it whenever it changes (null: nothing yet). The
 * spec is read when called, so its callbacks see the component's current props.
 */
import { useEffect, useRef, type DependencyList, type RefObject } from 'react'
import { createChartLifecycle, type ChartLifecycle, type ChartLifecycleSpec } from './chart-lifecycle'

export interface ChartHandle<Input> {
  container: RefObject<HTMLDivElement | null>
  lifecycle: RefObject<ChartLifecycle<Input> | null>
}

export function useChartLifecycle<Input>(
  spec: ChartLifecycleSpec<Input>,
  input: Input | null,
  deps: DependencyList,
): ChartHandle<Input> {
  const container = useRef<HTMLDivElement>(null)
  const lifecycle = useRef<ChartLifecycle<Input> | null>(null)
  const specRef = useRef(spec)
  specRef.current = spec

  useEffect(() => {
    if (!container.current) return
    const current = createChartLifecycle<Input>(container.current, {
      create: (f3, box, value) => specRef.current.create(f3, box, value),
      update: (chart, value, f3) => specRef.current.update?.(chart, value, f3),
      onChart: (chart) => specRef.current.onChart?.(chart),
    })
    lifecycle.current = current
    return () => {
      current.destroy()
      if (lifecycle.current === current) lifecycle.current = null
    }
    // The caller's deps decide when the chart is made anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  useEffect(() => {
    if (input !== null) lifecycle.current?.update(input)
    // A new lifecycle gets the current input too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, ...deps])

  return { container, lifecycle }
}
