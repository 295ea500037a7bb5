import { parse } from '@babel/parser'
import {
  ALL_SOURCES,
  CREATE_FN,
  CREATE_FN_D3,
  CSS,
  DATA,
  DATA_JSON,
  FETCHED,
  INLINE,
  WITH_CSS,
  WITH_D3,
} from './__fixtures__/sources'
import { runScript, stripImports } from './__fixtures__/run-script'
import { vanillaJsSnippet } from './vanilla-js'

describe('vanillaJsSnippet', () => {
  it.each(ALL_SOURCES)('parses as an ES module (%s)', (_, src) => {
    expect(() => parse(vanillaJsSnippet(src), { sourceType: 'module', plugins: ['jsx'] })).not.toThrow()
  })

  it('imports family-chart and its stylesheet, and holds the chart code verbatim', () => {
    const code = vanillaJsSnippet(FETCHED)
    expect(code.startsWith("import * as f3 from 'family-chart'\nimport 'family-chart/styles/family-chart.css'\n")).toBe(
      true,
    )
    expect(code).toContain(CREATE_FN)
    expect(code).not.toContain("from 'd3'")
  })

  it('imports d3 only when the chart code uses it', () => {
    const code = vanillaJsSnippet(WITH_D3)
    expect(code).toContain("import * as d3 from 'd3'")
    expect(code).toContain(CREATE_FN_D3)
  })

  it('fetches the URL or embeds the JSON', () => {
    expect(vanillaJsSnippet(FETCHED)).toContain("fetch('/data/data.json')")
    const inline = vanillaJsSnippet(INLINE)
    expect(inline).toContain(`const data = ${DATA_JSON}`)
    expect(inline).not.toContain('fetch(')
  })

  it('adds the CSS only when given', () => {
    expect(vanillaJsSnippet(FETCHED)).not.toContain("createElement('style')")
    expect(vanillaJsSnippet(WITH_CSS)).toContain("createElement('style')")
  })

  it('is accepted by new Function once the imports are stripped', () => {
    expect(() => new Function(stripImports(vanillaJsSnippet(WITH_CSS)))).not.toThrow()
  })

  it('runs: creates the chart with the data, adding the exact CSS', async () => {
    const inline = await runScript(stripImports(vanillaJsSnippet({ ...INLINE, css: CSS })))
    expect(inline.charts).toEqual([{ selector: '#FamilyChart', data: DATA }])
    expect(inline.styles).toEqual([CSS])
    const fetched = await runScript(stripImports(vanillaJsSnippet(FETCHED)))
    expect(fetched.fetched).toEqual(['/data/data.json'])
    expect(fetched.charts).toEqual([{ selector: '#FamilyChart', data: DATA }])
  })
})
