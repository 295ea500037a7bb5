// The binding examples the docs show and the e2e suite runs (e2e/bindings.e2e.ts runs the React, Vue and plain-page
// apps): here the ones no browser test runs are checked too, the Angular and Svelte components compiled, and the
// Next.js page rendered on the server as Next does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@babel/parser'
import { spawnSync } from 'node:child_process'
import { compile } from 'svelte/compiler'
import { renderToString } from 'react-dom/server'
import NextPage from './react/next-page'

jest.mock('family-chart/styles/family-chart.css', () => ({}), { virtual: true })

const source = (path: string) => readFileSync(join(__dirname, path), 'utf8')

/**
 * Angular's own template parser on `template`: its errors and, per element, the bound inputs and outputs. The
 * compiler is an ES module only, so it runs in a Node process of its own.
 */
function angularTemplate(template: string): {
  errors: string[]
  elements: Record<string, { inputs: string[]; outputs: string[] }>
} {
  const script = `
    import { parseTemplate } from '@angular/compiler'
    let text = ''
    process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => {
      const parsed = parseTemplate(text, 'template.html')
      const elements = {}
      for (const node of parsed.nodes)
        if (node.name) elements[node.name] = { inputs: node.inputs.map((i) => i.name), outputs: node.outputs.map((o) => o.name) }
      console.log(JSON.stringify({ errors: (parsed.errors ?? []).map(String), elements }))
    })`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    input: template,
    encoding: 'utf8',
    cwd: join(__dirname, '..', '..'),
  })
  if (run.status !== 0) throw new Error(`the Angular compiler failed: ${run.stderr}`)
  return JSON.parse(run.stdout)
}

describe('the Angular component', () => {
  const code = source('angular/family-tree.component.ts')
  const template = code.match(/template: `([\s\S]*?)`/)![1]

  it('parses as TypeScript with decorators and lets its template use the element', () => {
    expect(() => parse(code, { sourceType: 'module', plugins: ['typescript', 'decorators'] })).not.toThrow()
    expect(code).toContain("import 'family-chart/element'")
    expect(code).toContain('schemas: [CUSTOM_ELEMENTS_SCHEMA]')
  })

  it('binds the data property, the main-id attribute and the mainchange event in a template Angular accepts', () => {
    const { errors, elements } = angularTemplate(template)
    expect(errors).toEqual([])
    expect(elements['family-chart']).toEqual({ inputs: ['data', 'cardDisplay', 'main-id'], outputs: ['mainchange'] })
  })
})

describe('the Svelte component', () => {
  it('compiles without warnings, setting the data as a property and listening to mainchange', () => {
    const result = compile(source('svelte/FamilyTree.svelte'), { filename: 'FamilyTree.svelte', generate: 'client' })
    expect(result.warnings.map((w) => w.message)).toEqual([])
    expect(result.js.code).toContain('family-chart/element')
    expect(result.js.code).toMatch(/mainchange/)
  })
})

describe('the Next.js page', () => {
  it("is a client page ('use client' first) whose server render is the empty chart container", () => {
    expect(source('react/next-page.tsx').split('\n')[0]).toBe("'use client'")
    expect(typeof window).toBe('undefined')
    const html = renderToString(<NextPage />)
    expect(html).toBe('<main><h1>Our family</h1><div class="f3" style="height:600px"></div></main>')
  })
})
