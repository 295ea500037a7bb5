// Checks the library's import graph against .dependency-cruiser.cjs (no cycles, nothing against the pipeline) with
// dependency-cruiser's API. Prints one JSON line: how many modules it read and the violations ({ rule, from, to, cycle
// or via }); exits 1 when there are some. `node scripts/import-graph.mjs [folder]`: the folder holding src/ and
// tsconfig.json, the package by default (its test gives a made-up one). test/architecture/import-graph.test.ts runs it.
import { cruise } from 'dependency-cruiser'
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)))
const config = await extractDepcruiseConfig(join(packageRoot, '.dependency-cruiser.cjs'))
process.chdir(process.argv[2] ?? packageRoot)

const { output } = await cruise(
  ['src'],
  { ...config.options, validate: true, ruleSet: config, outputType: 'json' },
  {},
  { tsConfig: extractTSConfig('./tsconfig.json') },
)
const result = typeof output === 'string' ? JSON.parse(output) : output
const names = (list) => (list ?? []).map((step) => (typeof step === 'string' ? step : step.name))
const violations = result.summary.violations.map((v) => ({
  rule: v.rule.name,
  from: v.from,
  to: v.to,
  ...(v.cycle ? { cycle: names(v.cycle) } : {}),
  ...(v.via ? { via: names(v.via) } : {}),
}))
console.log(JSON.stringify({ modules: result.summary.totalCruised, violations }))
process.exitCode = violations.length ? 1 : 0
