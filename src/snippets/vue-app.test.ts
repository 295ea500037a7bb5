// Snippets of an example whose chart code mounts a Vue app (legacy example 10): Vue is loaded beside family-chart (a
// script tag in the Full HTML page, an import in the module snippets, a dependency of the generated projects).
import { allSnippets } from './index'
import { moduleImports, usesVue } from './imports'
import { VUE_CDN_URL } from './cdn'
import vueExample from '../example-code/10-vue-plugin-example'
import { viteProject } from '../sandbox/vite-project'
import { angularProject } from '../sandbox/angular-project'

const SOURCE = { createFnString: vueExample.code, dataUrl: vueExample.dataUrl, css: vueExample.css }

describe('snippets of an example that mounts a Vue app', () => {
  it('tell code that uses the Vue namespace from code that only names Vue', () => {
    expect(usesVue(vueExample.code)).toBe(true)
    expect(usesVue('function create(data) { const app = Vue.createApp({}) }')).toBe(true)
    expect(
      usesVue('function create(data) {\n  // Works in a Vue component too\n  f3.createChart("#FamilyChart", data)\n}'),
    ).toBe(false)
  })

  it('load Vue before the code runs in the Full HTML page, and only there', () => {
    const html = allSnippets(SOURCE).fullHtml
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1])
    expect(scripts).toEqual([
      'https://cdn.jsdelivr.net/npm/d3@7',
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0',
      VUE_CDN_URL,
    ])
    expect(html.indexOf(VUE_CDN_URL)).toBeLessThan(html.indexOf('<script type="module">'))
    expect(allSnippets({ ...SOURCE, createFnString: 'function create(data) {}' }).fullHtml).not.toContain('vue@')
  })

  it('import Vue in every module snippet', () => {
    expect(moduleImports(SOURCE)).toContain("import * as Vue from 'vue'")
    const { vanillaJs, vue, react, angular, svelte } = allSnippets(SOURCE)
    for (const snippet of [vanillaJs, vue, react, angular, svelte])
      expect(snippet).toContain("import * as Vue from 'vue'")
  })

  it('add vue to the dependencies of every generated project', () => {
    const src = {
      createFnString: vueExample.code,
      dataJson: '[]',
      css: vueExample.css,
      title: 'Vue plugin example',
      description: 'x',
    }
    for (const framework of ['vue', 'react', 'svelte'] as const) {
      expect({ framework, vue: viteProject(framework, src).dependencies.vue }).toEqual({
        framework,
        vue: expect.stringMatching(/^\^3\./),
      })
    }
    expect(angularProject(src).dependencies.vue).toMatch(/^\^3\./)
    expect(
      viteProject('react', { ...src, createFnString: 'function create(data) {}' }).dependencies.vue,
    ).toBeUndefined()
  })
})
