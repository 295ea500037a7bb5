/**
 * The chart code of an example as the `setup` prop of the framework components (family-chart/react, family-chart/vue):
 * the component makes the chart in its container, and the code configures it. Chart code takes that shape when its
 * first statement makes the chart from the data in '#FamilyChart'; other code (a GEDCOM file read first, a chart
 * started empty for a data source, an app of its own) keeps the plain snippets.
 */
import type { SnippetSource } from './types'

/** The chart code as a setup function, and what it needs from the component around it. */
export interface SetupFunction {
  /** `function setupChart(f3Chart) { ... }`, or `function setupChart(f3Chart, data)` when the code reads the data. */
  code: string
  /** The code reads `data` beyond making the chart. */
  readsData: boolean
}

const HEAD = /^function create\(data\) \{\n([\s\S]*)\n\}\s*$/
const MAKE_CHART = /^(\s*)const f3Chart = f3\.createChart\((['"])#FamilyChart\2, data\)\s*$/
const isComment = (line: string) => /^\s*(\/\/.*)?$/.test(line)

/** The setup function of the chart code, or null when the code does not start by making the chart from the data. */
export function setupFunction(src: SnippetSource): SetupFunction | null {
  if (src.dataFormat === 'text') return null
  const body = src.createFnString.trim().match(HEAD)?.[1]
  if (body === undefined) return null
  const lines = body.split('\n')
  const at = lines.findIndex((line) => !isComment(line))
  const made = at >= 0 ? lines[at].match(MAKE_CHART) : null
  if (!made) return null
  // The settings chained on createChart stay chained, on the chart the component made.
  const chained = /^\s*\./.test(lines[at + 1] ?? '')
  const rest = [...lines.slice(0, at), ...(chained ? [`${made[1]}f3Chart`] : []), ...lines.slice(at + 1)]
  // `data` itself, not a property of that name (`d.data.label`) nor text in a string.
  const readsData = rest.some((line) => /(^|[^.\w$])data\b/.test(line.replace(/(['"`]).*?\1/g, '')))
  return { code: `function setupChart(f3Chart${readsData ? ', data' : ''}) {\n${rest.join('\n')}\n}`, readsData }
}

/** Whether the setup code still names the f3 namespace (and so imports it). */
export const usesF3 = (setup: SetupFunction) => /\bf3\s*\./.test(setup.code)
