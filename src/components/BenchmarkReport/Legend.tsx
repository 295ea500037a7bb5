/** The plots' key: each library's line style (solid + circles, dashed + squares) next to its name and version. */
import React from 'react'
import clsx from 'clsx'
import plotStyles from './TimePlot.module.css'
import styles from './TimePlots.module.css'

interface Props {
  ours: string
  published: string
}

function Sample({ lib }: { lib: 'ours' | 'published' }): React.JSX.Element {
  return (
    <svg className={styles.sample} viewBox="0 0 36 12" aria-hidden="true">
      <g className={clsx(plotStyles.series, plotStyles[lib])}>
        <path className={plotStyles.line} d="M2,6 L34,6" />
        {lib === 'ours' ? (
          <circle className={plotStyles.marker} cx={18} cy={6} r={3.5} />
        ) : (
          <rect className={plotStyles.marker} x={14.5} y={2.5} width={7} height={7} />
        )}
      </g>
    </svg>
  )
}

export default function Legend({ ours, published }: Props): React.JSX.Element {
  return (
    <ul className={styles.legend}>
      <li>
        <Sample lib="ours" />
        <span>
          <strong>ours</strong>: family-chart {ours}, this repository
        </span>
      </li>
      <li>
        <Sample lib="published" />
        <span>
          <strong>published</strong>: family-chart {published} from npm
        </span>
      </li>
    </ul>
  )
}
