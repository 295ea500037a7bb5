/** A target's status as a badge with a symbol and a word, so that it does not rely on colour. */
import React from 'react'
import clsx from 'clsx'
import type { TargetStatus } from './types'
import styles from './tables.module.css'

const LOOK: Record<TargetStatus, { symbol: string; className: string }> = {
  met: { symbol: '✓', className: styles.met },
  'not met': { symbol: '✗', className: styles.notMet },
  'not measured': { symbol: '–', className: styles.notMeasured },
}

export default function StatusBadge({ status }: { status: TargetStatus }): React.JSX.Element {
  const look = LOOK[status]
  return (
    <span className={clsx(styles.badge, look.className)} data-status={status}>
      <span aria-hidden="true">{look.symbol}</span>
      {status}
    </span>
  )
}
