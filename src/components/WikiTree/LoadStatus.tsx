/**
 * What lies over the chart while a family loads or after it failed. Loading words live in the chart bar; here a
 * large spinner fills the empty chart on the first load, and a failure card sits in the chart's top-left corner,
 * away from the person panel (docked right, or at the bottom on phones).
 */
import React from 'react'
import clsx from 'clsx'
import FailureNotice from './FailureNotice'
import styles from './styles.module.css'

export type Status =
  { kind: 'loading'; id: string } | { kind: 'ready' } | { kind: 'error'; id: string; summary: string; detail: string }

interface Props {
  status: Status
  /** The failed person's name when the chart knows it (else the id is shown). */
  label: string
  /** True once a chart is drawn: the failure then offers going back to it. */
  hasChart: boolean
  onRetry: () => void
  onDismiss: () => void
}

export default function LoadStatus({ status, label, hasChart, onRetry, onDismiss }: Props): React.JSX.Element | null {
  if (status.kind === 'loading' && !hasChart) {
    return (
      <div className={clsx(styles.overlay, styles.overlayCentre)} aria-hidden="true">
        <span className={clsx(styles.spinner, styles.spinnerLarge)} />
      </div>
    )
  }
  if (status.kind === 'error') {
    return (
      <div className={clsx(styles.overlay, !hasChart && styles.overlayCentre)}>
        <FailureNotice
          title={`Could not load the family of ${label}.`}
          summary={status.summary}
          detail={status.detail}
          onRetry={onRetry}
          onDismiss={hasChart ? onDismiss : undefined}
          testId="wiki-error"
        />
      </div>
    )
  }
  return null
}
