/** A figure the benchmark has no value for: the time limit it exceeded, or why not (the full reason on hover). */
import React from 'react'
import { formatLimit } from './format'
import styles from './tables.module.css'

interface Props {
  /** Why there is no figure, as the benchmark wrote it; null when the run just has none. */
  reason: string | null
  /** The time limit that was exceeded; null when the figure is missing for another reason. */
  limitMs: number | null
  /** What to show when there is a reason but no limit. */
  missing?: string
}

export default function SkippedValue({ reason, limitMs, missing = 'failed' }: Props): React.JSX.Element {
  if (reason === null) return <span className={styles.note}>—</span>
  if (limitMs === null)
    return (
      <span className={styles.note} title={reason}>
        {missing}
      </span>
    )
  return (
    <span title={reason} data-skipped="true">
      {formatLimit(limitMs)} <span className={styles.note}>(stopped)</span>
    </span>
  )
}
