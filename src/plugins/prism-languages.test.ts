// prism-react-renderer as the site builds it: its Prism core, themes and Highlight, with the site's languages only.
import { readFileSync } from 'node:fs'
import Module from 'node:module'
import path from 'node:path'

const { replaceLanguages } = require('./prism-languages-loader')
const { PRISM_REACT_RENDERER_BUNDLE } = require('./prism-languages')
const { LANGUAGE_NAMES } = require('../prism/register-languages')

const bundlePath = require.resolve('prism-react-renderer').replace(/index\.m?js$/, 'index.js')

/** Evaluates the CommonJS bundle the way the loader rewrites it, as a module of its own. */
function loadRewrittenBundle() {
  const source = replaceLanguages(readFileSync(bundlePath, 'utf8'), { esm: false })
  const mod = new Module(bundlePath, module as unknown as Module)
  mod.filename = bundlePath
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(bundlePath),
  )
  ;(mod as unknown as { _compile(code: string, file: string): void })._compile(source, bundlePath)
  return mod.exports as typeof import('prism-react-renderer')
}

describe("prism-react-renderer with the site's languages", () => {
  const lib = loadRewrittenBundle()

  it('registers every language name code blocks use, and not the bundled ones the site never shows', () => {
    for (const name of LANGUAGE_NAMES) expect(lib.Prism.languages[name]).toBeDefined()
    for (const name of ['rust', 'go', 'swift', 'python', 'cpp', 'objectivec'])
      expect(lib.Prism.languages[name]).toBeUndefined()
  })

  it('still tokenises TypeScript and exports the Highlight component and the themes', () => {
    const tokens = lib.Prism.tokenize('const x: number = 1', lib.Prism.languages.typescript)
    const keywords = tokens
      .filter((t) => typeof t !== 'string' && t.type === 'keyword')
      .map((t) => (t as { content: string }).content)
    expect(keywords).toContain('const')
    expect(typeof lib.Highlight).toBe('function')
    expect(lib.themes.github.plain).toBeDefined()
  })

  it('leaves no global Prism behind', () => {
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined()
  })

  it('stops the build with a message when the bundle has no language section to replace', () => {
    expect(() => replaceLanguages('export const x = 1', { esm: true })).toThrow(
      /no longer has the "\/\/ src\/prism-langs.ts" section/,
    )
  })

  it('applies to both of the package bundles and nothing else', () => {
    expect(PRISM_REACT_RENDERER_BUNDLE.test('/site/node_modules/prism-react-renderer/dist/index.mjs')).toBe(true)
    expect(PRISM_REACT_RENDERER_BUNDLE.test('C:\\site\\node_modules\\prism-react-renderer\\dist\\index.js')).toBe(true)
    expect(PRISM_REACT_RENDERER_BUNDLE.test('/site/node_modules/prismjs/prism.js')).toBe(false)
  })
})
