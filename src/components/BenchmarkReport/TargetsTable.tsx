/** The benchmark's targets (from issue 9) as the run measured them, each with a met / not met badge. */
import React from 'react'
import { benchmark } from './data'
import ScrollTable, { type Column } from './ScrollTable'
import StatusBadge from './StatusBadge'

const COLUMNS: Column[] = [{ label: 'Target' }, { label: 'Measured' }, { label: 'Status' }]

export default function TargetsTable(): React.JSX.Element {
  const { targets } = benchmark
  if (!targets.length) return <p>This benchmark run checked no targets.</p>
  const met = targets.filter((t) => t.status === 'met').length
  return (
    <ScrollTable
      testId="benchmark-targets"
      caption={`${met} of ${targets.length} targets met in this run; the measured figures are ours.`}
      columns={COLUMNS}
    >
      <tbody>
        {targets.map((t) => (
          <tr key={t.target}>
            <th scope="row">{t.target}</th>
            <td>{t.measured}</td>
            <td>
              <StatusBadge status={t.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
