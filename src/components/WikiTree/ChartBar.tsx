/**
 * The row above the chart: whose family is shown, how it is drawn (Hourglass, Everyone or Fan), and a spinner while
 * the chart waits for Wikidata. Being a row of
 * its own, nothing here covers the chart (the cards still on their way say "Loading…" themselves).
 */
import React from 'react'
import ChartTypeChoice from '@site/src/builder/panel/ChartTypeChoice'
import { SOURCE_CHART_TYPES } from '@site/src/builder/chart-types'
import type { BuilderConfig } from '@site/src/builder'
import styles from './styles.module.css'

interface Props {
  /** The name of the person in the centre, once the chart has drawn them. */
  mainLabel: string | null
  /** True while the chart's data source is asking for people. */
  loading: boolean
  /** Hourglass, Everyone (the relatives chart) or Fan: the choice is the chart's own, so it sits beside it. */
  chartType: BuilderConfig['chartType']
  onChartType: (type: BuilderConfig['chartType']) => void
}

export default function ChartBar({ mainLabel, loading, chartType, onChartType }: Props): React.JSX.Element {
  return (
    <div className={styles.chartBar} data-testid="wiki-chart-bar">
      <p className={styles.chartCaption}>
        {mainLabel === null ? (
          <>No family shown yet</>
        ) : (
          <>
            Family of <strong>{mainLabel}</strong>
          </>
        )}
      </p>
      <ChartTypeChoice
        value={chartType}
        onChange={onChartType}
        className={styles.chartTypeChoice}
        options={SOURCE_CHART_TYPES}
      />
      {loading && (
        <p className={styles.chartCaption} role="status" data-testid="wiki-spinner">
          <span className={styles.spinner} aria-hidden="true" /> Loading relatives…
        </p>
      )}
    </div>
  )
}
