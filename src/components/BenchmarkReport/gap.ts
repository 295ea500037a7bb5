/** The figures behind a calculateTree speed-up target: what it asks, what was measured, and how the speed-up grows. */
import type { BenchmarkSummary, Growth, Target } from './types'

export interface SpeedTarget {
  /** People in the tree the target is about. */
  size: number
  /** How many times faster than published ours should be. */
  factor: number
}

/** 'calculateTree 10k ≥ 20× faster than published' → { size: 10000, factor: 20 }; null for other targets. */
export function parseSpeedTarget(target: string): SpeedTarget | null {
  const match = /^calculateTree (\d+(?:\.\d+)?)k ≥ (\d+(?:\.\d+)?)× faster/.exec(target)
  return match ? { size: Number(match[1]) * 1000, factor: Number(match[2]) } : null
}

export interface SpeedUpAtSize {
  size: number
  speedUp: number | null
  /** Published was stopped at this limit (ms), so there is no speed-up figure. */
  publishedLimitMs: number | null
}

export interface CalculateTreeGap {
  target: Target
  wanted: SpeedTarget
  oursMs: number
  publishedMs: number
  /** The most ours could take and still meet the target: published ÷ factor. */
  neededMs: number
  /** Founder as main, by size. */
  speedUps: SpeedUpAtSize[]
  growth: { ours: Growth | null; published: Growth | null }
}

/**
 * For a calculateTree speed-up target that this run did not meet, the numbers that explain it (founder as main, as
 * bench/run.mjs checks it); null when there is no such target or the run lacks the figures.
 */
export function calculateTreeGap(summary: BenchmarkSummary): CalculateTreeGap | null {
  const target = summary.targets.find((t) => t.status === 'not met' && parseSpeedTarget(t.target))
  if (!target) return null
  const wanted = parseSpeedTarget(target.target)!
  const founder = summary.node.filter((r) => r.main === 'founder').sort((a, b) => a.size - b.size)
  const row = founder.find((r) => r.size === wanted.size)
  if (!row || row.ours.ms === null || row.published.ms === null) return null
  const growthOf = (lib: Growth['lib']) => summary.growth.find((g) => g.lib === lib && g.main === 'founder') ?? null
  return {
    target,
    wanted,
    oursMs: row.ours.ms,
    publishedMs: row.published.ms,
    neededMs: row.published.ms / wanted.factor,
    speedUps: founder.map((r) => ({
      size: r.size,
      speedUp: r.speedUp,
      publishedLimitMs: r.published.ms === null ? r.published.limitMs : null,
    })),
    growth: { ours: growthOf('ours'), published: growthOf('published') },
  }
}
