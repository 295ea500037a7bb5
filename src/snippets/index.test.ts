import { CREATE_FN, WITH_CSS } from './__fixtures__/sources'
import {
  allSnippets,
  angularSnippet,
  fullHtmlSnippet,
  reactSnippet,
  svelteSnippet,
  vanillaJsSnippet,
  vueSnippet,
} from './index'

describe('allSnippets', () => {
  it('returns every snippet of the source', () => {
    expect(allSnippets(WITH_CSS)).toEqual({
      vanillaJs: vanillaJsSnippet(WITH_CSS),
      fullHtml: fullHtmlSnippet(WITH_CSS),
      vue: vueSnippet(WITH_CSS),
      react: reactSnippet(WITH_CSS),
      angular: angularSnippet(WITH_CSS),
      svelte: svelteSnippet(WITH_CSS),
    })
    const { vanillaJs, fullHtml, vue, react, angular, svelte } = allSnippets(WITH_CSS)
    for (const snippet of [vanillaJs, fullHtml, angular, svelte]) expect(snippet).toContain('function create(data) {')
    // React and Vue give the chart code to the official components as their setup.
    for (const snippet of [vue, react]) expect(snippet).toContain('function setupChart(f3Chart) {')
    expect(vanillaJs).toContain(CREATE_FN)
  })
})
