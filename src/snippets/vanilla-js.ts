/** Generates the vanilla JS snippet: an ES module for a bundler that imports family-chart, loads the data and creates the chart. */
import { dataLoadingCode } from './data-loading'
import { moduleImports } from './imports'
import { exampleCss, styleInjectionCode } from './style-injection'
import type { SnippetSource } from './types'

export function vanillaJsSnippet(src: SnippetSource): string {
  const css = exampleCss(src.css)
  const parts = [moduleImports(src).join('\n')]
  if (css) parts.push(styleInjectionCode(css))
  parts.push(dataLoadingCode(src), src.createFnString.trim())
  return parts.join('\n\n') + '\n'
}
