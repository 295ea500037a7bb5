// Each built page fetches the files webpack's own route lookup would load, and the entry's split-out parts, after it
// has painted; only the runtime and the main chunk stay in its head.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const {
  chunkNamesOf,
  entryPartFiles,
  parseRoutesModule,
  planPage,
  routePreloadFiles,
  routeScriptFiles,
} = require('./route-scripts-plan')
const plugin = require('./route-scripts')

// The shape Docusaurus writes to .docusaurus/routes.js: data around ComponentCreator calls.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/create-tree',
    component: ComponentCreator('/create-tree', '4a5'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '5c7'),
    routes: [
      {
        path: '/docs/intro',
        component: ComponentCreator('/docs/intro', '61d'),
        exact: true
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`

const CHUNK_NAMES = {
  '/create-tree-4a5': { __comp: '6e7864b4', __context: { plugin: 'a7456010' }, config: '5e9f5e1a' },
  '/docs-5c7': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
  '/docs/intro-61d': { __comp: '17896441', content: '0058b4c6' },
  '/-e5f': { __comp: '1df93b7f', __context: { plugin: 'a7456010' } },
}

const js = (name: string) => ({ js: [{ file: `assets/js/${name}.js`, publicPath: `/assets/js/${name}.js` }] })
const MANIFEST = {
  entrypoints: ['main'],
  origins: {
    main: ['runtime~main', 'react-dom', 'styles', 'main'],
    '6e7864b4': ['family-chart', 'styles', 'vendors-d3-zoom', '6e7864b4'],
    '17896441': ['styles', 'vendors-prism', '17896441'],
    '0058b4c6': ['0058b4c6'],
    '5e95c892': ['5e95c892'],
    aba21aa0: ['aba21aa0'],
    a7456010: ['a7456010'],
    '5e9f5e1a': ['5e9f5e1a'],
    '1df93b7f': ['1df93b7f'],
  },
  assets: {
    main: js('main.1'),
    'runtime~main': js('runtime~main.2'),
    'react-dom': js('react-dom.3'),
    styles: { css: [{ file: 'assets/css/styles.css', publicPath: '/assets/css/styles.css' }] },
    'family-chart': js('family-chart.4'),
    'vendors-d3-zoom': js('vendors-d3-zoom.5'),
    'vendors-prism': js('vendors-prism.6'),
    '6e7864b4': js('6e7864b4.7'),
    '17896441': js('17896441.8'),
    '0058b4c6': js('0058b4c6.9'),
    '5e95c892': js('5e95c892.a'),
    aba21aa0: js('aba21aa0.b'),
    a7456010: js('a7456010.c'),
    '5e9f5e1a': js('5e9f5e1a.d'),
    '1df93b7f': js('1df93b7f.e'),
    'vendors-late': js('vendors-late.f'),
  },
}
// What the client build records: the builder's page chunk preloads the library and a late vendor chunk.
const PRELOADS = { '6e7864b4': ['family-chart', 'vendors-late'] }

const PAGE = `<!doctype html><html><head><link rel="stylesheet" href="/assets/css/styles.css"><script src="/assets/js/runtime~main.2.js" defer="defer"></script><script src="/assets/js/react-dom.3.js" defer="defer"></script><script src="/assets/js/main.1.js" defer="defer"></script></head><body><div id="__docusaurus"></div></body></html>`

const routes = parseRoutesModule(ROUTES_JS)
const filesOf = (pathname: string) =>
  routeScriptFiles({ routes, chunkNames: CHUNK_NAMES, manifest: MANIFEST, pathname })

describe('the route table', () => {
  it('reads the generated module as data, each component as its path and hash', () => {
    expect(routes[0]).toEqual({ path: '/create-tree', component: { path: '/create-tree', hash: '4a5' }, exact: true })
    expect(routes[1].routes[0].component).toEqual({ path: '/docs/intro', hash: '61d' })
  })

  it('lists every chunk name of a route entry, nested ones included', () => {
    expect(chunkNamesOf(CHUNK_NAMES['/create-tree-4a5'])).toEqual(['6e7864b4', 'a7456010', '5e9f5e1a'])
    expect(chunkNamesOf(undefined)).toEqual([])
  })
})

describe('the files of a route', () => {
  it("are the chunk groups of every chunk of the route, without the entry's files or style sheets", () => {
    expect(filesOf('/create-tree')).toEqual([
      '/assets/js/family-chart.4.js',
      '/assets/js/vendors-d3-zoom.5.js',
      '/assets/js/6e7864b4.7.js',
      '/assets/js/a7456010.c.js',
      '/assets/js/5e9f5e1a.d.js',
    ])
  })

  it('follow nested routes: the docs layout and the page inside it', () => {
    expect(filesOf('/docs/intro')).toEqual([
      '/assets/js/5e95c892.a.js',
      '/assets/js/aba21aa0.b.js',
      '/assets/js/vendors-prism.6.js',
      '/assets/js/17896441.8.js',
      '/assets/js/0058b4c6.9.js',
    ])
  })

  it('are none for a path only the catch-all route matches', () => {
    expect(filesOf('/no-such-page')).toEqual([])
  })
})

describe('the files a route preloads', () => {
  const preloadOf = (pathname: string) =>
    routePreloadFiles({ routes, chunkNames: CHUNK_NAMES, manifest: MANIFEST, pathname, preloads: PRELOADS })

  it("are the preloaded children of the route's chunks, less the files the route loads anyway", () => {
    // family-chart is one of the builder's route files already; the late vendor chunk is only preloaded.
    expect(preloadOf('/create-tree')).toEqual(['/assets/js/vendors-late.f.js'])
  })

  it('are none for a route whose code preloads nothing, or without a record of the build', () => {
    expect(preloadOf('/docs/intro')).toEqual([])
    expect(
      routePreloadFiles({ routes, chunkNames: CHUNK_NAMES, manifest: MANIFEST, pathname: '/create-tree' }),
    ).toEqual([])
  })

  it("are read from the client build's chunks: each chunk that preloads any, with the ids of those it preloads", () => {
    const chunk = (id: number, preload?: number[]) => ({
      id,
      getChildIdsByOrders: (graph: unknown) => {
        expect(graph).toBe('the chunk graph')
        return preload ? { preload } : {}
      },
    })
    const compilation = { chunkGraph: 'the chunk graph', chunks: new Set([chunk(1), chunk(2, [7, 8]), chunk(3, [])]) }
    expect(plugin.preloadChildren(compilation)).toEqual({ 2: [7, 8] })
  })
})

/** The lists a planned page hands its loader. */
function listed(html: string): { entry: string[]; route: string[]; preload?: string[] } | null {
  const block = /<script id="__after-paint-scripts" type="application\/json">(.*?)<\/script>/.exec(html)
  return block ? JSON.parse(block[1]) : null
}
const headScripts = (html: string) => [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])

describe('the entry parts', () => {
  it("are the entry's files other than its runtime and main chunk", () => {
    expect(entryPartFiles(MANIFEST)).toEqual(['/assets/js/react-dom.3.js'])
  })

  it('are told by file name when the manifest names chunks by id, as a production build does', () => {
    const byId = {
      entrypoints: ['main'],
      origins: { main: [1869, 5354, 6587, 7957] },
      assets: {
        1869: js('runtime~main.1bb0b95c'),
        5354: js('react-dom.2d560258'),
        6587: js('routes.8fcf06fe'),
        7957: js('main.7df1126a'),
      },
    }
    expect(entryPartFiles(byId)).toEqual(['/assets/js/react-dom.2d560258.js', '/assets/js/routes.8fcf06fe.js'])
  })
})

describe('the page', () => {
  const planned = planPage(PAGE, {
    entry: ['/assets/js/react-dom.3.js'],
    route: ['/assets/js/a.js', '/assets/js/b.js'],
  })

  it('keeps only the runtime and the main chunk in its head', () => {
    expect(headScripts(planned)).toEqual(['/assets/js/runtime~main.2.js', '/assets/js/main.1.js'])
  })

  it('lists the entry parts and the route files for the loader, run at the end of the body', () => {
    expect(listed(planned)).toEqual({
      entry: ['/assets/js/react-dom.3.js'],
      route: ['/assets/js/a.js', '/assets/js/b.js'],
    })
    expect(planned).toMatch(
      /<script>\(function loadAfterPaint\(doc, win\) \{[\s\S]*\}\)\(document,window\)<\/script><\/body>/,
    )
  })

  it('is left alone without a main script, and planned once', () => {
    expect(planPage('<html><body></body></html>', { entry: [], route: ['/a.js'] })).toBe('<html><body></body></html>')
    expect(planPage(planned, { entry: [], route: ['/assets/js/c.js'] })).toBe(planned)
  })

  it('lists the preloaded files apart, without one the head or the route loads already', () => {
    const page = planPage(PAGE, {
      entry: [],
      route: ['/assets/js/a.js'],
      preload: ['/assets/js/lib.js', '/assets/js/a.js', '/assets/js/main.1.js'],
    })
    expect(listed(page)).toEqual({ entry: [], route: ['/assets/js/a.js'], preload: ['/assets/js/lib.js'] })
  })

  it('does not list a route file its head loads already, and escapes what it writes into the script', () => {
    const page = planPage(PAGE, { entry: [], route: ['/assets/js/main.1.js', '/x</script><b>.js'] })
    expect(listed(page)).toEqual({ entry: [], route: ['/x</script><b>.js'] })
    expect(page).not.toContain('/x</script>')
  })
})

describe('the plugin after a build', () => {
  it('plans each route page with its own files and leaves pages without a route alone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'route-scripts-'))
    const generated = join(root, '.docusaurus')
    const out = join(root, 'build')
    mkdirSync(generated)
    mkdirSync(join(out, 'docs'), { recursive: true })
    writeFileSync(join(generated, 'routes.js'), ROUTES_JS)
    writeFileSync(join(generated, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES))
    writeFileSync(join(generated, 'client-manifest.json'), JSON.stringify(MANIFEST))
    writeFileSync(join(generated, plugin.PRELOADS_FILE), JSON.stringify(PRELOADS))
    for (const file of ['index.html', 'create-tree.html', 'docs/intro.html', '404.html', 'redirect.html'])
      writeFileSync(join(out, file), PAGE)

    await plugin({ generatedFilesDir: generated }).postBuild({
      outDir: out,
      routesPaths: ['/', '/create-tree', '/docs/intro', '/404.html', '/missing-file', '/docs'],
    })

    const page = (file: string) => readFileSync(join(out, file), 'utf8')
    const entry = ['/assets/js/react-dom.3.js']
    expect(listed(page('index.html'))).toEqual({
      entry,
      route: ['/assets/js/1df93b7f.e.js', '/assets/js/a7456010.c.js'],
    })
    expect(listed(page('create-tree.html'))).toEqual({
      entry,
      route: filesOf('/create-tree'),
      preload: ['/assets/js/vendors-late.f.js'],
    })
    expect(listed(page('docs/intro.html'))).toEqual({ entry, route: filesOf('/docs/intro') })
    // The 404 page matches only the catch-all route: the entry parts still load after its first paint.
    expect(listed(page('404.html'))).toEqual({ entry, route: [] })
    expect(page('redirect.html')).toBe(PAGE)
  })
})
