/** One small multiple: a figure's median time against people for both libraries, log scales, drawn as static SVG. */
import React, { useId } from 'react'
import clsx from 'clsx'
import { layoutPanel, type Library, type PanelData, type PlacedSeries } from './plot'
import { formatMs, formatRoundTime, groupThousands } from './format'
import styles from './TimePlot.module.css'

interface Props {
  panel: PanelData
  sizes: number[]
  domain: [number, number]
}

/** The panel's numbers in words, for screen readers (the tables below have them too). */
export function describePanel(panel: PanelData): string {
  return panel.series
    .map((s) => {
      const values = s.points.map((p) => `${formatMs(p.ms)} at ${groupThousands(p.people)} people`)
      const skipped = s.skipped.map(
        (k) =>
          `no figure at ${groupThousands(k.people)} people (${k.limitMs === null ? k.reason : `stopped after ${formatRoundTime(k.limitMs)}`})`,
      )
      return `${s.lib}: ${[...values, ...skipped].join(', ')}`
    })
    .join('; ')
}

function Marker({ lib, x, y }: { lib: Library; x: number; y: number }): React.JSX.Element {
  return lib === 'ours' ? (
    <circle className={styles.marker} cx={x} cy={y} r={3.5} />
  ) : (
    <rect className={styles.marker} x={x - 3.5} y={y - 3.5} width={7} height={7} />
  )
}

function SeriesMarks({ series }: { series: PlacedSeries }): React.JSX.Element {
  return (
    <g className={clsx(styles.series, styles[series.lib])} data-series={series.lib}>
      {series.points.length > 1 && <path className={styles.line} d={series.path} />}
      {series.points.map((p) => (
        <Marker key={p.people} lib={series.lib} x={p.x} y={p.y} />
      ))}
      {series.label && (
        <text className={styles.seriesLabel} x={series.label.x} y={series.label.y} textAnchor={series.label.anchor}>
          {series.label.text}
        </text>
      )}
      {series.skipped.map((k) => (
        <g key={k.people} className={styles.skipped} data-skipped={k.people}>
          {/* An arrow up from the time limit: the run took longer, how much longer is not known. */}
          <line className={styles.skipStem} x1={k.x} x2={k.x} y1={k.y} y2={k.y - 16} />
          <path
            className={styles.skipHead}
            d={`M${k.x - 5.5},${k.y - 14} L${k.x},${k.y - 24} L${k.x + 5.5},${k.y - 14} Z`}
          />
          <line className={styles.skipBase} x1={k.x - 7} x2={k.x + 7} y1={k.y} y2={k.y} />
          <text className={styles.skipLabel} x={k.label.x} y={k.label.y} textAnchor={k.label.anchor}>
            {k.label.text}
          </text>
        </g>
      ))}
    </g>
  )
}

export default function TimePlot({ panel, sizes, domain }: Props): React.JSX.Element {
  const id = useId()
  const layout = layoutPanel(panel, sizes, domain)
  const { area, size } = layout
  return (
    <figure className={styles.panel} data-panel={panel.id}>
      <figcaption className={styles.title} id={`${id}-caption`}>
        {panel.title}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{`${panel.title}: median time in ms (log scale) against people`}</title>
        <desc id={`${id}-desc`}>{describePanel(panel)}</desc>
        <g className={styles.grid}>
          {layout.yTicks.map((t) => (
            <g key={t.label}>
              <line x1={area.left} x2={area.right} y1={t.y} y2={t.y} />
              <text className={styles.tick} x={area.left - 6} y={t.y + 4} textAnchor="end">
                {t.label}
              </text>
            </g>
          ))}
          {layout.xTicks.map((t) => (
            <g key={t.label}>
              <line x1={t.x} x2={t.x} y1={area.top} y2={area.bottom} />
              <text className={styles.tick} x={t.x} y={area.bottom + 16} textAnchor="middle">
                {t.label}
              </text>
            </g>
          ))}
        </g>
        <line className={styles.axis} x1={area.left} x2={area.right} y1={area.bottom} y2={area.bottom} />
        <line className={styles.axis} x1={area.left} x2={area.left} y1={area.top} y2={area.bottom} />
        <text className={styles.axisTitle} x={(area.left + area.right) / 2} y={size.height - 4} textAnchor="middle">
          people
        </text>
        {layout.series.map((s) => (
          <SeriesMarks key={s.lib} series={s} />
        ))}
      </svg>
    </figure>
  )
}
