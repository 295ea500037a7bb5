/**
 * Says what failed in words, offers 'Try again' (or, when asking again cannot help, says what to do instead), and keeps
 * the technical detail one click away.
 */
import React from 'react'
import clsx from 'clsx'
import styles from './styles.module.css'

interface Props {
  /** What the user was doing, e.g. 'Could not load the family of Q36812.' */
  title: string
  /** What failed, in words (from describeFailure). */
  summary: string
  /** The request and error text, for whoever reports the problem. */
  detail: string
  /** Absent when asking again cannot help (the person does not exist): `instead` says what to do. */
  onRetry?: () => void
  instead?: string
  /** When given, a second button leaves the failure and keeps what was shown before. */
  onDismiss?: () => void
  dismissLabel?: string
  /** Smaller, for the search dropdown. */
  compact?: boolean
  testId?: string
}

export default function FailureNotice({
  title,
  summary,
  detail,
  onRetry,
  instead,
  onDismiss,
  dismissLabel = 'Keep the current chart',
  compact,
  testId,
}: Props): React.JSX.Element {
  return (
    <div className={clsx(styles.failure, compact && styles.failureCompact)} role="alert" data-testid={testId}>
      <p className={styles.failureTitle}>{title}</p>
      <p>
        {summary} {onRetry ? 'Try again.' : instead}
      </p>
      <div className={styles.failureActions}>
        {onRetry && (
          <button type="button" className="button button--primary button--sm" onClick={onRetry}>
            Try again
          </button>
        )}
        {onDismiss && (
          <button type="button" className="button button--secondary button--sm" onClick={onDismiss}>
            {dismissLabel}
          </button>
        )}
        <details className={styles.failureDetail}>
          <summary>Technical detail</summary>
          <pre>{detail}</pre>
        </details>
      </div>
    </div>
  )
}
