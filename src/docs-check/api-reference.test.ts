// Keeps the API reference in sync with the library: each public method has a `### name` section and each section
// names a real method, read from the TypeScript source with the compiler API.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as ts from 'typescript'

const root = join(__dirname, '..', '..')
const lib = join(root, 'packages', 'family-chart', 'src')

/** Methods the library uses internally; public in TypeScript but not part of the documented API. */
const INTERNAL = new Set(['renderInto', 'dims', 'getCard', 'onEnterPathToMain', 'onLeavePathToMain'])

function publicMethods(file: string, className: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const names: string[] = []
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || node.name?.text !== className) return
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member) || !member.name || !ts.isIdentifier(member.name)) continue
      const mods = ts.getModifiers(member) ?? []
      if (mods.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword)) continue
      if (!INTERNAL.has(member.name.text)) names.push(member.name.text)
    }
  })
  if (!names.length) throw new Error(`class ${className} not found in ${file}`)
  return names
}

function documentedMethods(page: string): string[] {
  const text = readFileSync(join(root, 'docs', 'api', page), 'utf8')
  return [...text.matchAll(/^### (\w+)\s*$/gm)].map((m) => m[1])
}

/** A documented class: its name, the source files of it and its base classes ([file, class]), and its page. */
const pages: [string, [string, string][], string][] = [
  ['Chart', [['chart.ts', 'Chart']], 'chart.md'],
  ['CardHtml', [['cards/card-html.ts', 'CardHtml']], 'card-html.md'],
  ['CardSvg', [['cards/card-svg.ts', 'CardSvg']], 'card-svg.md'],
  ['EditTree', [['edit-tree/edit-tree.ts', 'EditTree'], ['edit-tree/edit-tree-settings.ts', 'EditTreeSettings']], 'edit-tree.md'],
]

describe.each(pages)('API reference for %s', (_name, sources, page) => {
  const inSource = sources.flatMap(([file, className]) => publicMethods(join(lib, file), className))
  const inDocs = documentedMethods(page)

  it('documents every public method', () => {
    expect(inSource.filter((m) => !inDocs.includes(m))).toEqual([])
  })

  it('documents no method the library lacks', () => {
    expect(inDocs.filter((m) => !inSource.includes(m))).toEqual([])
  })
})
