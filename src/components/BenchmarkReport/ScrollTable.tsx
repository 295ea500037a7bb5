/**
 * A table (its heading row made from `columns`) in a box that scrolls sideways on narrow screens; the box is
 * focusable so keyboards can scroll it too.
 */
import React, { useId } from 'react'
import styles from './tables.module.css'

/** A column heading; numeric columns are right-aligned. */
export interface Column {
  label: string
  numeric?: boolean
}

interface Props {
  /** A line above the table that says what it shows; it names the table for assistive technology too. */
  caption: React.ReactNode
  testId: string
  columns: Column[]
  /** The table's body (one or more tbody elements). */
  children: React.ReactNode
}

export default function ScrollTable({ caption, testId, columns, children }: Props): React.JSX.Element {
  const id = useId()
  // The caption stays outside the scrolling box so that it wraps to the page, not to the table's width.
  return (
    <div className={styles.block} data-testid={testId}>
      <p className={styles.caption} id={id}>
        {caption}
      </p>
      <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
        <table className={styles.table} aria-labelledby={id}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.numeric ? styles.num : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          {children}
        </table>
      </div>
    </div>
  )
}
