/** calculateTree in Node per size and main person: median times of both libraries and the speed-up. */
import React from 'react'
import { benchmark } from './data'
import { formatFactor, formatMs, groupThousands } from './format'
import ScrollTable, { type Column } from './ScrollTable'
import SkippedValue from './SkippedValue'
import type { Measure } from './types'
import styles from './tables.module.css'

function MeasureCell({ measure }: { measure: Measure }): React.JSX.Element {
  return (
    <td className={styles.num}>
      {measure.ms !== null ? formatMs(measure.ms) : <SkippedValue reason={measure.skipped} limitMs={measure.limitMs} />}
    </td>
  )
}

const COLUMNS: Column[] = [
  { label: 'People', numeric: true },
  { label: 'Main' },
  { label: 'Cards', numeric: true },
  { label: 'Ours', numeric: true },
  { label: 'Published', numeric: true },
  { label: 'Speed-up', numeric: true },
]

export default function NodeTable(): React.JSX.Element {
  const rows = [...benchmark.node].sort((a, b) => a.size - b.size || a.main.localeCompare(b.main))
  if (!rows.length) return <p>This benchmark run did not time calculateTree.</p>
  return (
    <ScrollTable
      testId="benchmark-node"
      caption="Median time of one calculateTree call; speed-up is published ÷ ours (above 1× ours is faster)."
      columns={COLUMNS}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.size}-${r.main}`} data-size={r.size}>
            <th scope="row" className={styles.num}>
              {groupThousands(r.size)}
            </th>
            <td>{r.main}</td>
            <td className={styles.num}>{r.cards === null ? '—' : groupThousands(r.cards)}</td>
            <MeasureCell measure={r.ours} />
            <MeasureCell measure={r.published} />
            <td className={styles.num}>{r.speedUp === null ? '—' : formatFactor(r.speedUp)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
