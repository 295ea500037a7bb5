/** The time-against-people plots' maths (series, shared log scales, ticks, label placement) as plain data. */
import { line, scaleLog } from 'd3'
import type { BrowserFigure, BrowserRow, MainPerson, Measure, NodeRow } from './types'
import { formatLimit, formatPeopleShort, groupThousands } from './format'

export type Library = 'ours' | 'published'
export const LIBRARIES: Library[] = ['ours', 'published']

export interface SeriesPoint {
  people: number
  ms: number
}

/** A size at which a library has no figure: drawn as a mark at its time limit, never as a value. */
export interface SkippedPoint {
  people: number
  /** The limit the run exceeded; null when it failed for another reason. */
  limitMs: number | null
  reason: string
}

export interface Series {
  lib: Library
  points: SeriesPoint[]
  skipped: SkippedPoint[]
}

export interface PanelData {
  id: string
  title: string
  series: Series[]
}

function seriesFrom<Row extends { size: number }>(rows: Row[], lib: Library, measure: (row: Row) => Measure): Series {
  const sorted = [...rows].sort((a, b) => a.size - b.size)
  const points: SeriesPoint[] = []
  const skipped: SkippedPoint[] = []
  for (const row of sorted) {
    const m = measure(row)
    if (m.ms !== null) points.push({ people: row.size, ms: m.ms })
    else skipped.push({ people: row.size, limitMs: m.limitMs, reason: m.skipped ?? 'not measured' })
  }
  return { lib, points, skipped }
}

/** calculateTree in Node with `main` as the main person: one series per library. */
export function nodeSeries(rows: NodeRow[], main: MainPerson): Series[] {
  const own = rows.filter((r) => r.main === main)
  return LIBRARIES.map((lib) => seriesFrom(own, lib, (r) => r[lib]))
}

/** One Chromium time figure: one series per library. */
export function browserSeries(rows: BrowserRow[], figure: BrowserFigure): Series[] {
  return LIBRARIES.map((lib) =>
    seriesFrom(rows, lib, (r) => {
      const side = r[lib]
      const ms = side.figures[figure]
      if (ms !== null) return { ms, skipped: null, limitMs: null }
      if (side.limitedFigure === figure) return { ms, skipped: side.skipped, limitMs: side.limitMs }
      return { ms, skipped: side.skipped ? `not reached (${side.skipped})` : 'not measured', limitMs: null }
    }),
  )
}

/** One time domain for all panels, so the small multiples compare at a glance; padded a little on the log scale. */
export function timeDomain(panels: PanelData[]): [number, number] {
  const values = panels.flatMap((p) =>
    p.series.flatMap((s) => [
      ...s.points.map((pt) => pt.ms),
      ...s.skipped.flatMap((k) => (k.limitMs === null ? [] : [k.limitMs])),
    ]),
  )
  const positive = values.filter((v) => v > 0)
  if (!positive.length) return [1, 1000]
  const lo = Math.min(...positive)
  const hi = Math.max(...positive)
  return [lo / 1.6, hi * 1.6]
}

/** Powers of ten inside the domain; with fewer than three of them, the 2× and 5× steps as well. */
export function timeTicks([lo, hi]: [number, number]): number[] {
  const decades: number[] = []
  for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) decades.push(10 ** e)
  const powers = decades.filter((v) => v >= lo && v <= hi)
  if (powers.length >= 3) return powers
  return decades.flatMap((d) => [d, 2 * d, 5 * d]).filter((v) => v >= lo && v <= hi)
}

/** 100 → '100 ms', 1000 → '1 s', 20000 → '20 s'. */
export function formatTimeTick(ms: number): string {
  return ms >= 1000 ? `${groupThousands(ms / 1000)} s` : `${Number(ms.toPrecision(3))} ms`
}

export interface PlotSize {
  width: number
  height: number
  margin: { top: number; right: number; bottom: number; left: number }
}

export const PANEL_SIZE: PlotSize = { width: 360, height: 236, margin: { top: 16, right: 78, bottom: 40, left: 52 } }

export interface PlacedLabel {
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
  text: string
}

export interface PlacedSeries {
  lib: Library
  path: string
  points: { x: number; y: number; people: number; ms: number }[]
  label: PlacedLabel | null
  skipped: { x: number; y: number; label: PlacedLabel; people: number; reason: string }[]
}

export interface PanelLayout {
  size: PlotSize
  area: { left: number; top: number; right: number; bottom: number }
  xTicks: { x: number; label: string }[]
  yTicks: { y: number; label: string }[]
  series: PlacedSeries[]
}

/** Minimum vertical distance between the two direct labels, in viewBox units (about one line of text). */
const LABEL_GAP = 14

/** Moves two labels at the same x apart vertically so that they do not overlap. */
function separate(labels: PlacedLabel[]): void {
  if (labels.length !== 2) return
  const [a, b] = labels
  const overlapX = Math.abs(a.x - b.x) < 60
  const distance = Math.abs(a.y - b.y)
  if (!overlapX || distance >= LABEL_GAP) return
  const push = (LABEL_GAP - distance) / 2
  const [upper, lower] = a.y <= b.y ? [a, b] : [b, a]
  upper.y -= push
  lower.y += push
}

/** Positions of everything one panel draws, in viewBox units. `sizes` are the x ticks (the tree sizes of the run). */
export function layoutPanel(
  panel: PanelData,
  sizes: number[],
  domain: [number, number],
  size: PlotSize = PANEL_SIZE,
): PanelLayout {
  const { width, height, margin } = size
  const area = { left: margin.left, top: margin.top, right: width - margin.right, bottom: height - margin.bottom }
  const minPeople = Math.min(...sizes)
  const maxPeople = Math.max(...sizes)
  const x = scaleLog()
    .domain(minPeople === maxPeople ? [minPeople / 2, maxPeople * 2] : [minPeople / 1.25, maxPeople * 1.15])
    .range([area.left, area.right])
  const y = scaleLog().domain(domain).range([area.bottom, area.top]).clamp(true)
  const toPath = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => p.y)

  const labels: PlacedLabel[] = []
  const series = panel.series.map((s): PlacedSeries => {
    const points = s.points.map((p) => ({ ...p, x: x(p.people), y: y(p.ms) }))
    const last = points[points.length - 1]
    let label: PlacedLabel | null = null
    if (last) {
      // At the last size the label sits in the right margin; earlier (a later size was skipped) it sits above the point.
      label =
        last.people === maxPeople
          ? { x: last.x + 8, y: last.y + 4, anchor: 'start', text: s.lib }
          : { x: last.x, y: last.y - 10, anchor: 'middle', text: s.lib }
      labels.push(label)
    }
    const skipped = s.skipped.map((k) => {
      const markY = k.limitMs === null ? area.top + 8 : y(k.limitMs)
      const text = k.limitMs === null ? 'no figure' : formatLimit(k.limitMs)
      return {
        x: x(k.people),
        y: markY,
        people: k.people,
        reason: k.reason,
        label: { x: x(k.people) + 9, y: markY + 4, anchor: 'start' as const, text },
      }
    })
    return { lib: s.lib, path: toPath(points) ?? '', points, label, skipped }
  })
  separate(labels)

  return {
    size,
    area,
    xTicks: [...sizes].sort((a, b) => a - b).map((people) => ({ x: x(people), label: formatPeopleShort(people) })),
    yTicks: timeTicks(domain).map((ms) => ({ y: y(ms), label: formatTimeTick(ms) })),
    series,
  }
}
