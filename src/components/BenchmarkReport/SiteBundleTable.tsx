/** The site's own JavaScript and CSS in the production build: totals, what every page loads, the largest chunks. */
import React from 'react'
import { benchmark } from './data'
import { formatKB, groupThousands } from './format'
import ScrollTable, { type Column } from './ScrollTable'
import styles from './tables.module.css'

const COLUMNS: Column[] = [
  { label: 'Files' },
  { label: 'Count', numeric: true },
  { label: 'Size', numeric: true },
  { label: 'gzip', numeric: true },
]

export default function SiteBundleTable(): React.JSX.Element {
  const b = benchmark.lighthouse?.bundle
  if (!b) return <p>This benchmark run did not measure the site's bundle.</p>
  const rows = [
    { label: 'All JavaScript (build/assets/js)', count: b.js.files, ...b.js },
    { label: 'Loaded by every page (entry scripts)', count: null, ...b.entry },
    { label: 'All CSS (build/assets/css)', count: b.css.files, ...b.css },
    ...b.largest.map((f) => ({ label: f.name, count: null, ...f })),
  ]
  return (
    <ScrollTable
      testId="benchmark-site-bundle"
      caption={`The site's production build: every file once, then the largest JavaScript chunks (1 KB = 1,024 bytes; gzip level 9). ${b.duplicates ? `${b.duplicates} group(s) of chunks have the same content under different names.` : 'No two chunks have the same content.'}`}
      columns={COLUMNS}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row" className={styles.label}>
              {r.label}
            </th>
            <td className={styles.num}>{r.count === null ? '' : groupThousands(r.count)}</td>
            <td className={styles.num}>{formatKB(r.rawBytes)}</td>
            <td className={styles.num}>{formatKB(r.gzipBytes)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
