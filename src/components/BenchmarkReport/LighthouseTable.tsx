/** Lighthouse per page type of the site (mobile preset, simulated throttling): score, paints, blocking, shifts, bytes. */
import React from 'react'
import { benchmark } from './data'
import { formatDate, formatKB, formatMs } from './format'
import ScrollTable, { type Column } from './ScrollTable'
import styles from './tables.module.css'

const COLUMNS: Column[] = [
  { label: 'Page' },
  { label: 'Score', numeric: true },
  { label: 'FCP', numeric: true },
  { label: 'LCP', numeric: true },
  { label: 'TBT', numeric: true },
  { label: 'CLS', numeric: true },
  { label: 'Transferred', numeric: true },
  { label: 'of it scripts', numeric: true },
]

const orDash = <T,>(value: T | null, format: (v: T) => string): string => (value === null ? '—' : format(value))

export default function LighthouseTable(): React.JSX.Element {
  const lh = benchmark.lighthouse
  if (!lh?.pages.length) return <p>This benchmark run did not run Lighthouse on the site.</p>
  return (
    <ScrollTable
      testId="benchmark-lighthouse"
      caption={`Lighthouse ${lh.lighthouseVersion} on the production build, ${lh.settings}; median of ${lh.runsPerPage} runs per page (${formatDate(lh.date)}). Goal: score ${lh.targets.score} or more, TBT ${lh.targets.tbtMs} ms or less, CLS ${lh.targets.cls} or less.`}
      columns={COLUMNS}
    >
      <tbody>
        {lh.pages.map((p) => (
          <tr key={p.path} data-page={p.path}>
            <th scope="row" className={styles.label}>
              {p.type} <code>{p.path}</code>
            </th>
            <td className={styles.num}>{orDash(p.score, String)}</td>
            <td className={styles.num}>{orDash(p.fcpMs, formatMs)}</td>
            <td className={styles.num}>{orDash(p.lcpMs, formatMs)}</td>
            <td className={styles.num}>{orDash(p.tbtMs, formatMs)}</td>
            <td className={styles.num}>{orDash(p.cls, (v) => v.toFixed(3))}</td>
            <td className={styles.num}>{orDash(p.transferBytes, formatKB)}</td>
            <td className={styles.num}>{orDash(p.scriptTransferBytes, formatKB)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
