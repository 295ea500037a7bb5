/** Pieces every additional demo uses: loading its data file, the chart height and the loading / error states. */
import React from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Data } from 'family-chart'
import { useJsonData, type JsonState } from '@site/src/hooks/useJsonData'
import { useMediaQuery, MOBILE_QUERY } from '@site/src/hooks/useMediaQuery'
import styles from './demos.module.css'

/** Loads `static/data/<file>` (a list of people). */
export function useDemoData(path: string): JsonState<Data> {
  return useJsonData<Data>(useBaseUrl(path))
}

/** 500 px on phones, 700 px otherwise, like the other example pages. */
export function useChartHeight(): number {
  return useMediaQuery(MOBILE_QUERY) ? 500 : 700
}

export { AUTO_OPEN_FORM_MIN_WIDTH, shouldAutoOpenForm } from '@site/src/constants'

interface FrameProps {
  name: string
  state: JsonState<Data>
  height: number
  controls?: React.ReactNode
  children: (data: Data) => React.ReactNode
}

/** The demo box: optional controls above, then the chart once the data is loaded. */
export function DemoFrame({ name, state, height, controls, children }: FrameProps): React.JSX.Element {
  return (
    <section className={styles.demo} data-demo={name} aria-label="Live demo">
      {controls && <div className={styles.toolbar}>{controls}</div>}
      {state.status === 'ready' ? (
        children(state.data)
      ) : (
        <div className={styles.placeholder} style={{ height }} role={state.status === 'error' ? 'alert' : 'status'}>
          {state.status === 'error' ? state.message : 'Loading data…'}
        </div>
      )}
    </section>
  )
}
