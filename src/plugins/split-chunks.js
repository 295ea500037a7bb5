// Docusaurus plugin: the browser bundle's chunking of the family-chart library.
//
// The library is imported lazily from several components (a chart, an example, a demo, the builder, the Wiki tree);
// without a group of its own webpack emitted one identical copy of it per importing page group (five chunks of
// ~96 KB with the same content under different names), so a visitor going from one page to another downloaded it
// again. One named chunk is shared by all of them and cached once. The GEDCOM entry and the exporter stay apart:
// they load only when used.
const LIBRARY_MAIN = /[\\/]packages[\\/]family-chart[\\/]dist[\\/](family-chart|chunk-[\w-]+)\.js$/

module.exports = function splitChunksPlugin() {
  return {
    name: 'split-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {}
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              familyChart: { test: LIBRARY_MAIN, name: 'family-chart', chunks: 'async', enforce: true, priority: 45 },
            },
          },
        },
      }
    },
  }
}

module.exports.LIBRARY_MAIN = LIBRARY_MAIN
