/** Entry point of the snippet generators: re-exports them and builds every snippet of one example at once. */
import { angularSnippet } from './angular'
import { fullHtmlSnippet } from './full-html'
import { reactSnippet } from './react'
import { svelteSnippet } from './svelte'
import type { AllSnippets, SnippetSource } from './types'
import { vanillaJsSnippet } from './vanilla-js'
import { vueSnippet } from './vue'

export { angularSnippet, fullHtmlSnippet, reactSnippet, svelteSnippet, vanillaJsSnippet, vueSnippet }
export { D3_CDN_URL, FAMILY_CHART_CDN_URL, FAMILY_CHART_CSS_CDN_URL } from './cdn'
export { dataLoadingCode } from './data-loading'
export { indent } from './text'
export type { AllSnippets, SnippetSource } from './types'

export function allSnippets(src: SnippetSource): AllSnippets {
  return {
    vanillaJs: vanillaJsSnippet(src),
    fullHtml: fullHtmlSnippet(src),
    vue: vueSnippet(src),
    react: reactSnippet(src),
    angular: angularSnippet(src),
    svelte: svelteSnippet(src),
  }
}
