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
    for (const snippet of Object.values(allSnippets(WITH_CSS))) expect(snippet).toContain('function create(data) {')
    expect(allSnippets(WITH_CSS).vanillaJs).toContain(CREATE_FN)
  })
})
