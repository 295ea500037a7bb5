/** Bundle sizes (d3 external) of both libraries: minified and gzip, IIFE/UMD and ESM. */
import React from 'react'
import { benchmark } from './data'
import { formatFactor, formatKB } from './format'
import ScrollTable from './ScrollTable'
import styles from './tables.module.css'

export default function BundleTable(): React.JSX.Element {
  const comparisons = benchmark.bundle?.comparisons ?? []
  if (!comparisons.length) return <p>This benchmark run did not measure bundle sizes.</p>
  return (
    <ScrollTable testId="benchmark-bundle" caption="Bundle sizes with d3 external (1 KB = 1,024 bytes); the ratio is published ÷ ours (above 1× ours is smaller).">
      <thead>
        <tr>
          <th scope="col">Bundle</th>
          <th scope="col" className={styles.num}>Ours</th>
          <th scope="col" className={styles.num}>Published</th>
          <th scope="col" className={styles.num}>Ratio</th>
        </tr>
      </thead>
      <tbody>
        {comparisons.map((c) => (
          <tr key={c.figure}>
            <th scope="row" className={styles.label}>{c.figure}</th>
            <td className={styles.num}>{formatKB(c.oursBytes)}</td>
            <td className={styles.num}>{formatKB(c.publishedBytes)}</td>
            <td className={styles.num}>{formatFactor(c.publishedBytes / c.oursBytes)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
