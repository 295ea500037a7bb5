import { compileScript, compileTemplate, parse } from '@vue/compiler-sfc'
import {
  ALL_SOURCES,
  CREATE_FN,
  CREATE_FN_OWN_START,
  CSS,
  DATA_JSON,
  FETCHED,
  HOSTILE,
  INLINE,
  OWN_START,
  WITH_CSS,
  WITH_D3,
} from './__fixtures__/sources'
import { setupFunction } from './setup-function'
import { vueSnippet } from './vue'

function compile(code: string) {
  const { descriptor, errors } = parse(code, { filename: 'FamilyTree.vue' })
  expect(errors).toEqual([])
  const script = compileScript(descriptor, { id: 'family-tree' })
  const template = compileTemplate({
    source: descriptor.template!.content,
    filename: 'FamilyTree.vue',
    id: 'family-tree',
    compilerOptions: { bindingMetadata: script.bindings },
  })
  expect(template.errors).toEqual([])
  return { descriptor, script, template }
}

describe('vueSnippet on the official component', () => {
  it.each(ALL_SOURCES)('compiles as a single-file component (%s)', (_, src) => {
    const { descriptor, script } = compile(vueSnippet(src))
    expect(descriptor.scriptSetup).not.toBeNull()
    expect(script.content).toContain("from 'family-chart/vue'")
  })

  it('renders <FamilyChart> with the container id and 900px height, the data and the setup', () => {
    const { descriptor, template } = compile(vueSnippet(FETCHED))
    expect(descriptor.template!.content).toContain('<FamilyChart id="FamilyChart" :data="data" :setup="setupChart"')
    expect(descriptor.template!.content).toContain('height:900px')
    expect(template.code).toContain('$setup["FamilyChart"]')
  })

  it('gives the chart code to the component as its setup, importing only what it names', () => {
    const setup = compile(vueSnippet(FETCHED)).descriptor.scriptSetup!.content
    expect(setup).toContain(setupFunction(FETCHED)!.code)
    expect(setup).not.toContain("from 'family-chart'\n")
    const d3 = compile(vueSnippet(WITH_D3)).descriptor.scriptSetup!.content
    expect(d3).toContain("import * as d3 from 'd3'")
  })

  it('fetches the data into a shallow ref on mount, or embeds the JSON as a constant', () => {
    const fetched = vueSnippet(FETCHED)
    expect(fetched).toContain('const data = shallowRef(null)')
    expect(fetched).toContain("fetch('/data/data.json')")
    const inline = vueSnippet(INLINE)
    expect(inline.replace(/\n\s*/g, '')).toContain(`const data = ${DATA_JSON.replace(/\n\s*/g, '')}`)
    expect(inline).not.toContain('fetch(')
    expect(inline).not.toContain('onMounted')
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
    expect(setup).toContain(setupFunction(HOSTILE)!.code)
  })
})

describe('vueSnippet for chart code the component does not take', () => {
  it('creates the chart on mount into its own container, the code verbatim', () => {
    const { descriptor, script, template } = compile(vueSnippet(OWN_START))
    expect(descriptor.template!.content).toContain('id="FamilyChart"')
    expect(descriptor.template!.content).toContain('class="f3"')
    expect(template.code).toContain('ref: "contRef"')
    expect(script.content).toContain('onMounted')
    expect(descriptor.scriptSetup!.content).toContain(CREATE_FN_OWN_START)
    expect(descriptor.scriptSetup!.content).not.toContain(CREATE_FN)
  })
})
