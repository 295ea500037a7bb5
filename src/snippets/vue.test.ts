import { compileScript, compileTemplate, parse } from '@vue/compiler-sfc'
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
import { vueSnippet } from './vue'

function compile(code: string) {
  const { descriptor, errors } = parse(code, { filename: 'FamilyTree.vue' })
  expect(errors).toEqual([])
  const script = compileScript(descriptor, { id: 'family-tree' })
  const template = compileTemplate({
    source: descriptor.template!.content,
    filename: 'FamilyTree.vue',
    id: 'family-tree',
  })
  expect(template.errors).toEqual([])
  return { descriptor, script, template }
}

describe('vueSnippet', () => {
  it.each(ALL_SOURCES)('compiles as a single-file component (%s)', (_, src) => {
    const { descriptor, script } = compile(vueSnippet(src))
    expect(descriptor.scriptSetup).not.toBeNull()
    expect(script.content).toContain('onMounted')
  })

  it('renders the container div with its ref and 900px height', () => {
    const { descriptor, template } = compile(vueSnippet(FETCHED))
    expect(descriptor.template!.content).toContain('id="FamilyChart"')
    expect(descriptor.template!.content).toContain('class="f3"')
    expect(descriptor.template!.content).toContain('height:900px')
    expect(template.code).toContain('ref: "contRef"')
  })

  it('keeps the chart code verbatim in <script setup>', () => {
    expect(compile(vueSnippet(FETCHED)).descriptor.scriptSetup!.content).toContain(CREATE_FN)
    const d3 = compile(vueSnippet(WITH_D3)).descriptor.scriptSetup!.content
    expect(d3).toContain(CREATE_FN_D3)
    expect(d3).toContain("import * as d3 from 'd3'")
  })

  it('fetches the URL or embeds the JSON', () => {
    expect(vueSnippet(FETCHED)).toContain("fetch('/data/data.json')")
    const inline = vueSnippet(INLINE)
    expect(inline).toContain('const data = [')
    expect(inline.replace(/\n\s*/g, '')).toContain(DATA_JSON.replace(/\n\s*/g, ''))
    expect(inline).not.toContain('fetch(')
  })

  it('has a global (unscoped) style block only when CSS is given', () => {
    expect(compile(vueSnippet(FETCHED)).descriptor.styles).toHaveLength(0)
    const styles = compile(vueSnippet(WITH_CSS)).descriptor.styles
    expect(styles).toHaveLength(1)
    expect(styles[0].scoped).toBeFalsy()
    expect(styles[0].content.trim()).toBe(CSS)
  })

  it('keeps hostile data inside the script block', () => {
    const setup = compile(vueSnippet(HOSTILE)).descriptor.scriptSetup!.content
    expect(setup).toContain('<\\/script><script>alert(1)<\\/script>')
    expect(setup).toContain(CREATE_FN)
  })
})
