import { parse } from '@babel/parser'
import {
  ALL_SOURCES,
  CREATE_FN,
  CREATE_FN_D3,
  CSS,
  DATA_JSON,
  FETCHED,
  INLINE,
  WITH_CSS,
  WITH_D3,
} from './__fixtures__/sources'
import { reactSnippet } from './react'

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

describe('reactSnippet', () => {
  it.each(ALL_SOURCES)('parses as JSX (%s)', (_, src) => {
    expect(() => ast(reactSnippet(src))).not.toThrow()
  })

  it('default-exports the FamilyTree component, rendering the container div', () => {
    const code = reactSnippet(FETCHED)
    const program = ast(code).program
    const exported = program.body.find((n) => n.type === 'ExportDefaultDeclaration')
    expect(
      exported &&
        exported.type === 'ExportDefaultDeclaration' &&
        exported.declaration.type === 'FunctionDeclaration' &&
        exported.declaration.id?.name,
    ).toBe('FamilyTree')
    const div = nodes(program).find((n) => n.type === 'JSXOpeningElement') as unknown as {
      name: { name: string }
      selfClosing: boolean
      attributes: { name: { name: string } }[]
    }
    expect(div.name.name).toBe('div')
    expect(div.selfClosing).toBe(true)
    expect(div.attributes.map((a) => a.name.name)).toEqual(['className', 'id', 'ref', 'style'])
    expect(code).toContain("style={{ width: '100%', height: '900px', background: 'rgb(33,33,33)', color: '#fff' }}")
  })

  it('imports React hooks, family-chart and its stylesheet', () => {
    const sources = ast(reactSnippet(FETCHED)).program.body.flatMap((n) =>
      n.type === 'ImportDeclaration' ? [n.source.value] : [],
    )
    expect(sources).toEqual(['react', 'family-chart', 'family-chart/styles/family-chart.css'])
    expect(reactSnippet(FETCHED)).toContain("import React, { useEffect, useRef } from 'react'")
  })

  it('keeps the chart code verbatim as a module-level function', () => {
    const code = reactSnippet(WITH_D3)
    expect(code).toContain(CREATE_FN_D3)
    expect(code).toContain("import * as d3 from 'd3'")
    const fns = ast(reactSnippet(FETCHED)).program.body.filter((n) => n.type === 'FunctionDeclaration')
    expect(fns.map((n) => n.type === 'FunctionDeclaration' && n.id?.name)).toEqual(['create'])
    expect(reactSnippet(FETCHED)).toContain(CREATE_FN)
  })

  it('loads data in useEffect and clears the container on unmount', () => {
    const fetched = reactSnippet(FETCHED)
    expect(fetched).toContain("fetch('/data/data.json')")
    expect(fetched).toContain('.then(data => render(data))')
    expect(fetched).toContain("if (cont) cont.innerHTML = ''")
    expect(fetched).toContain('}, [])')
    const inline = reactSnippet(INLINE)
    expect(inline).toContain(
      DATA_JSON.split('\n')
        .map((line) => `    ${line}`)
        .join('\n')
        .replace(/^ {4}/, ''),
    )
    expect(inline).not.toContain('fetch(')
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
