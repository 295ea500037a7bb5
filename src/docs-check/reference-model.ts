// What the API reference check reads: TypeDoc's JSON model (the parts it uses) and the public methods of a class in
// the TypeScript source, to compare the two.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import * as ts from 'typescript'

/** TypeDoc's JSON model, only the parts read here. */
export interface Reflection {
  id: number
  name: string
  kind: number
  flags?: { isPrivate?: boolean }
  comment?: { summary: { text: string }[]; blockTags?: { tag: string; content: { text: string }[] }[] }
  signatures?: Reflection[]
  getSignature?: Reflection
  children?: Reflection[]
  groups?: { title: string; children: number[] }[]
  sources?: { fileName: string }[]
  /** For a reference (a name exported twice): the reflection it names. */
  target?: number
}
export const KIND = {
  Namespace: 4,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
  Reference: 4194304,
}

/**
 * Public methods of a class in the TypeScript source (not private, protected or tagged @internal), with those of the
 * classes it extends, followed through their imports: the reference shows inherited methods on the class's page.
 */
export function publicMethods(file: string, className: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const names: string[] = []
  let found = false
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || node.name?.text !== className) return
    found = true
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member) || !member.name || !ts.isIdentifier(member.name)) continue
      const mods = ts.getModifiers(member) ?? []
      if (mods.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword))
        continue
      if (ts.getJSDocTags(member).some((t) => t.tagName.text === 'internal')) continue
      names.push(member.name.text)
    }
    const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression
    if (base && ts.isIdentifier(base)) names.push(...publicMethods(importedFrom(source, file, base.text), base.text))
  })
  if (!found) throw new Error(`class ${className} not found in ${file}`)
  return [...new Set(names)]
}

/** The file a name is imported from in `source` (relative imports of .ts files), or the file itself. */
function importedFrom(source: ts.SourceFile, file: string, name: string): string {
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue
    const bindings = node.importClause?.namedBindings
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === name)) {
      return resolve(dirname(file), `${node.moduleSpecifier.text}.ts`)
    }
  }
  return file
}

/** Every reflection of the model by id. */
export function reflectionsById(model: Reflection): Map<number, Reflection> {
  const all = new Map<number, Reflection>()
  const visit = (r: Reflection) => {
    all.set(r.id, r)
    for (const child of r.children ?? []) visit(child)
  }
  visit(model)
  return all
}
