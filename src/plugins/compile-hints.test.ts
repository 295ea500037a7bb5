// The compile hint goes on the first line of every browser script, once, and nowhere else.
import webpack from 'webpack'

const { HINT, addCompileHints } = require('./compile-hints')
const plugin = require('./compile-hints')

function fakeCompilation(files: Record<string, string>) {
  const assets = new Map<string, webpack.sources.Source>(
    Object.entries(files).map(([name, text]) => [name, new webpack.sources.RawSource(text)]),
  )
  return {
    assets,
    getAssets: () => [...assets].map(([name, source]) => ({ name, source })),
    updateAsset: (name: string, source: webpack.sources.Source) => assets.set(name, source),
  }
}

const text = (compilation: ReturnType<typeof fakeCompilation>, name: string) =>
  compilation.assets.get(name)!.source().toString()

describe('compile hints', () => {
  it('puts the hint on the first line of each script, before its licence banner', () => {
    const compilation = fakeCompilation({
      'assets/js/main.js': '/*! For license information see main.js.LICENSE.txt */\n(()=>{})();',
    })
    addCompileHints(compilation, webpack.sources)
    expect(text(compilation, 'assets/js/main.js')).toBe(
      `${HINT}/*! For license information see main.js.LICENSE.txt */\n(()=>{})();`,
    )
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('leaves styles, licence files and already hinted scripts as they are', () => {
    const files = {
      'assets/css/styles.css': 'a{}',
      'assets/js/main.js.LICENSE.txt': '/* MIT */',
      'assets/js/1.js': `${HINT}x()`,
    }
    const compilation = fakeCompilation(files)
    addCompileHints(compilation, webpack.sources)
    for (const [name, content] of Object.entries(files)) expect(text(compilation, name)).toBe(content)
  })

  it('is added to the browser bundle only', () => {
    const { configureWebpack } = plugin()
    expect(configureWebpack({}, true)).toEqual({})
    const { plugins } = configureWebpack({}, false, { currentBundler: { instance: webpack } })
    expect(plugins).toHaveLength(1)
    expect(typeof plugins[0].apply).toBe('function')
  })
})
