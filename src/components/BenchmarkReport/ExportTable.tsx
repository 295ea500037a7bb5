/** exportSvg of the founder view per tree size (ours only): the time, the first export's time and the file size. */
import React from 'react'
import { benchmark } from './data'
import { formatMs, groupThousands } from './format'
import ScrollTable, { type Column } from './ScrollTable'
import styles from './tables.module.css'

const COLUMNS: Column[] = [
  { label: 'People' },
  { label: 'Cards', numeric: true },
  { label: 'exportSvg', numeric: true },
  { label: 'First export', numeric: true },
  { label: 'SVG size', numeric: true },
]

export default function ExportTable(): React.JSX.Element {
  const rows = benchmark.export
  if (!rows.length) return <p>This benchmark run did not measure exports.</p>
  return (
    <ScrollTable
      testId="benchmark-export"
      caption="chart.exportSvg() of the founder's view in Chromium, median time; the first export of a page also loads the exporter."
      columns={COLUMNS}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={r.size}>
            <th scope="row" className={styles.label}>
              {groupThousands(r.size)}
            </th>
            <td className={styles.num}>{r.cards === null ? '—' : groupThousands(r.cards)}</td>
            <td className={styles.num}>{r.medianMs === null ? (r.skipped ?? '—') : formatMs(r.medianMs)}</td>
            <td className={styles.num}>{r.firstMs === null ? '—' : formatMs(r.firstMs)}</td>
            <td className={styles.num}>{r.svgBytes === null ? '—' : `${(r.svgBytes / 1e6).toFixed(1)} MB`}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
