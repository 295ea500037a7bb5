/**
 * Import lines of the module-based snippets: family-chart, d3, family-chart/gedcom, Vue and languages
 * (family-chart/locales/<code>) when the chart code uses them, and the stylesheet.
 */
import { localeImportLines } from './locales'
import type { SnippetSource } from './types'

/** Whether the chart code refers to the d3 namespace. */
export function usesD3(src: SnippetSource): boolean {
  return /\bd3\s*\./.test(src.createFnString)
}

/** Whether the chart code uses the GEDCOM entry point (global `f3Gedcom` in a page, `family-chart/gedcom` in a module). */
export function usesGedcom(src: SnippetSource): boolean {
  return /\bf3Gedcom\s*\./.test(src.createFnString)
}

/**
 * Whether the chart code uses the Vue namespace (global `Vue` in a page, `import * as Vue from 'vue'` in a module):
 * `Vue.createApp(...)` or `const { createApp } = Vue`. Takes the code itself, so the live chart can ask too.
 */
export function usesVue(code: string): boolean {
  return /\bVue\s*\.\s*\w|=\s*Vue\b/.test(code)
}

/** The import lines, one per entry; `css: false` leaves out the stylesheet import (Angular adds it in angular.json). */
export function moduleImports(src: SnippetSource, options: { css?: boolean } = {}): string[] {
  const lines = ["import * as f3 from 'family-chart'"]
  if (usesD3(src)) lines.push("import * as d3 from 'd3'")
  if (usesGedcom(src)) lines.push("import * as f3Gedcom from 'family-chart/gedcom'")
  if (usesVue(src.createFnString)) lines.push("import * as Vue from 'vue'")
  if (options.css !== false) lines.push("import 'family-chart/styles/family-chart.css'")
  // The languages last: `const f3Locales = { he }` follows the imports it names.
  lines.push(...localeImportLines(src.createFnString))
  return lines
}

/**
 * The import lines of a snippet built on a framework component: the component's entry, the f3 namespace only when
 * the setup code names it, then what moduleImports adds for the chart code, and the stylesheet.
 */
export function componentImports(src: SnippetSource, entry: 'react' | 'vue', namesF3: boolean): string[] {
  const [, ...others] = moduleImports(src)
  return [`import { FamilyChart } from 'family-chart/${entry}'`, ...(namesF3 ? [moduleImports(src)[0]] : []), ...others]
}
