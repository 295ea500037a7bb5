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
import { angularSnippet } from './angular'

const ast = (code: string) => parse(code, { sourceType: 'module', plugins: ['typescript', 'decorators'] })

/** The object literal passed to @Component, as key → source text. */
function componentOptions(code: string): Record<string, string> {
  const exported = ast(code).program.body.find((n) => n.type === 'ExportNamedDeclaration')
  if (exported?.type !== 'ExportNamedDeclaration' || exported.declaration?.type !== 'ClassDeclaration')
    throw new Error('no exported class')
  const decorator = exported.declaration.decorators![0].expression
  if (decorator.type !== 'CallExpression' || decorator.callee.type !== 'Identifier')
    throw new Error('no decorator call')
  expect(decorator.callee.name).toBe('Component')
  const options = decorator.arguments[0]
  if (options.type !== 'ObjectExpression') throw new Error('no options object')
  return Object.fromEntries(
    options.properties.map((p) => {
      if (p.type !== 'ObjectProperty' || p.key.type !== 'Identifier') throw new Error('unexpected property')
      return [p.key.name, code.slice(p.value.start!, p.value.end!)]
    }),
  )
}

describe('angularSnippet', () => {
  it.each(ALL_SOURCES)('parses as TypeScript with decorators (%s)', (_, src) => {
    expect(() => ast(angularSnippet(src))).not.toThrow()
  })

  it('is a standalone app-family-tree component implementing AfterViewInit', () => {
    const code = angularSnippet(FETCHED)
    const options = componentOptions(code)
    expect(options.selector).toBe("'app-family-tree'")
    expect(options.standalone).toBe('true')
    expect(options.template).toMatch(
      /^`<div id="FamilyChart" class="f3" #cont style="[^"]*height:900px[^"]*"><\/div>`$/,
    )
    expect(code).toContain('export class FamilyTreeComponent implements AfterViewInit, OnDestroy {')
    expect(code).toContain('  ngAfterViewInit(): void {')
  })

  it('keeps the chart code verbatim as a module-level function', () => {
    const body = ast(angularSnippet(FETCHED)).program.body
    expect(
      body.filter((n) => n.type === 'FunctionDeclaration').map((n) => n.type === 'FunctionDeclaration' && n.id?.name),
    ).toEqual(['create'])
    expect(angularSnippet(FETCHED)).toContain(`// @ts-ignore\n${CREATE_FN}`)
    expect(angularSnippet(WITH_D3)).toContain(CREATE_FN_D3)
    expect(angularSnippet(WITH_D3)).toContain("import * as d3 from 'd3'")
  })

  it('fetches the URL or embeds the JSON', () => {
    expect(angularSnippet(FETCHED)).toContain("fetch('/data/data.json')")
    const inline = angularSnippet(INLINE)
    expect(inline.replace(/\n\s*/g, '')).toContain(`const data = ${DATA_JSON.replace(/\n\s*/g, '')}`)
    expect(inline).not.toContain('fetch(')
  })

  it('adds unencapsulated styles only when CSS is given', () => {
    const plain = componentOptions(angularSnippet(FETCHED))
    expect(plain.styles).toBeUndefined()
    expect(angularSnippet(FETCHED)).not.toContain('ViewEncapsulation')
    const options = componentOptions(angularSnippet(WITH_CSS))
    expect(options.encapsulation).toBe('ViewEncapsulation.None')
    const styles = new Function(`return ${options.styles}`)() as string[]
    expect(styles).toHaveLength(1)
    expect(
      styles[0]
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    ).toBe(CSS)
  })
})
