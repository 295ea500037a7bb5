/** The shape of the benchmark summary that src/plugins/benchmark-summary.js builds from bench/results/latest.json. */

/** One library's figure for a case: `ms` is null when the case was skipped, `limitMs` when it hit a time limit. */
export interface Measure {
  ms: number | null
  /** Why there is no figure, as the benchmark wrote it ('skipped (>60s)', 'error: …'), or null. */
  skipped: string | null
  /** The time limit the case exceeded, when that is why it was skipped. */
  limitMs: number | null
}

export type MainPerson = 'founder' | 'leaf'

export interface NodeRow {
  size: number
  main: MainPerson
  /** Cards in the computed tree (the same for both libraries). */
  cards: number | null
  ours: Measure
  published: Measure
  /** published ÷ ours, when both finished. */
  speedUp: number | null
}

export type BrowserFigure =
  | 'createMs'
  | 'switchToLeafMs'
  | 'switchToFounderMs'
  | 'panMs'
  | 'zoomMs'
  | 'domAfterCreate'
  | 'domAfterInteraction'
  | 'heapAfterCreateMB'
  | 'createLongestTaskMs'
  | 'switchLongestTaskMs'

export interface BrowserSide {
  figures: Record<BrowserFigure, number | null>
  /** Why a run stopped early ('pan step: skipped (>15s)', 'error: …'), or null. */
  skipped: string | null
  /** The time limit a step exceeded, when that is why. */
  limitMs: number | null
  /** The figure whose step exceeded `limitMs`; the figures after it in the run were not reached. */
  limitedFigure: BrowserFigure | null
}

export interface BrowserRow {
  size: number
  ours: BrowserSide
  published: BrowserSide
}

export interface BundleComparison {
  figure: string
  oursBytes: number
  publishedBytes: number
}

export interface Growth {
  lib: 'ours' | 'published'
  main: MainPerson
  /** 1 is linear, 2 quadratic. */
  exponent: number
  fromSize: number
  toSize: number
}

/** chart.exportSvg() of the founder view in Chromium (ours only). */
export interface ExportRow {
  size: number
  cards: number | null
  medianMs: number | null
  /** The first export of the page, which also loads the exporter. */
  firstMs: number | null
  svgBytes: number | null
  skipped: string | null
}

export type TargetStatus = 'met' | 'not met' | 'not measured'

export interface Target {
  target: string
  measured: string
  status: TargetStatus
}

/** GEDCOM import and export of one generated file, median times. */
export interface GedcomRow {
  size: number
  families: number
  lines: number
  bytes: number
  importMs: number
  /** Process CPU time of the import (null in results written before it was measured). */
  importCpuMs: number | null
  exportMs: number
}

/** Lighthouse medians of one page type (null: no run of that page finished). */
export interface LighthousePage {
  type: string
  path: string
  runs: number
  score: number | null
  fcpMs: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  transferBytes: number | null
  scriptTransferBytes: number | null
}

export interface ByteSizes {
  rawBytes: number
  gzipBytes: number
}

/** The Lighthouse part: its own run date, settings and the site's bundle sizes. */
export interface LighthouseSummary {
  date: string
  lighthouseVersion: string
  settings: string
  runsPerPage: number
  targets: { score: number; cls: number; tbtMs: number }
  pages: LighthousePage[]
  bundle: {
    js: ByteSizes & { files: number }
    css: ByteSizes & { files: number }
    entry: ByteSizes
    largest: (ByteSizes & { name: string })[]
    /** Groups of JavaScript files with the same content under different names. */
    duplicates: number
  }
}

export interface BenchmarkSummary {
  file: string
  date: string
  durationSeconds: number | null
  machine: { os: string; cpu: string; cores: number; memoryGB: number; node: string; chromium: string | null }
  libraries: { ours: string; published: string; distChangedDuringRun: boolean }
  sizes: number[]
  node: NodeRow[]
  growth: Growth[]
  browser: BrowserRow[]
  bundle: { comparisons: BundleComparison[] } | null
  export: ExportRow[]
  /** Parts not run in the latest run (BENCH_PARTS), kept from earlier ones: one group per run they come from. */
  carriedOver: { parts: string[]; from: string }[]
  /** The GEDCOM part, run separately: its own date and Node version. */
  gedcom: { date: string; node: string; targetMs: number; rows: GedcomRow[] } | null
  /** The Lighthouse part (site pages), run separately on a production build. */
  lighthouse: LighthouseSummary | null
  targets: Target[]
}
