/**
 * @jest-environment jsdom
 */
// The React and Vue snippets on the official components, run: compiled (TypeScript's transpiler, as a bundler would), given the built
// family-chart/react and family-chart/vue, mounted in a page. Each draws the example's chart, with its settings.
import ts from 'typescript'
import { compileScript, parse } from '@vue/compiler-sfc'
import React, { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createApp, nextTick, type Component } from 'vue'
import { CREATE_FN, DATA, FETCHED, INLINE } from './__fixtures__/sources'
import { reactSnippet } from './react'
import { vueSnippet } from './vue'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The module a snippet's code makes, its imports given by this test's require (the stylesheet as nothing). */
function evaluate(code: string, loader: 'jsx' | 'js'): { default: unknown } {
  const { outputText: cjs } = ts.transpileModule(code, {
    fileName: `FamilyTree.${loader}`,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  })
  const module = { exports: {} as { default: unknown } }
  const load = (name: string) => (name.endsWith('.css') ? {} : require(name))
  new Function('require', 'module', 'exports', cjs)(load, module, module.exports)
  return module.exports
}

/** The Vue component of a single-file component's text, its template compiled into the script. */
function vueComponent(code: string): Component {
  const { descriptor } = parse(code, { filename: 'FamilyTree.vue' })
  return evaluate(compileScript(descriptor, { id: 'family-tree', inlineTemplate: true }).content, 'js')
    .default as Component
}

/** Lets the fetch, the library's import and the drawing that follows settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const cardTexts = () =>
  [...document.querySelectorAll<HTMLElement>('#FamilyChart div.f3-card')].map((c) => c.textContent)

beforeAll(() => import('family-chart'), 60_000)
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>'
  ;(globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string) => ({
    ok: url === '/data/data.json',
    status: 200,
    json: async () => JSON.parse(JSON.stringify(DATA)),
  }))
})

// Rows no default shows, so the cards tell that the example's code set them up.
const BIRTHDAY_FIRST = CREATE_FN.replace('[["first name","last name"],["birthday"]]', '[["birthday"],["first name"]]')

describe.each([
  ['embedded', { ...INLINE, createFnString: BIRTHDAY_FIRST }],
  ['fetched', { ...FETCHED, createFnString: BIRTHDAY_FIRST }],
])('with the data %s', (_, src) => {
  it('the React snippet draws the chart with its card settings', async () => {
    const FamilyTree = evaluate(reactSnippet(src), 'jsx').default as React.FunctionComponent
    const root = createRoot(document.getElementById('app')!)
    await act(async () => {
      root.render(React.createElement(FamilyTree))
      await settle()
    })
    expect(document.querySelector('#FamilyChart')!.classList.contains('f3')).toBe(true)
    expect(cardTexts()).toEqual(expect.arrayContaining(['1970Agnus', '1973Dolly', '1998Bob']))
    await act(async () => root.unmount())
    expect(document.querySelector('.f3-card')).toBeNull()
  })

  it('the Vue snippet draws the chart with its card settings', async () => {
    const app = createApp(vueComponent(vueSnippet(src)))
    app.mount('#app')
    await settle()
    await nextTick()
    expect(cardTexts()).toEqual(expect.arrayContaining(['1970Agnus', '1973Dolly', '1998Bob']))
    app.unmount()
    expect(document.querySelector('.f3-card')).toBeNull()
  })
})
