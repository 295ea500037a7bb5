// Webpack loader for prism-react-renderer's bundle (dist/index.mjs and dist/index.js): replaces the part that
// defines its ~40 bundled languages with a call to src/prism/register-languages.js (the site's ten). The Prism core,
// the themes and the Highlight component are left as they are. If a new version of the package no longer has the
// two section markers, the build stops with a message rather than shipping every language again unnoticed.
const path = require('node:path')

const LANGUAGES_START = '// src/prism-langs.ts'
const LANGUAGES_END = '// src/themes/index.ts'
const PRISM_LINE = 'var Prism = __toESM(require_prism());'
const REGISTER = path.join(__dirname, '..', 'prism', 'register-languages.js')

/** The bundle's text with the bundled language definitions replaced by the site's registration. */
function replaceLanguages(source, { esm, registerPath = REGISTER }) {
  const start = source.indexOf(LANGUAGES_START)
  const end = source.indexOf(LANGUAGES_END)
  if (start < 0 || end < start || !source.slice(start, end).includes(PRISM_LINE)) {
    throw new Error(
      `prism-languages-loader: prism-react-renderer's bundle no longer has the "${LANGUAGES_START}" section it replaces; check src/plugins/prism-languages-loader.js against the installed version.`,
    )
  }
  const request = JSON.stringify(registerPath)
  const head = esm
    ? `import __siteRegisterLanguages from ${request};\n`
    : `var __siteRegisterLanguages = require(${request});\n`
  return `${head}${source.slice(0, start)}${LANGUAGES_START} (the site's languages: src/prism/register-languages.js)\n${PRISM_LINE}\n__siteRegisterLanguages(Prism);\n\n${source.slice(end)}`
}

module.exports = function prismLanguagesLoader(source) {
  return replaceLanguages(source, { esm: this.resourcePath.endsWith('.mjs') })
}

module.exports.replaceLanguages = replaceLanguages
