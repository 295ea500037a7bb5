/**
 * What the explorer says after a request failed: a failure card in a row between the chart's bar and the chart, so
 * it never covers a card (the failed cards offer Retry too; this says why).
 */
import React from 'react'
import FailureNotice from './FailureNotice'
import styles from './styles.module.css'

export type Status =
  | { kind: 'ready' }
  /**
   * `title`: who could not be loaded, in words (failure-title.ts). `retryable` false: asking again cannot help
   * (Wikidata has no such person). `ids`: the people that failed.
   */
  | { kind: 'error'; title: string; summary: string; detail: string; retryable?: boolean; ids?: string[] }

interface Props {
  status: Status
  onRetry: () => void
  /** Back to the person shown before (offered when there is one). */
  onDismiss?: () => void
}

export default function LoadStatus({ status, onRetry, onDismiss }: Props): React.JSX.Element | null {
  if (status.kind !== 'error') return null
  return (
    <div className={styles.statusRow}>
      <FailureNotice
        title={status.title}
        summary={status.summary}
        detail={status.detail}
        onRetry={status.retryable === false ? undefined : onRetry}
        instead="Search for a person above, or choose one from People."
        onDismiss={onDismiss}
        testId="wiki-error"
      />
    </div>
  )
}
