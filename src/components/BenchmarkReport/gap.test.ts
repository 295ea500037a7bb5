// The figures behind a missed calculateTree speed-up target, computed from the run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { calculateTreeGap, parseSpeedTarget } from './gap'
import type { BenchmarkSummary } from './types'

const { summarizeBenchmark } = require('../../plugins/benchmark-summary')
const text = readFileSync(join(__dirname, '..', '..', '..', 'bench', 'results', 'latest.json'), 'utf8')
const summary: BenchmarkSummary = summarizeBenchmark(JSON.parse(text))
const TARGET = 'calculateTree 10k ≥ 20× faster than published'

/** The summary with the calculateTree target set to `status`. */
function withStatus(status: 'met' | 'not met'): BenchmarkSummary {
  const changed: BenchmarkSummary = JSON.parse(JSON.stringify(summary))
  changed.targets = [
    { target: TARGET, measured: '14.1×', status },
    ...changed.targets.filter((t) => t.target !== TARGET),
  ]
  return changed
}

describe('calculateTree speed-up target', () => {
  it('reads size and factor from the target text', () => {
    expect(parseSpeedTarget(TARGET)).toEqual({ size: 10000, factor: 20 })
    expect(parseSpeedTarget('first paint 10k ≤ 1000 ms')).toBeNull()
  })

  it('gives the time ours would have needed and the speed-up per size when the target is not met', () => {
    const gap = calculateTreeGap(withStatus('not met'))!
    const row = summary.node.find((r) => r.size === 10000 && r.main === 'founder')!
    expect(gap.oursMs).toBe(row.ours.ms)
    expect(gap.publishedMs).toBe(row.published.ms)
    expect(gap.neededMs).toBeCloseTo(row.published.ms! / 20, 9)
    const founder = summary.node.filter((r) => r.main === 'founder').sort((a, b) => a.size - b.size)
    expect(gap.speedUps.map((s) => s.size)).toEqual(founder.map((r) => r.size))
    expect(gap.speedUps.map((s) => s.speedUp)).toEqual(founder.map((r) => r.speedUp))
    for (const [i, r] of founder.entries())
      expect(gap.speedUps[i].publishedLimitMs).toBe(r.published.ms === null ? r.published.limitMs : null)
    expect(gap.growth.ours).toEqual(summary.growth.find((g) => g.lib === 'ours' && g.main === 'founder'))
  })

  it('says nothing when the target is met', () => {
    expect(calculateTreeGap(withStatus('met'))).toBeNull()
  })

  it('agrees with the committed run', () => {
    const target = summary.targets.find((t) => parseSpeedTarget(t.target))
    expect(calculateTreeGap(summary) !== null).toBe(target?.status === 'not met')
  })
})
