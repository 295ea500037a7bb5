// Docusaurus plugin: each built page fetches its route's script files as soon as it has painted, not once the entry
// has run.
//
// The static page loaded only the entry; the route's chunks were asked for once main had run and looked the route
// up, a second round trip on a slow network, and their script elements were made in one task just before hydration.
// Now an inline script appends them, one per task, right after the first frame (after-paint-loader.js), with the
// parts split out of the entry (split-chunks.js): by the time the route renders webpack finds them installed or on
// their way. Only the runtime and the main chunk load from the head, so the style sheet that the first paint waits
// for shares a slow network with fewer downloads than before. The files are those webpack's own lookup would load
// (route-scripts-plan.js). A route whose code preloads a chunk (`webpackPreload`: the Wiki tree's chart library) has
// it downloaded from then on too, instead of once the entry has run; the client build records which chunks preload
// which (preload-children.json in the generated files).
const fs = require('node:fs')
const path = require('node:path')
const {
  entryPartFiles,
  parseRoutesModule,
  planPage,
  routePreloadFiles,
  routeScriptFiles,
} = require('./route-scripts-plan')

const PRELOADS_FILE = 'preload-children.json'

/** Chunk id → the ids of the chunks its code preloads, for every chunk of a compilation that preloads any. */
function preloadChildren(compilation) {
  const map = {}
  for (const chunk of compilation.chunks) {
    const preload = chunk.getChildIdsByOrders(compilation.chunkGraph).preload
    if (preload?.length) map[chunk.id] = preload
  }
  return map
}

/** Writes preloadChildren of the client build to `file` once the build has emitted its files. */
class RecordPreloads {
  constructor(file) {
    this.file = file
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('RecordPreloads', (compilation) => {
      fs.writeFileSync(this.file, JSON.stringify(preloadChildren(compilation)))
    })
  }
}

/** The HTML file of a route path in the build (trailing slashes off: /a/b is a/b.html, / is index.html). */
function htmlFileOf(outDir, routePath) {
  const bare = routePath.replace(/^\/|\/$/g, '')
  const candidates = routePath === '/' ? ['index.html'] : [`${bare}.html`, `${bare}/index.html`, bare]
  return candidates.map((file) => path.join(outDir, file)).find((file) => fs.existsSync(file))
}

function routeScriptsPlugin(context) {
  const generated = context.generatedFilesDir
  return {
    name: 'route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {}
      return { plugins: [new RecordPreloads(path.join(generated, PRELOADS_FILE))] }
    },
    async postBuild({ outDir, routesPaths }) {
      const read = (file) => fs.readFileSync(path.join(generated, file), 'utf8')
      const routes = parseRoutesModule(read('routes.js'))
      const chunkNames = JSON.parse(read('routesChunkNames.json'))
      const manifest = JSON.parse(read('client-manifest.json'))
      const preloads = fs.existsSync(path.join(generated, PRELOADS_FILE)) ? JSON.parse(read(PRELOADS_FILE)) : {}
      const entry = entryPartFiles(manifest)
      for (const routePath of new Set(routesPaths)) {
        const file = htmlFileOf(outDir, routePath)
        if (!file || !file.endsWith('.html')) continue
        const route = routeScriptFiles({ routes, chunkNames, manifest, pathname: routePath })
        const preload = routePreloadFiles({ routes, chunkNames, manifest, pathname: routePath, preloads })
        const html = fs.readFileSync(file, 'utf8')
        const next = planPage(html, { entry, route, preload })
        if (next !== html) fs.writeFileSync(file, next)
      }
    },
  }
}

module.exports = routeScriptsPlugin
module.exports.preloadChildren = preloadChildren
module.exports.PRELOADS_FILE = PRELOADS_FILE
