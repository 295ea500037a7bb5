/** Generates the Vue 3 snippet: on the official component (family-chart/vue) when the chart code allows, else plain. */
import { setupFunction } from './setup-function'
import type { SnippetSource } from './types'
import { vueComponentSnippet } from './vue-component'
import { vueEffectSnippet } from './vue-effect'

export function vueSnippet(src: SnippetSource): string {
  const setup = setupFunction(src)
  return setup ? vueComponentSnippet(src, setup) : vueEffectSnippet(src)
}
