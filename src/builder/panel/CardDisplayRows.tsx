/** Which fields each line of a card shows: one row of toggle buttons per line. */
import React from 'react'
import { addDisplayRow, removeDisplayRow, toggleDisplayField } from '../fields'
import type { SectionProps } from './types'
import styles from './panel.module.css'

export default function CardDisplayRows({
  config,
  update,
  fields,
}: SectionProps & { fields: string[] }): React.JSX.Element {
  return (
    <div className={styles.row} role="group" aria-label="Card display lines">
      <span className={styles.groupLabel}>Card display lines</span>
      {config.cardDisplay.map((row, i) => (
        <div key={i} className={styles.displayRow} role="group" aria-label={`Line ${i + 1}`}>
          <div className={styles.displayRowHead}>
            <span>
              Line {i + 1}
              {row.length ? `: ${row.join(' ')}` : ' (empty)'}
            </span>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={`Remove line ${i + 1}`}
              onClick={() => update((c) => removeDisplayRow(c, i))}
            >
              Remove
            </button>
          </div>
          <div className={styles.toggles}>
            {fields.map((f) => (
              <button
                key={f}
                type="button"
                className={styles.toggle}
                aria-pressed={row.includes(f)}
                onClick={() => update((c) => toggleDisplayField(c, i, f))}
              >
                {f}
              </button>
            ))}
          </div>
        </div>
      ))}
      <button type="button" className="button button--secondary button--sm" onClick={() => update(addDisplayRow)}>
        Add line
      </button>
    </div>
  )
}
