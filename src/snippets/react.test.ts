import { parse } from '@babel/parser'
import {
  ALL_SOURCES,
  CREATE_FN,
  CREATE_FN_OWN_START,
  CSS,
  DATA_JSON,
  FETCHED,
  INLINE,
  OWN_START,
  WITH_CSS,
  WITH_D3,
} from './__fixtures__/sources'
import { reactSnippet } from './react'
import { setupFunction } from './setup-function'

type Node = { type: string; [key: string]: unknown }

/** Every node of an AST, depth first. */
function nodes(node: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((child) => nodes(child, out))
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    out.push(node as Node)
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') nodes(value, out)
  }
  return out
}

const ast = (code: string) => parse(code, { sourceType: 'module', plugins: ['jsx'] })
const importsOf = (code: string) =>
  ast(code).program.body.flatMap((n) => (n.type === 'ImportDeclaration' ? [n.source.value] : []))
const functionsOf = (code: string) =>
  ast(code).program.body.flatMap((n) => (n.type === 'FunctionDeclaration' ? [n.id?.name] : []))

describe('reactSnippet on the official component', () => {
  it.each(ALL_SOURCES)('parses as JSX (%s)', (_, src) => {
    expect(() => ast(reactSnippet(src))).not.toThrow()
  })

  it('default-exports FamilyTree, rendering <FamilyChart> with the container id and style, and the setup', () => {
    const code = reactSnippet(FETCHED)
    const exported = ast(code).program.body.find((n) => n.type === 'ExportDefaultDeclaration')
    expect(
      exported?.type === 'ExportDefaultDeclaration' &&
        exported.declaration.type === 'FunctionDeclaration' &&
        exported.declaration.id?.name,
    ).toBe('FamilyTree')
    const element = nodes(ast(code).program).find((n) => n.type === 'JSXOpeningElement') as unknown as {
      name: { name: string }
      attributes: { name: { name: string } }[]
    }
    expect(element.name.name).toBe('FamilyChart')
    expect(element.attributes.map((a) => a.name.name)).toEqual(['id', 'data', 'setup', 'style'])
    expect(code).toContain('id="FamilyChart"')
    expect(code).toContain("style={{ width: '100%', height: '900px', background: 'rgb(33,33,33)', color: '#fff' }}")
  })

  it('imports the component and the stylesheet, and the namespaces only where the chart code names them', () => {
    expect(importsOf(reactSnippet(FETCHED))).toEqual([
      'react',
      'family-chart/react',
      'family-chart/styles/family-chart.css',
    ])
    expect(importsOf(reactSnippet(WITH_D3))).toEqual([
      'react',
      'family-chart/react',
      'd3',
      'family-chart/styles/family-chart.css',
    ])
    const namesF3 = {
      ...FETCHED,
      createFnString: CREATE_FN.replace('f3Chart.setCardHtml()', 'f3Chart.setCard(f3.CardHtml)'),
    }
    expect(importsOf(reactSnippet(namesF3))).toContain('family-chart')
  })

  it('gives the chart code to the component as its setup, and the data when the code reads it', () => {
    const code = reactSnippet(FETCHED)
    expect(code).toContain(setupFunction(FETCHED)!.code)
    expect(functionsOf(code)).toEqual(['setupChart'])
    expect(code).toContain('setup={setupChart}')
    const readsData = {
      ...FETCHED,
      createFnString: CREATE_FN.replace('f3Chart.updateTree', 'console.log(data.length)\n  f3Chart.updateTree'),
    }
    expect(reactSnippet(readsData)).toContain('setup={(f3Chart) => setupChart(f3Chart, data)}')
  })

  it('fetches the data into state in an effect, or embeds it as a constant without one', () => {
    const fetched = reactSnippet(FETCHED)
    expect(fetched).toContain("import React, { useEffect, useState } from 'react'")
    expect(fetched).toContain('const [data, setData] = useState(null)')
    expect(fetched).toContain("fetch('/data/data.json')")
    expect(fetched).toContain('const show = (data) => { if (active) setData(data) }')
    const inline = reactSnippet(INLINE)
    expect(inline).toContain("import React from 'react'")
    expect(inline).toContain(`const data = ${DATA_JSON}`)
    expect(inline).not.toContain('fetch(')
    expect(inline).not.toContain('useEffect')
  })

  it('adds and removes the CSS only when given', () => {
    expect(reactSnippet(FETCHED)).not.toContain('style.remove()')
    const code = reactSnippet(WITH_CSS)
    expect(code).toContain('style.remove()')
    const literal = nodes(ast(code).program).find((n) => n.type === 'TemplateLiteral') as unknown as {
      quasis: { value: { cooked: string } }[]
    }
    // Indenting the snippet only adds leading whitespace to the CSS lines.
    expect(literal.quasis[0].value.cooked.replace(/\n +/g, '\n')).toBe(CSS)
  })
})

describe('reactSnippet for chart code the component does not take', () => {
  it('creates the chart itself after mount and clears the container on unmount, the code verbatim', () => {
    const code = reactSnippet(OWN_START)
    expect(() => ast(code)).not.toThrow()
    expect(importsOf(code)).toEqual(['react', 'family-chart', 'family-chart/styles/family-chart.css'])
    expect(code).toContain("import React, { useEffect, useRef } from 'react'")
    expect(code).toContain(CREATE_FN_OWN_START)
    expect(functionsOf(code)).toEqual(['create'])
    expect(code).toContain('.then(data => render(data))')
    expect(code).toContain("if (cont) cont.innerHTML = ''")
    const div = nodes(ast(code).program).find((n) => n.type === 'JSXOpeningElement') as unknown as {
      name: { name: string }
      attributes: { name: { name: string } }[]
    }
    expect(div.name.name).toBe('div')
    expect(div.attributes.map((a) => a.name.name)).toEqual(['className', 'id', 'ref', 'style'])
  })
})
