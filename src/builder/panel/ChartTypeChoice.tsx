/**
 * The choice of chart type as a radio group (arrow keys move between the types): Hourglass, the default, Everyone
 * (the relatives chart) and Fan. The builder's Layout Options and the wiki explorer's chart bar show it.
 */
import React, { useId } from 'react'
import type { BuilderConfig } from '../config'
import { BUILDER_CHART_TYPES, type BuilderChartType } from '../chart-types'
import styles from './panel.module.css'

export default function ChartTypeChoice({
  value,
  onChange,
  className,
  options = BUILDER_CHART_TYPES,
}: {
  value: BuilderConfig['chartType']
  onChange: (v: BuilderConfig['chartType']) => void
  className?: string
  options?: readonly BuilderChartType[]
}): React.JSX.Element {
  const name = useId()
  return (
    <fieldset className={`${styles.chartType} ${className ?? ''}`} data-testid="chart-type">
      <legend>Chart type</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.chartTypeOption} title={o.hint}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}
