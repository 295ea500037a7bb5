/**
 * The choice of chart type as a radio group (arrow keys move between the two): Hourglass, the default, or Everyone,
 * the relatives chart. The builder's Layout Options and the wiki explorer's chart bar show it.
 */
import React, { useId } from 'react'
import type { BuilderConfig } from '../config'
import styles from './panel.module.css'

export const CHART_TYPE_OPTIONS: { value: BuilderConfig['chartType']; label: string; hint: string }[] = [
  { value: 'hourglass', label: 'Hourglass', hint: 'ancestors above, descendants below' },
  { value: 'relatives', label: 'Everyone', hint: 'everyone connected, each person once' },
]

export default function ChartTypeChoice({
  value,
  onChange,
  className,
}: {
  value: BuilderConfig['chartType']
  onChange: (v: BuilderConfig['chartType']) => void
  className?: string
}): React.JSX.Element {
  const name = useId()
  return (
    <fieldset className={`${styles.chartType} ${className ?? ''}`} data-testid="chart-type">
      <legend>Chart type</legend>
      {CHART_TYPE_OPTIONS.map((o) => (
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
