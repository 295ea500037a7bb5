/**
 * The row above the chart: whose family is loaded, the loading spinner, and 'Load more' when the person in the
 * centre is not the one the family was loaded around. Being a row of its own, nothing here covers the chart.
 */
import React from 'react'
import type { Data } from 'family-chart'
import type { Status } from './LoadStatus'
import { personLabel as labelIn } from './person-label'
import styles from './styles.module.css'

interface Props {
  status: Status
  data: Data | null
  /** The person the loaded family was fetched around. */
  loadedRoot: string | null
  /** The person in the centre of the chart now. */
  mainId: string
  onLoadMore: () => void
}

function Caption({ data, loadedRoot, mainId }: Omit<Props, 'status' | 'onLoadMore'>): React.JSX.Element | null {
  if (loadedRoot === null) return <>No family loaded yet</>
  if (loadedRoot === mainId)
    return (
      <>
        Family of <strong>{labelIn(data, loadedRoot)}</strong>
      </>
    )
  return (
    <>
      <strong>{labelIn(data, mainId)}</strong> in the centre; loaded: the family of {labelIn(data, loadedRoot)}
    </>
  )
}

export default function ChartBar({ status, data, loadedRoot, mainId, onLoadMore }: Props): React.JSX.Element {
  return (
    <div className={styles.chartBar} data-testid="wiki-chart-bar">
      {status.kind === 'loading' ? (
        <p className={styles.chartCaption} role="status" data-testid="wiki-spinner">
          <span className={styles.spinner} aria-hidden="true" /> Loading the family of {labelIn(data, status.id)}…
        </p>
      ) : (
        <p className={styles.chartCaption}>
          <Caption data={data} loadedRoot={loadedRoot} mainId={mainId} />
        </p>
      )}
      {status.kind === 'ready' && loadedRoot !== null && loadedRoot !== mainId && (
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={onLoadMore}
          data-testid="wiki-load-more"
        >
          Load more
        </button>
      )}
    </div>
  )
}
