// The code languages the site highlights, registered on prism-react-renderer's Prism in place of the ~40 it bundles.
//
// prism-react-renderer defines every bundled language (Go, Rust, Swift, Python, ...) when it is first imported, a
// walk over all their grammars that was the longest task on pages with code. The site shows only web code, so
// src/plugins/prism-languages-loader.js cuts that part out of the package and calls this function instead, with
// the package's own Prism core. The definitions come from prismjs, the package Prism's languages are published in;
// its component files read a global `Prism`, so it is set while they are evaluated, then put back.
const LANGUAGES = [
  // Order matters: each file extends the ones before it.
  () => require('prismjs/components/prism-markup'),
  () => require('prismjs/components/prism-css'),
  () => require('prismjs/components/prism-clike'),
  () => require('prismjs/components/prism-javascript'),
  () => require('prismjs/components/prism-jsx'),
  () => require('prismjs/components/prism-typescript'),
  () => require('prismjs/components/prism-tsx'),
  () => require('prismjs/components/prism-json'),
  () => require('prismjs/components/prism-bash'),
  () => require('prismjs/components/prism-yaml'),
]

/** The names code blocks may use, aliases included (a test checks each is registered). */
const LANGUAGE_NAMES = [
  'markup',
  'html',
  'xml',
  'svg',
  'css',
  'clike',
  'javascript',
  'js',
  'jsx',
  'typescript',
  'ts',
  'tsx',
  'json',
  'bash',
  'sh',
  'shell',
  'yaml',
  'yml',
]

function registerLanguages(Prism) {
  const previous = globalThis.Prism
  globalThis.Prism = Prism
  try {
    for (const load of LANGUAGES) load()
  } finally {
    if (previous === undefined) delete globalThis.Prism
    else globalThis.Prism = previous
  }
  return Prism
}

module.exports = registerLanguages
module.exports.LANGUAGE_NAMES = LANGUAGE_NAMES
