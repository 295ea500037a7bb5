// The inline script each built page runs to fetch the rest of its scripts once it has painted (route-scripts.js
// writes it, with the list, into the page). Kept as a real function so the unit test runs what the pages run.

/** The id of the JSON block that lists the files: `{ "entry": [...], "route": [...], "preload"?: [...] }`. */
const LIST_ID = '__after-paint-scripts'

/**
 * Appends a script element for each listed file, one per task, starting after the first frame, and skips a file a
 * script element already loads (webpack may have asked for it first). Entry files come first: webpack starts the
 * site once all of them have run. Then a preload link for each file the route's code will ask for (downloaded now,
 * run when asked), unless a script or a link names it already. A page opened in a background tab paints nothing, so
 * it starts at once there; a frame that has not come after 3 s (a stylesheet that never arrives) does not hold the
 * page back longer.
 */
function loadAfterPaint(doc, win) {
  var block = doc.getElementById('__after-paint-scripts')
  if (!block) return
  var list = JSON.parse(block.textContent)
  var files = list.entry.concat(list.route)
  var next = 0
  var started = false
  var loaded = function (src) {
    var scripts = doc.getElementsByTagName('script')
    for (var i = 0; i < scripts.length; i++) if (scripts[i].getAttribute('src') === src) return true
    return false
  }
  var preloaded = function (href) {
    var links = doc.getElementsByTagName('link')
    for (var i = 0; i < links.length; i++) if (links[i].getAttribute('href') === href) return true
    return false
  }
  var preloadAll = function () {
    var wanted = list.preload || []
    for (var i = 0; i < wanted.length; i++) {
      if (loaded(wanted[i]) || preloaded(wanted[i])) continue
      var link = doc.createElement('link')
      link.rel = 'preload'
      link.setAttribute('as', 'script')
      // Low, as the route's own scripts (inserted scripts are low): the page hydrates no later for it.
      link.setAttribute('fetchpriority', 'low')
      link.href = wanted[i]
      doc.head.appendChild(link)
    }
  }
  var appendOne = function () {
    while (next < files.length && loaded(files[next])) next++
    if (next >= files.length) return preloadAll()
    var script = doc.createElement('script')
    script.src = files[next++]
    doc.head.appendChild(script)
    win.setTimeout(appendOne, 0)
  }
  var start = function () {
    if (started) return
    started = true
    win.setTimeout(appendOne, 0)
  }
  if (doc.hidden || typeof win.requestAnimationFrame !== 'function') return start()
  win.requestAnimationFrame(start)
  win.setTimeout(start, 3000)
}

/** The page's inline tags: the list as JSON (escaped for a script element) and the loader, called at once. */
function afterPaintTags(entry, route, preload = []) {
  const json = JSON.stringify(preload.length ? { entry, route, preload } : { entry, route }).replace(/</g, '\\u003c')
  return (
    `<script id="${LIST_ID}" type="application/json">${json}</script>` +
    `<script>(${loadAfterPaint.toString()})(document,window)</script>`
  )
}

module.exports = { LIST_ID, loadAfterPaint, afterPaintTags }
