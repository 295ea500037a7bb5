/** Bundle sizes (d3 external) of both libraries: minified and gzip, IIFE/UMD and ESM. */
import React from 'react'
import { benchmark } from './data'
import { formatFactor, formatKB } from './format'
import ScrollTable, { type Column } from './ScrollTable'
import styles from './tables.module.css'

const COLUMNS: Column[] = [
  { label: 'Bundle' },
  { label: 'Ours', numeric: true },
  { label: 'Published', numeric: true },
  { label: 'Ratio', numeric: true },
]

export default function BundleTable(): React.JSX.Element {
  const comparisons = benchmark.bundle?.comparisons ?? []
  if (!comparisons.length) return <p>This benchmark run did not measure bundle sizes.</p>
  return (
    <ScrollTable
      testId="benchmark-bundle"
      caption="Bundle sizes with d3 external (1 KB = 1,024 bytes); the ratio is published ÷ ours (above 1× ours is smaller)."
      columns={COLUMNS}
    >
      <tbody>
        {comparisons.map((c) => (
          <tr key={c.figure}>
            <th scope="row" className={styles.label}>
              {c.figure}
            </th>
            <td className={styles.num}>{formatKB(c.oursBytes)}</td>
            <td className={styles.num}>{formatKB(c.publishedBytes)}</td>
            <td className={styles.num}>{formatFactor(c.publishedBytes / c.oursBytes)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
