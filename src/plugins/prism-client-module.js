// Docusaurus plugin: keeps the code highlighter out of the bundle every page loads.
//
// The classic theme registers a client module (lib/prism-include-languages.js) that imports `Prism` from
// prism-react-renderer only to hand it to `@theme/prism-include-languages`, which registers extra Prism languages.
// The site adds none (src/theme/prism-include-languages.ts is a no-op), yet that import put the whole highlighter
// (~82 KB, with a language-definition walk that runs at start-up) into the main chunk of every page, chart-only pages
// and the landing page included. The client module is replaced by an empty one; code blocks still import the
// highlighter themselves, so it now arrives with the pages that show code.
const path = require('node:path')

const THEME_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/
const EMPTY_MODULE = path.join(__dirname, 'empty-client-module.js')

module.exports = function prismClientModulePlugin() {
  return {
    name: 'prism-client-module',
    configureWebpack(_config, _isServer, utils) {
      const webpack = utils?.currentBundler?.instance ?? require('webpack')
      return {
        plugins: [
          new webpack.NormalModuleReplacementPlugin(THEME_CLIENT_MODULE, (resource) => {
            resource.request = EMPTY_MODULE
            if (resource.createData) resource.createData.resource = EMPTY_MODULE
          }),
        ],
      }
    },
  }
}

module.exports.THEME_CLIENT_MODULE = THEME_CLIENT_MODULE
module.exports.EMPTY_MODULE = EMPTY_MODULE
