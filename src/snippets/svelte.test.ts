import { compile } from 'svelte/compiler'
import {
  ALL_SOURCES,
  CREATE_FN,
  CREATE_FN_D3,
  CSS,
  DATA_JSON,
  FETCHED,
  HOSTILE,
  INLINE,
  WITH_CSS,
  WITH_D3,
} from './__fixtures__/sources'
import { svelteSnippet } from './svelte'

describe('svelteSnippet', () => {
  it.each(ALL_SOURCES)('compiles without warnings (%s)', (_, src) => {
    const result = compile(svelteSnippet(src), { filename: 'FamilyTree.svelte', generate: 'client' })
    expect(result.warnings.map((w) => w.message)).toEqual([])
    expect(result.js.code).toContain('FamilyChart')
  })

  it('creates the chart in onMount and clears the container on destroy', () => {
    const code = svelteSnippet(FETCHED)
    expect(code).toContain("import { onMount } from 'svelte'")
    expect(code).toContain('onMount(() => {')
    expect(code).toContain("if (cont) cont.innerHTML = ''")
    expect(code).toMatch(/<div id="FamilyChart" class="f3" bind:this=\{cont\} style="[^"]*height:900px[^"]*"><\/div>/)
  })

  it('keeps the chart code verbatim', () => {
    expect(svelteSnippet(FETCHED)).toContain(CREATE_FN)
    expect(svelteSnippet(WITH_D3)).toContain(CREATE_FN_D3)
    expect(svelteSnippet(WITH_D3)).toContain("import * as d3 from 'd3'")
  })

  it('fetches the URL or embeds the JSON', () => {
    expect(svelteSnippet(FETCHED)).toContain("fetch('/data/data.json')")
    const inline = svelteSnippet(INLINE)
    expect(inline.replace(/\n\s*/g, '')).toContain(`const data = ${DATA_JSON.replace(/\n\s*/g, '')}`)
    expect(inline).not.toContain('fetch(')
  })

  it('injects the CSS as a page style element only when given', () => {
    expect(svelteSnippet(FETCHED)).not.toContain("createElement('style')")
    const code = svelteSnippet(WITH_CSS)
    expect(code).toContain("createElement('style')")
    expect(code).toContain('style.remove()')
    expect(code).toContain(CSS.replace(/\\/g, '\\\\').split('\n').join('\n  '))
    expect(code).not.toContain('<style')
  })

  it('escapes </script in data', () => {
    const code = svelteSnippet(HOSTILE)
    expect(code.match(/<\/script>/g)).toHaveLength(1)
    expect(() => compile(code, { generate: 'client' })).not.toThrow()
  })
})
