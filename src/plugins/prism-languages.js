// Docusaurus plugin: prism-react-renderer is built with only the code languages the site shows (see
// src/plugins/prism-languages-loader.js and src/prism/register-languages.js), in the server and the browser bundle
// alike so that server-rendered code and hydration tokenise the same way.
const path = require('node:path')

const PRISM_REACT_RENDERER_BUNDLE = /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/
const LOADER = path.join(__dirname, 'prism-languages-loader.js')

module.exports = function prismLanguagesPlugin() {
  return {
    name: 'prism-languages',
    configureWebpack() {
      return { module: { rules: [{ test: PRISM_REACT_RENDERER_BUNDLE, use: [{ loader: LOADER }] }] } }
    },
  }
}

module.exports.PRISM_REACT_RENDERER_BUNDLE = PRISM_REACT_RENDERER_BUNDLE
