// Which script files a page needs beyond the runtime and the main chunk, read from what the build wrote: the route
// table (.docusaurus/routes.js), the chunk names of each route (routesChunkNames.json) and the client manifest (the
// entry's parts, chunk groups and their files); and the page with those files fetched after its first paint. Pure;
// used by route-scripts.js.
const { matchRoutes } = require('react-router-config')
const { LIST_ID, afterPaintTags } = require('./after-paint-loader')

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

/** The chunks (ids or names, in a stable order) of every chunk group of every route that matches `pathname`. */
function routeChunks({ routes, chunkNames, manifest, pathname }) {
  const chunks = []
  for (const { route } of matchRoutes(routes, pathname)) {
    const names = chunkNamesOf(chunkNames[`${route.component?.path}-${route.component?.hash}`])
    for (const name of names) for (const chunk of manifest.origins?.[name] ?? [name]) chunks.push(chunk)
  }
  return chunks
}

/** The script files of `chunks` in order, each once, less those in `skip`. */
function scriptFilesOf(manifest, chunks, skip = new Set()) {
  const files = new Set()
  for (const chunk of chunks)
    for (const asset of manifest.assets?.[chunk]?.js ?? []) if (!skip.has(asset.publicPath)) files.add(asset.publicPath)
  return [...files]
}

/**
 * The script files (public paths, in a stable order) the browser loads before it draws `pathname`: the chunk groups
 * of every chunk of every route that matches it, less the entry's own files (already in the page). Empty when no
 * route matches.
 */
function routeScriptFiles({ routes, chunkNames, manifest, pathname }) {
  const entry = new Set((manifest.entrypoints ?? []).flatMap((name) => manifest.origins?.[name] ?? [name]))
  const chunks = routeChunks({ routes, chunkNames, manifest, pathname }).filter((chunk) => !entry.has(chunk))
  return scriptFilesOf(manifest, chunks)
}

/**
 * The script files a route's code asks webpack to preload (an `import()` with the `webpackPreload: true` magic
 * comment): the children that `preloads` (chunk id → child chunk ids, recorded from the client build) names for the
 * route's chunks, less the route's own files. Webpack adds their preload links only once the entry has run and looked the route up.
 */
function routePreloadFiles({ routes, chunkNames, manifest, pathname, preloads }) {
  const chunks = routeChunks({ routes, chunkNames, manifest, pathname })
  const children = chunks.flatMap((chunk) => preloads?.[chunk] ?? [])
  return scriptFilesOf(manifest, children, new Set(scriptFilesOf(manifest, chunks)))
}

/**
 * The entry's own script files other than its runtime and main chunk (the parts split out of it). The manifest names
 * chunks by id in a production build, so the two are told by their file names (`main.<hash>.js`).
 */
function entryPartFiles(manifest) {
  const files = []
  for (const name of manifest.entrypoints ?? []) {
    const own = new RegExp(`/(runtime~)?${name.replace(/[^\w-]/g, '\\$&')}\\.[\\w-]+\\.js$`)
    for (const chunk of manifest.origins?.[name] ?? [name]) {
      for (const asset of manifest.assets?.[chunk]?.js ?? [])
        if (!own.test(asset.publicPath)) files.push(asset.publicPath)
    }
  }
  return files
}

const MAIN_SCRIPT = /<script src="[^"]*\/main\.[\w-]+\.js"[^>]*><\/script>/
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The page with its entry parts and its route's files fetched after it has painted (after-paint-loader.js) instead
 * of by tags in its head: the first paint waits for the style sheet, and on a slow network every download before it
 * shares the bandwidth with that style sheet. The files the route's code preloads are downloaded from then on too
 * (they run when the code asks). The runtime and the main chunk keep their deferred tags. A page without the main
 * script, or done already, is returned as it is.
 */
function planPage(html, { entry, route, preload = [] }) {
  if (!MAIN_SCRIPT.test(html) || html.includes(`id="${LIST_ID}"`) || !html.includes('</body>')) return html
  let page = html
  for (const file of entry) page = page.replace(new RegExp(`<script src="${escapeRegExp(file)}"[^>]*></script>`), '')
  const routeFiles = route.filter((file) => !page.includes(`src="${file}"`))
  const preloadFiles = preload.filter((file) => !page.includes(`src="${file}"`) && !routeFiles.includes(file))
  const at = page.lastIndexOf('</body>')
  return page.slice(0, at) + afterPaintTags(entry, routeFiles, preloadFiles) + page.slice(at)
}

module.exports = { parseRoutesModule, chunkNamesOf, routeScriptFiles, routePreloadFiles, entryPartFiles, planPage }
