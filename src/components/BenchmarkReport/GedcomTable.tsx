/** GEDCOM import and export in Node per file size: times of this library only (the published one reads no GEDCOM). */
import React from 'react'
import { benchmark } from './data'
import { formatDate, formatMB, formatMs, groupThousands } from './format'
import ScrollTable, { type Column } from './ScrollTable'
import styles from './tables.module.css'

const COLUMNS: Column[] = [
  { label: 'People', numeric: true },
  { label: 'Families', numeric: true },
  { label: 'Lines', numeric: true },
  { label: 'File', numeric: true },
  { label: 'Import', numeric: true },
  { label: 'Import (CPU)', numeric: true },
  { label: 'Export', numeric: true },
]

export default function GedcomTable(): React.JSX.Element {
  const gedcom = benchmark.gedcom
  if (!gedcom?.rows.length) return <p>This benchmark run did not time the GEDCOM import.</p>
  const rows = [...gedcom.rows].sort((a, b) => a.size - b.size)
  return (
    <ScrollTable
      testId="benchmark-gedcom"
      caption={`Median time of importGedcom and of exportGedcom on a generated GEDCOM 5.5.1 file (Node ${gedcom.node}, ${formatDate(gedcom.date)}). Import (CPU) is the CPU time of the import: on a shared machine the wall time also counts the time other work had the cores.`}
      columns={COLUMNS}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={r.size} data-size={r.size}>
            <th scope="row" className={styles.num}>
              {groupThousands(r.size)}
            </th>
            <td className={styles.num}>{groupThousands(r.families)}</td>
            <td className={styles.num}>{groupThousands(r.lines)}</td>
            <td className={styles.num}>{formatMB(r.bytes / 2 ** 20)}</td>
            <td className={styles.num}>{formatMs(r.importMs)}</td>
            <td className={styles.num}>{r.importCpuMs === null ? '—' : formatMs(r.importCpuMs)}</td>
            <td className={styles.num}>{formatMs(r.exportMs)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
