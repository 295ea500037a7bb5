/** The benchmark summary written by src/plugins/benchmark-results.js at build time (see createData there). */
declare module '@generated/benchmark-results/default/summary.json' {
  const summary: import('../components/BenchmarkReport/types').BenchmarkSummary
  export default summary
}
