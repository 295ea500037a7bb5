/** The Chromium figures per size: ours, published and published ÷ ours, one group of rows per tree size. */
import React from 'react'
import clsx from 'clsx'
import { benchmark } from './data'
import { BROWSER_TABLE_FIGURES } from './figures'
import { formatFactor, groupThousands } from './format'
import ScrollTable, { type Column } from './ScrollTable'
import SkippedValue from './SkippedValue'
import type { BrowserSide } from './types'
import type { FigureInfo } from './figures'
import styles from './tables.module.css'

function FigureCell({ side, figure }: { side: BrowserSide; figure: FigureInfo }): React.JSX.Element {
  const value = side.figures[figure.key]
  if (value !== null) return <td className={styles.num}>{figure.format(value)}</td>
  // The step that ran out of time shows the limit; the steps after it in the same run were never reached.
  const limited = side.limitedFigure === figure.key
  return (
    <td className={styles.num}>
      <SkippedValue
        reason={side.skipped}
        limitMs={limited ? side.limitMs : null}
        missing={limited ? 'failed' : 'not reached'}
      />
    </td>
  )
}

const COLUMNS: Column[] = [
  { label: 'People', numeric: true },
  { label: 'Figure' },
  { label: 'Ours', numeric: true },
  { label: 'Published', numeric: true },
  { label: 'Ratio', numeric: true },
]

export default function BrowserTable(): React.JSX.Element {
  const rows = [...benchmark.browser].sort((a, b) => a.size - b.size)
  if (!rows.length) return <p>This benchmark run did not measure in Chromium.</p>
  return (
    <ScrollTable
      testId="benchmark-browser"
      caption="Medians over fresh browsers; the ratio is published ÷ ours (above 1× ours is faster or smaller)."
      columns={COLUMNS}
    >
      {rows.map((row) => (
        <tbody key={row.size} data-size={row.size}>
          {BROWSER_TABLE_FIGURES.map((figure, i) => {
            const ours = row.ours.figures[figure.key]
            const published = row.published.figures[figure.key]
            return (
              <tr key={figure.key} className={clsx(i === 0 && styles.groupStart)}>
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={BROWSER_TABLE_FIGURES.length} className={styles.num}>
                    {groupThousands(row.size)}
                  </th>
                )}
                <td className={styles.label}>{figure.label}</td>
                <FigureCell side={row.ours} figure={figure} />
                <FigureCell side={row.published} figure={figure} />
                <td className={styles.num}>
                  {ours !== null && published !== null && ours > 0 ? formatFactor(published / ours) : '—'}
                </td>
              </tr>
            )
          })}
        </tbody>
      ))}
    </ScrollTable>
  )
}
