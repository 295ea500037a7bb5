// Docusaurus plugin: `import text from './File.tsx?raw'` gives the file's text, so demo pages can show their source.
const RAW_QUERY = /raw/

/** Keeps a rule (the JS/TS, CSS and asset loaders) away from `?raw` imports, which must stay untransformed. */
function skipRaw(rule) {
  if (!rule || typeof rule !== 'object' || rule.resourceQuery) return
  rule.resourceQuery = { not: [RAW_QUERY] }
}

module.exports = function rawSourcePlugin() {
  return {
    name: 'raw-source',
    configureWebpack(config) {
      for (const rule of config.module?.rules ?? []) skipRaw(rule)
      return { module: { rules: [{ resourceQuery: RAW_QUERY, type: 'asset/source' }] } }
    },
  }
}
