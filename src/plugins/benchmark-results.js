// Docusaurus plugin: reads bench/results/latest.json at build time and gives its summary to the Performance page.
const fs = require('node:fs')
const path = require('node:path')
const { RESULTS_FILE, BenchmarkResultsError, parseBenchmarkResults } = require('./benchmark-summary')

/** The name of the generated module; the page imports it as `@generated/benchmark-results/default/summary.json`. */
const SUMMARY_MODULE = 'summary.json'

/** The summary of the results file at `file` (absolute); `label` is how errors name it. */
function readBenchmarkSummary(file, label = RESULTS_FILE) {
  let text
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (err) {
    const problem =
      err.code === 'ENOENT' ? 'the file is missing' : `the file cannot be read (${err.code ?? err.message})`
    throw new BenchmarkResultsError(label, problem)
  }
  return parseBenchmarkResults(text, label)
}

module.exports = function benchmarkResultsPlugin(context) {
  const file = path.join(context.siteDir, RESULTS_FILE)
  return {
    name: 'benchmark-results',
    // `docusaurus start` reloads the plugin when a new benchmark run rewrites the file.
    getPathsToWatch() {
      return [file]
    },
    async loadContent() {
      return readBenchmarkSummary(file)
    },
    // A generated module rather than global data: only the Performance page's bundle carries the figures.
    async contentLoaded({ content, actions }) {
      await actions.createData(SUMMARY_MODULE, JSON.stringify(content))
    },
  }
}

module.exports.readBenchmarkSummary = readBenchmarkSummary
