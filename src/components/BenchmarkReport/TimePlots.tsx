/** Small multiples of time against people (ours vs published) with a shared log time scale, a key and a caption. */
import React from 'react'
import { benchmark } from './data'
import { plotPanels } from './panels'
import { timeDomain } from './plot'
import { formatLimit, groupThousands } from './format'
import Legend from './Legend'
import TimePlot from './TimePlot'
import styles from './TimePlots.module.css'

export default function TimePlots(): React.JSX.Element {
  const panels = plotPanels(benchmark)
  if (!panels.length) return <p>This benchmark run measured no times.</p>
  const domain = timeDomain(panels)
  const skipped = panels.flatMap((p) =>
    p.series.flatMap((s) => s.skipped.map((k) => ({ panel: p.title, lib: s.lib, ...k }))),
  )
  return (
    <div className={styles.plots} data-testid="benchmark-plots">
      <Legend ours={benchmark.libraries.ours} published={benchmark.libraries.published} />
      <div className={styles.grid}>
        {panels.map((p) => (
          <TimePlot key={p.id} panel={p} sizes={benchmark.sizes} domain={domain} />
        ))}
      </div>
      <p className={styles.caption}>
        Medians on logarithmic scales, where equal distances are equal ratios; every panel has the same time axis. The
        exact figures are in the tables below.
        {skipped.map((k) => (
          <React.Fragment key={`${k.panel}-${k.lib}-${k.people}`}>
            {' '}
            In “{k.panel}”, {k.lib} at {groupThousands(k.people)} people{' '}
            {k.limitMs === null ? (
              <>has no figure ({k.reason}).</>
            ) : (
              <>
                was stopped at the time limit and has no figure: the arrow marked “{formatLimit(k.limitMs)}” stands for
                it.
              </>
            )}
          </React.Fragment>
        ))}
      </p>
    </div>
  )
}
