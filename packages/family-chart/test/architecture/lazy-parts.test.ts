// Each part a feature loads on first use is a `load-<part>.ts` beside the feature (a dynamic import) with a static
// twin `load-<part>.static.ts`, which the script-tag build takes instead (tsup.config.ts): the twin must offer the
// same names from the same module, and import nothing dynamically, or that build would not be synchronous.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const SRC = join(__dirname, '../../src')

/** The features' parts; the bindings' loader of the library itself is no part of the script-tag build. */
function loaders(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name !== 'bindings') loaders(path, out)
    } else if (/^load-[\w-]+\.ts$/.test(name) && readFileSync(path, 'utf8').includes('import(')) out.push(path)
  }
  return out
}

/** The names a module exports as `export const`, and the modules it takes its part from. */
function read(path: string) {
  const text = readFileSync(path, 'utf8')
  return {
    text,
    names: [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]).sort(),
    from: [...text.matchAll(/import\('([^']+)'\)|import \* as \w+ from '([^']+)'/g)].map((m) => m[1] ?? m[2]),
  }
}

describe('the parts loaded on first use', () => {
  const found = loaders(SRC).filter((path) => !path.endsWith('load-renderer.ts'))

  it('are found (the relationship view, the actions menu, the folds, the data source wiring, the overview, the data report, the edit tree, the search box, the hover path, the relatives layout, the fan)', () => {
    expect(found.map((path) => relative(SRC, path)).sort()).toEqual([
      'chart-types/fan/load-body.ts',
      'chart-types/relatives/load-layout.ts',
      'features/card-actions/load-menu.ts',
      'features/collapse/load-body.ts',
      'features/data-source/load-wiring.ts',
      'features/editing/load-edit-tree.ts',
      'features/editing/load-session.ts',
      'features/hover-path/load-path.ts',
      'features/large-trees/load-drawing.ts',
      'features/person-search/load-behaviour.ts',
      'features/relationship/load-view.ts',
      'features/validation/load-report.ts',
    ])
  })

  it.each(found.map((path) => [relative(SRC, path), path]))(
    '%s has a static twin with the same names from the same module',
    (_name, path) => {
      const lazy = read(path)
      const twin = read(path.replace(/\.ts$/, '.static.ts'))
      expect(twin.names).toEqual(lazy.names)
      expect(twin.from).toEqual(lazy.from)
      expect(twin.text).not.toContain('import(')
    },
  )
})
