// Docusaurus plugin: with SITE_NAMED_MODULES=1, the browser bundle names its modules and chunks by path instead of
// by number, so that a CPU profile of the built site can be read module by module (bench/site-profile.mjs). Off, it
// changes nothing: the published build keeps webpack's short numeric ids.
module.exports = function namedModulesPlugin() {
  return {
    name: 'named-modules',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.SITE_NAMED_MODULES !== '1') return {}
      return { optimization: { moduleIds: 'named', chunkIds: 'named' } }
    },
  }
}
