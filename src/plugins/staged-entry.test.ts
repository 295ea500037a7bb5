// The browser bundle starts from the staged entry; the server bundle keeps Docusaurus' own.
import { existsSync, readFileSync } from 'node:fs'

const plugin = require('./staged-entry')

describe('the staged entry plugin', () => {
  it('replaces the entry of the browser bundle only', () => {
    const { configureWebpack } = plugin()
    expect(configureWebpack({}, true)).toEqual({})
    expect(configureWebpack({}, false)).toEqual({ entry: plugin.STAGED_ENTRY, mergeStrategy: { entry: 'replace' } })
  })

  it("points at a file that ends by running Docusaurus' client entry", () => {
    expect(existsSync(plugin.STAGED_ENTRY)).toBe(true)
    const source = readFileSync(plugin.STAGED_ENTRY, 'utf8')
    const imports = [...source.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1])
    expect(imports.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry.js')
    expect(require.resolve(imports.at(-1)!)).toMatch(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/)
  })
})
