/** The benchmark summary, generated at build time from bench/results/latest.json by src/plugins/benchmark-results.js. */
import summary from '@generated/benchmark-results/default/summary.json'
import type { BenchmarkSummary } from './types'

export const benchmark: BenchmarkSummary = summary
