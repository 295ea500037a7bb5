// What the locales weigh: each locale entry and the English machinery (translate + catalogue), bundled alone with
// esbuild (minified, ES2019) and gzipped; each bundle's inputs are listed so a locale that pulls in another shows.
// With `--candidates DIR` (a folder where the npm i18n libraries are installed: `npm install rosetta
// @messageformat/core i18next intl-messageformat @lingui/core typesafe-i18n` in that folder), it measures the same
// small use of each library: one message with a name and a plural count.
// Usage: node bench/locales-size.mjs [--candidates /tmp/i18n-bench]
import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { join, relative } from 'node:path'

const LIB = join(import.meta.dirname, '../packages/family-chart/src/locales')
const CODES = ['de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'he', 'ar', 'zh', 'ja']

// Stands in for the English catalogue, to weigh the formatter without the strings it falls back to.
const noCatalogue = {
  name: 'no-catalogue',
  setup(b) {
    b.onResolve({ filter: /en-messages$/ }, () => ({ path: 'en-messages', namespace: 'stub' }))
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export const EN_MESSAGES = {}', loader: 'js' }))
  },
}

async function weigh(contents, resolveDir, plugins = []) {
  const result = await build({
    plugins,
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2019',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.startsWith('<stdin>'))
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, inputs }
}

const kb = (bytes) => (bytes / 1024).toFixed(2)
const rows = []
const ours = {
  'translate, isolate, Intl caches (catalogue aside)': `import { translate } from './translate'; console.log(translate)`,
  'translate with the English catalogue': `import { translate } from './translate'; console.log(translate)`,
  'translate + English locale': `import { translate } from './translate'; import { en } from './en'; console.log(translate(en, 'edit.savedName', { name: 'Ann' }))`,
  'kinship records + words (no locale)': `import { kinshipWords } from './kinship/words'; console.log(kinshipWords)`,
  ...Object.fromEntries(CODES.map((code) => [`locale ${code}`, `import locale from './${code}'; console.log(locale)`])),
}
for (const [name, contents] of Object.entries(ours)) {
  const { min, gzip, inputs } = await weigh(contents, LIB, name.includes('catalogue aside') ? [noCatalogue] : [])
  const own = /^locale (..)$/.exec(name)?.[1] ?? (name.includes('English locale') ? 'en' : '')
  const otherLocales = inputs
    .map((p) => relative(LIB, join(process.cwd(), p)))
    .filter((p) => /^[a-z]{2}\.ts$/.test(p) && p.slice(0, 2) !== own)
  rows.push({ name, min, gzip, note: otherLocales.length ? `imports ${otherLocales.join(', ')}` : '' })
}

const at = process.argv.indexOf('--candidates')
if (at > 0) {
  const dir = process.argv[at + 1]
  const candidates = {
    rosetta: `import rosetta from 'rosetta'; const i = rosetta({ en: { a: 'Saved {{name}}' } }); i.locale('en'); console.log(i.t('a', { name: 'Ann' }))`,
    '@messageformat/core': `import MessageFormat from '@messageformat/core'; const mf = new MessageFormat('en'); console.log(mf.compile('{count, plural, one {# ancestor of {name}} other {# ancestors of {name}}}')({ count: 2, name: 'Ann' }))`,
    i18next: `import i18next from 'i18next'; i18next.init({ lng: 'en', resources: { en: { translation: { a_one: '{{count}} ancestor of {{name}}', a_other: '{{count}} ancestors of {{name}}' } } } }); console.log(i18next.t('a', { count: 2, name: 'Ann' }))`,
    'intl-messageformat': `import { IntlMessageFormat } from 'intl-messageformat'; console.log(new IntlMessageFormat('{count, plural, one {# ancestor of {name}} other {# ancestors of {name}}}', 'en').format({ count: 2, name: 'Ann' }))`,
    '@lingui/core': `import { i18n } from '@lingui/core'; i18n.load('en', { a: '{count, plural, one {# ancestor of {name}} other {# ancestors of {name}}}' }); i18n.activate('en'); console.log(i18n._('a', { count: 2, name: 'Ann' }))`,
    'typesafe-i18n': `import { i18nString } from 'typesafe-i18n'; const LL = i18nString('en'); console.log(LL('{count} ancestor{{s}} of {name}', { count: 2, name: 'Ann' }))`,
  }
  for (const [name, contents] of Object.entries(candidates)) {
    try {
      const { min, gzip } = await weigh(contents, dir)
      rows.push({ name: `npm: ${name}`, min, gzip, note: '' })
    } catch (error) {
      rows.push({ name: `npm: ${name}`, min: NaN, gzip: NaN, note: String(error.message).split('\n')[0] })
    }
  }
}

console.log('| bundle | min KB | gzip KB | note |\n| --- | ---: | ---: | --- |')
for (const r of rows) console.log(`| ${r.name} | ${kb(r.min)} | ${kb(r.gzip)} | ${r.note} |`)
