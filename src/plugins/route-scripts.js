// Docusaurus plugin: each built page fetches its route's script files as soon as it has painted, not once the entry
// has run.
//
// The static page loaded only the entry; the route's chunks were asked for once main had run and looked the route
// up, a second round trip on a slow network, and their script elements were made in one task just before hydration.
// Now an inline script appends them, one per task, right after the first frame (after-paint-loader.js), with the
// parts split out of the entry (split-chunks.js): by the time the route renders webpack finds them installed or on
// their way. Only the runtime and the main chunk load from the head, so the style sheet that the first paint waits
// for shares a slow network with fewer downloads than before. The files are those webpack's own lookup would load
// (route-scripts-plan.js).
const fs = require('node:fs')
const path = require('node:path')
const { entryPartFiles, parseRoutesModule, planPage, routeScriptFiles } = require('./route-scripts-plan')

/** The HTML file of a route path in the build (trailing slashes off: /a/b is a/b.html, / is index.html). */
function htmlFileOf(outDir, routePath) {
  const bare = routePath.replace(/^\/|\/$/g, '')
  const candidates = routePath === '/' ? ['index.html'] : [`${bare}.html`, `${bare}/index.html`, bare]
  return candidates.map((file) => path.join(outDir, file)).find((file) => fs.existsSync(file))
}

module.exports = function routeScriptsPlugin(context) {
  return {
    name: 'route-scripts',
    async postBuild({ outDir, routesPaths }) {
      const generated = context.generatedFilesDir
      const read = (file) => fs.readFileSync(path.join(generated, file), 'utf8')
      const routes = parseRoutesModule(read('routes.js'))
      const chunkNames = JSON.parse(read('routesChunkNames.json'))
      const manifest = JSON.parse(read('client-manifest.json'))
      const entry = entryPartFiles(manifest)
      for (const routePath of new Set(routesPaths)) {
        const file = htmlFileOf(outDir, routePath)
        if (!file || !file.endsWith('.html')) continue
        const route = routeScriptFiles({ routes, chunkNames, manifest, pathname: routePath })
        const html = fs.readFileSync(file, 'utf8')
        const next = planPage(html, { entry, route })
        if (next !== html) fs.writeFileSync(file, next)
      }
    },
  }
}
