/** Which targets this run did not meet, with their figures, and for a calculateTree speed-up the numbers behind it. */
import React from 'react'
import { benchmark } from './data'
import { calculateTreeGap, type CalculateTreeGap } from './gap'
import { formatFactor, formatMs, formatRoundTime, groupThousands } from './format'

function GapDetails({ gap }: { gap: CalculateTreeGap }): React.JSX.Element {
  const { ours, published } = gap.growth
  return (
    <>
      <p>
        For <code>calculateTree</code> to be {gap.wanted.factor}× faster at {groupThousands(gap.wanted.size)} people,
        ours would have to lay out the founder&apos;s view in at most {formatMs(gap.neededMs)} (published&apos;s{' '}
        {formatMs(gap.publishedMs)} ÷ {gap.wanted.factor}); it took {formatMs(gap.oursMs)}. The speed-up depends on the
        size of the tree. With the founder as main it was{' '}
        {gap.speedUps.map((s, i) => (
          <React.Fragment key={s.size}>
            {i > 0 && (i === gap.speedUps.length - 1 ? ' and ' : ', ')}
            {s.speedUp !== null ? (
              <>
                {formatFactor(s.speedUp)} at {groupThousands(s.size)} people
              </>
            ) : s.publishedLimitMs !== null ? (
              <>
                unknown at {groupThousands(s.size)} people, where published was stopped after{' '}
                {formatRoundTime(s.publishedLimitMs)}
              </>
            ) : (
              <>unknown at {groupThousands(s.size)} people (no figure)</>
            )}
          </React.Fragment>
        ))}
        .
      </p>
      {ours && published && (
        <p>
          Between the smallest and the largest tree each library finished, the time of ours grew like people
          <sup>{ours.exponent.toFixed(2)}</sup> ({groupThousands(ours.fromSize)} to {groupThousands(ours.toSize)}{' '}
          people) and that of published like people<sup>{published.exponent.toFixed(2)}</sup> (
          {groupThousands(published.fromSize)} to {groupThousands(published.toSize)}); an exponent of 1 is linear
          growth, 2 quadratic.
        </p>
      )}
    </>
  )
}

export default function TargetNotes(): React.JSX.Element {
  const notMet = benchmark.targets.filter((t) => t.status === 'not met')
  const notMeasured = benchmark.targets.filter((t) => t.status === 'not measured')
  const gap = calculateTreeGap(benchmark)
  return (
    <div data-testid="benchmark-target-notes">
      {notMet.length === 0 ? (
        <p>This run met every target it measured{notMeasured.length ? ` (${notMeasured.length} not measured)` : ''}.</p>
      ) : (
        <>
          <p>Not met in this run:</p>
          <ul>
            {notMet.map((t) => (
              <li key={t.target}>
                {t.target}: measured {t.measured}.
              </li>
            ))}
          </ul>
        </>
      )}
      {gap && <GapDetails gap={gap} />}
    </div>
  )
}
