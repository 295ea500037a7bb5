// Docusaurus plugin: V8's explicit compile hint on every browser script the site ships.
//
// Without a hint, V8 compiles only a script's top level while the file streams in, and each function the first
// time it is called, on the main thread. Webpack module factories, React and the theme's components are all called
// while a page starts, so that compilation landed in the long tasks of the main chunk's evaluation and of
// hydration. The magic comment `//# allFunctionsCalledOnLoad` on a script's first line asks Chromium (136 and later)
// to compile the whole file eagerly on the background streaming thread instead; other browsers read it as a
// comment. It is added after minification (which drops comments) and before the content hashes are computed.
const HINT = '//# allFunctionsCalledOnLoad\n'
const NAME = 'compile-hints'

/** Puts the hint on the first line of every .js asset that does not have it yet. */
function addCompileHints(compilation, sources) {
  for (const asset of compilation.getAssets()) {
    if (!/\.js$/.test(asset.name)) continue
    const text = asset.source.source().toString()
    if (text.startsWith(HINT)) continue
    compilation.updateAsset(asset.name, new sources.ConcatSource(HINT, asset.source))
  }
}

class CompileHintsWebpackPlugin {
  constructor(webpack) {
    this.webpack = webpack
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (OPTIMIZE_SIZE) and before the real content hashes (OPTIMIZE_HASH).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => addCompileHints(compilation, sources),
      )
    })
  }
}

module.exports = function compileHintsPlugin() {
  return {
    name: NAME,
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {}
      const webpack = utils?.currentBundler?.instance ?? require('webpack')
      return { plugins: [new CompileHintsWebpackPlugin(webpack)] }
    },
  }
}

module.exports.HINT = HINT
module.exports.addCompileHints = addCompileHints
