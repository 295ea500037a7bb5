// Docusaurus plugin: the browser bundle's chunking of the family-chart library and of the entry.
//
// The library is imported lazily from several components (a chart, an example, a demo, the builder, the Wiki tree);
// without a group of its own webpack emitted one identical copy of it per importing page group (five chunks of
// ~96 KB with the same content under different names), so a visitor going from one page to another downloaded it
// again. One named chunk is shared by all of them and cached once. The GEDCOM entry (two copies before) gets a
// named chunk of its own the same way, and it and the exporter still load only when used.
//
// The entry every page loads is three files instead of one: React DOM (with its scheduler), the generated route
// tables, and the rest. A script is compiled in one main-thread task when the browser does not stream it (Lighthouse's
// runs, for one: there the whole entry was one task of 40-60 ms before the 4x slowdown), so three files make three
// shorter tasks. Webpack starts the entry once all three have run, so nothing else changes.
const LIBRARY_MAIN = /[\\/]packages[\\/]family-chart[\\/]dist[\\/](family-chart|chunk-[\w-]+)\.js$/
const LIBRARY_GEDCOM = /[\\/]packages[\\/]family-chart[\\/]dist[\\/]gedcom\.js$/
const ENTRY_REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/
const ENTRY_ROUTES = /[\\/]\.docusaurus[\\/](routes\.js|registry\.js|routesChunkNames\.json|globalData\.json)$/

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
              familyChartGedcom: {
                test: LIBRARY_GEDCOM,
                name: 'family-chart-gedcom',
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
              entryReactDom: {
                test: ENTRY_REACT_DOM,
                name: 'react-dom',
                chunks: 'initial',
                enforce: true,
                priority: 45,
              },
              entryRoutes: { test: ENTRY_ROUTES, name: 'routes', chunks: 'initial', enforce: true, priority: 45 },
            },
          },
        },
      }
    },
  }
}

module.exports.LIBRARY_MAIN = LIBRARY_MAIN
module.exports.LIBRARY_GEDCOM = LIBRARY_GEDCOM
module.exports.ENTRY_REACT_DOM = ENTRY_REACT_DOM
module.exports.ENTRY_ROUTES = ENTRY_ROUTES
