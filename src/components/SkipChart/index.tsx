/**
 * A "Skip the chart" link before a big chart, shown when it has keyboard focus, that moves focus to just after the
 * chart: keyboard users get past hundreds of people in one key press.
 */
import React, { useRef } from 'react'
import styles from './styles.module.css'

interface Props {
  /** Id of the place after the chart (one per page). */
  targetId?: string
  children: React.ReactNode
}

export default function SkipChart({ targetId = 'after-the-chart', children }: Props): React.JSX.Element {
  const after = useRef<HTMLSpanElement>(null)
  const skip = (e: React.MouseEvent) => {
    e.preventDefault()
    after.current?.focus()
  }
  return (
    <>
      <a href={`#${targetId}`} className={`sr-only ${styles.link}`} onClick={skip}>
        Skip the chart
      </a>
      {children}
      <span id={targetId} ref={after} tabIndex={-1} className={`sr-only ${styles.target}`}>
        After the chart
      </span>
    </>
  )
}
