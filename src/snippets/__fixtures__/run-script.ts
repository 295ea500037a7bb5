/** Test helper: runs generated plain JS with fake f3, fetch and document, and reports what the chart received. */
import { DATA } from './sources'

export interface ScriptRun {
  charts: { selector: string; data: unknown }[]
  fetched: string[]
  errors: unknown[]
  styles: string[]
}

/** A chainable stand-in for the family-chart namespace that records createChart calls. */
function fakeF3(run: ScriptRun) {
  const chain: unknown = new Proxy(() => chain, { get: () => () => chain })
  return { createChart: (selector: string, data: unknown) => (run.charts.push({ selector, data }), chain) }
}

/** Runs `code` (no import lines) and waits for pending promises; fetch answers with DATA, or with `status` when given. */
export async function runScript(code: string, status = 200): Promise<ScriptRun> {
  const run: ScriptRun = { charts: [], fetched: [], errors: [], styles: [] }
  const fetch = async (url: string) => {
    run.fetched.push(url)
    return { ok: status < 400, status, json: async () => DATA }
  }
  const document = {
    createElement: () => ({ textContent: '', remove() {} }),
    head: { appendChild: (el: { textContent: string }) => run.styles.push(el.textContent) },
  }
  const console = { error: (err: unknown) => run.errors.push(err) }
  const d3 = { select: () => ({ style: () => undefined }) }
  new Function('f3', 'd3', 'fetch', 'document', 'console', code)(fakeF3(run), d3, fetch, document, console)
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
  return run
}

/** Removes the import lines of a module snippet so the rest runs as a function body. */
export function stripImports(code: string): string {
  return code.replace(/^import .*$/gm, '')
}
