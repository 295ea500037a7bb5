// The drop-in's parts loaded on first use carry their own copies of the modules listed in scripts/own-copies.json
// (scripts/build-drop-in.mjs says why). Two copies of a module must behave as one, so each listed module keeps no
// state of its own; and the copies must do what they are for: a program that only draws does not load the form's code.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const PACKAGE = join(__dirname, '../..')
const ROOT = join(PACKAGE, '../..')
const LIST: string[] = JSON.parse(readFileSync(join(PACKAGE, 'scripts/own-copies.json'), 'utf8')).modules

/** What in a module's top level would differ between two copies: mutable bindings, Symbols, collections made at load. */
function stateOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true)
  const found: string[] = []
  const madeAtLoad = (node: ts.Node): void => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return
    if (ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isAccessor(node)) return
    // An instance field's value is made per instance; a static one at load.
    const isStatic =
      ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)
    if (ts.isPropertyDeclaration(node) && !isStatic) return
    if (ts.isCallExpression(node) && node.expression.getText() === 'Symbol') found.push(`Symbol(): ${node.getText()}`)
    if (ts.isNewExpression(node) && /^(Weak)?(Map|Set)$/.test(node.expression.getText()))
      found.push(`made at load: ${node.getText()}`)
    ts.forEachChild(node, madeAtLoad)
  }
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const))
      found.push(`mutable binding: ${statement.getText().split('\n')[0]}`)
    madeAtLoad(statement)
  }
  return found
}

/** The classes a module declares. */
function classesOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true)
  return source.statements.filter(ts.isClassDeclaration).flatMap((c) => (c.name ? [c.name.text] : []))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith('.ts') ? [path] : []
  })
}

describe("the drop-in parts' own copies", () => {
  it('are modules that exist', () => {
    expect(LIST.length).toBeGreaterThan(0)
    for (const path of LIST) expect(statSync(join(PACKAGE, path)).isFile()).toBe(true)
  })

  it('keep no state of their own (no let or var, Symbol() or collection made at load)', () => {
    const state = LIST.flatMap((path) => stateOf(join(PACKAGE, path)).map((what) => `${path}: ${what}`))
    expect(state).toEqual([])
  })

  it('finds state where there is some (the check itself)', () => {
    expect(stateOf(join(PACKAGE, 'src/data/markers.ts'))).toEqual([expect.stringMatching(/^Symbol\(\)/)])
    expect(stateOf(join(PACKAGE, 'src/ui/unique-id.ts'))).toEqual([
      expect.stringMatching(/^mutable binding: let count/),
    ])
  })

  it('declare no class that code tells apart with instanceof', () => {
    const classes = LIST.flatMap((path) => classesOf(join(PACKAGE, path)))
    const checks = sourceFiles(join(PACKAGE, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return classes
        .filter((name) => new RegExp(`instanceof\\s+${name}\\b`).test(text))
        .map((name) => `${file}: ${name}`)
    })
    expect(checks).toEqual([])
  })

  it("keep the form's code out of what a program that only draws loads up front, and in what it loads later", () => {
    // The three-line program, bundled from the built package by esbuild with code splitting, in a Node process of its
    // own (as the size budget measures it).
    const script = `
      import { program, programChunks } from ${JSON.stringify(join(ROOT, 'bench/entry-sizes.mjs'))}
      const { upFront, later } = await programChunks(program("import { createChart } from 'family-chart'"))
      const text = (chunks) => chunks.map((c) => Buffer.from(c).toString()).join('\\n')
      console.log(JSON.stringify({ upFront: text(upFront), later: text(later) }))
    `
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
    expect(run.stderr).toBe('')
    const { upFront, later } = JSON.parse(run.stdout) as { upFront: string; later: string }
    // Class names only the person form's builder (features/editing/form/render-form.ts) writes.
    for (const formClass of ['f3-form-view', 'f3-form-long-value', 'f3-add-relative-toggle']) {
      expect(later).toContain(formClass)
      expect(upFront).not.toContain(formClass)
    }
  })
})
