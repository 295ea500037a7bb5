/** Generates the React snippet: on the official component (family-chart/react) when the chart code allows, else plain. */
import { reactComponentSnippet } from './react-component'
import { reactEffectSnippet } from './react-effect'
import { setupFunction } from './setup-function'
import type { SnippetSource } from './types'

export function reactSnippet(src: SnippetSource): string {
  const setup = setupFunction(src)
  return setup ? reactComponentSnippet(src, setup) : reactEffectSnippet(src)
}
