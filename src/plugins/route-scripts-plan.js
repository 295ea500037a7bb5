// Which script files a page's route needs, read from what the build wrote: the route table (.docusaurus/routes.js),
// the chunk names of each route (routesChunkNames.json) and the client manifest (chunk groups and their files). Pure;
// used by route-scripts.js.
const { matchRoutes } = require('react-router-config')

/**
 * The route table of .docusaurus/routes.js as plain objects: each ComponentCreator(path, hash) call becomes
 * `{ path, hash }`, everything else stays as written (the file is data around those calls).
 */
function parseRoutesModule(text) {
  const body = text.replace(/^\s*import\s[^;]*;?\s*$/gm, '').replace(/^\s*export\s+default\s+/m, 'return ')
  // eslint-disable-next-line no-new-func -- the build's own generated route table, not outside input
  return new Function('ComponentCreator', body)((path, hash) => ({ path, hash }))
}

/** Every chunk name in a route's entry of routesChunkNames.json (its values nest: `__context: { plugin }`). */
function chunkNamesOf(entry) {
  if (typeof entry === 'string') return [entry]
  if (!entry || typeof entry !== 'object') return []
  return Object.values(entry).flatMap(chunkNamesOf)
}

/**
 * The script files (public paths, in a stable order) the browser loads before it draws `pathname`: the chunk groups
 * of every chunk of every route that matches it, less the entry's own files (already in the page). Empty when no
 * route matches.
 */
function routeScriptFiles({ routes, chunkNames, manifest, pathname }) {
  const entry = new Set((manifest.entrypoints ?? []).flatMap((name) => manifest.origins?.[name] ?? [name]))
  const files = []
  const seen = new Set()
  for (const { route } of matchRoutes(routes, pathname)) {
    const names = chunkNamesOf(chunkNames[`${route.component?.path}-${route.component?.hash}`])
    for (const name of names) {
      for (const chunk of manifest.origins?.[name] ?? [name]) {
        if (entry.has(chunk)) continue
        for (const asset of manifest.assets?.[chunk]?.js ?? []) {
          if (seen.has(asset.publicPath)) continue
          seen.add(asset.publicPath)
          files.push(asset.publicPath)
        }
      }
    }
  }
  return files
}

const MAIN_SCRIPT = /<script src="[^"]*\/main\.[\w-]+\.js"[^>]*><\/script>/

/**
 * The page with a deferred script tag for each file after the entry's main script, so they download beside it and
 * are in place when the route renders (marked data-route-chunk: the benchmark tells them from the entry by it). Files
 * the page already loads are left out; a page without the main script is returned as it is.
 */
function addRouteScripts(html, files) {
  const main = MAIN_SCRIPT.exec(html)
  if (!main) return html
  const tags = files
    .filter((file) => !html.includes(`src="${file}"`))
    .map((file) => `<script src="${file}" defer="defer" data-route-chunk=""></script>`)
    .join('')
  if (!tags) return html
  const at = main.index + main[0].length
  return html.slice(0, at) + tags + html.slice(at)
}

module.exports = { parseRoutesModule, chunkNamesOf, routeScriptFiles, addRouteScripts }
