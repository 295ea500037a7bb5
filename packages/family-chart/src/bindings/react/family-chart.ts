/** <FamilyChart>: the React component, a container div with a chart kept in step with its props. */
import { createElement, forwardRef, useImperativeHandle, type CSSProperties, type ReactElement, type Ref } from 'react'
import type { Chart } from 'family-chart'
import { useFamilyChart, type FamilyChartOptions } from './use-family-chart'

/**
 * The props of {@link FamilyChart}: the chart's settings and events, and the container's `className`, `style`, `id`,
 * `role` and `data-*` / `aria-*` attributes. Give the container a height (`style={{ height: 600 }}` or a class).
 * @since next
 */
export interface FamilyChartProps extends FamilyChartOptions {
  /** Classes of the container, beside the library's own `f3`. */
  className?: string
  style?: CSSProperties
  id?: string
  role?: string
  [attribute: `data-${string}` | `aria-${string}`]: string | number | boolean | undefined
}

/** The container's own attributes among the props. */
function containerProps({ className, style, id, role, ...rest }: FamilyChartProps): Record<string, unknown> {
  const own: Record<string, unknown> = { className: className ? `f3 ${className}` : 'f3', id, role, style }
  for (const key of Object.keys(rest)) if (/^(data|aria)-/.test(key)) own[key] = (rest as Record<string, unknown>)[key]
  return own
}

function FamilyChartComponent(props: FamilyChartProps, ref: Ref<Chart | null>): ReactElement {
  const { ref: container, chart } = useFamilyChart(props)
  useImperativeHandle<Chart | null, Chart | null>(ref, () => chart, [chart])
  return createElement('div', { ...containerProps(props), ref: container })
}

/**
 * A family chart as a React component. `data`, `mainId` and the other settings are props; a prop change updates the
 * same chart (new data keeps the view, a new `mainId` moves to that person); `onMainChange(id)` tells of the user's
 * clicks (not of `mainId` changes), `onChange(event, data)` of edits when `editable`; `setup(chart, f3)` configures
 * the rest before the first drawing; the `ref` is the chart. Unmounting removes every element and listener. A client
 * component: during a server render it is only its container.
 * @example
 * ```jsx
 * import { FamilyChart } from 'family-chart/react'
 * import 'family-chart/styles/family-chart.css'
 *
 * <FamilyChart data={people} mainId={mainId} onMainChange={setMainId} style={{ height: 600 }} />
 * ```
 * @since next
 */
export const FamilyChart = forwardRef(FamilyChartComponent)
FamilyChart.displayName = 'FamilyChart'
