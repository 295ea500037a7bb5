// Docusaurus plugin: each built page names the script files of its route in deferred <script> tags after the entry.
//
// The static page loaded only the entry (runtime and main); the route's chunks were asked for once main had run and
// looked the route up, a second round trip on a slow network, and their script elements were made in one task just
// before hydration. With the tags in the page they download beside main and have run by the time the route renders,
// so webpack finds them installed and loads nothing. The files are those webpack's own lookup would load
// (route-scripts-plan.js).
const fs = require('node:fs')
const path = require('node:path')
const { addRouteScripts, parseRoutesModule, routeScriptFiles } = require('./route-scripts-plan')

/** The HTML file of a route path in the build (trailing slashes off: /a/b is a/b.html, / is index.html). */
function htmlFileOf(outDir, routePath) {
  const candidates =
    routePath === '/'
      ? ['index.html']
      : [`${routePath.replace(/^\/|\/$/g, '')}.html`, `${routePath.replace(/^\/|\/$/g, '')}/index.html`]
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
      for (const routePath of new Set(routesPaths)) {
        const file = htmlFileOf(outDir, routePath)
        if (!file) continue
        const files = routeScriptFiles({ routes, chunkNames, manifest, pathname: routePath })
        const html = fs.readFileSync(file, 'utf8')
        const next = addRouteScripts(html, files)
        if (next !== html) fs.writeFileSync(file, next)
      }
    },
  }
}
