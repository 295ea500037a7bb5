// Docusaurus plugin: the browser bundle starts from src/client/staged-entry.ts, which evaluates the main chunk's big
// libraries one task each and then runs Docusaurus' own client entry (see that file). The server bundle is unchanged.
const path = require('node:path')

const STAGED_ENTRY = path.join(__dirname, '..', 'client', 'staged-entry.ts')

module.exports = function stagedEntryPlugin() {
  return {
    name: 'staged-entry',
    configureWebpack(_config, isServer) {
      if (isServer) return {}
      return { entry: STAGED_ENTRY, mergeStrategy: { entry: 'replace' } }
    },
  }
}

module.exports.STAGED_ENTRY = STAGED_ENTRY
