// The published packages beside ours: 0.8.0 (family-chart-080) and 0.9.0 (family-chart-published), dev dependencies
// loaded through their CommonJS (UMD) builds, and our namespace as users import it.
import * as ours from '../../src/index'

export type Namespace = Record<string, any>

/** The published versions whose names ours carries, with the package each is installed as. */
export const PUBLISHED: [version: string, pkg: string][] = [
  ['0.8.0', 'family-chart-080'],
  ['0.9.0', 'family-chart-published'],
]

/** A published package's namespace (a fresh copy of the module is not needed: the packages keep no state). */
export function published(pkg: string): Namespace {
  return require(pkg)
}

/** Our namespace, with its default export, as `import * as f3 from 'family-chart'` gives it. */
export const f3: Namespace = ours

/** An empty chart container of a fixed size in a fresh page. */
export function container(id = 'c'): HTMLElement {
  document.body.innerHTML = `<div id="${id}" style="width:900px;height:600px"></div>`
  return document.getElementById(id)!
}
