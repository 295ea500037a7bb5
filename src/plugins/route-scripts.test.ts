// Each built page names its route's script files: the files webpack's own route lookup would load, after the entry.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const { addRouteScripts, chunkNamesOf, parseRoutesModule, routeScriptFiles } = require('./route-scripts-plan')
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
  },
}

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

describe('the page', () => {
  it('gets a deferred, marked tag per file right after the main script', () => {
    const html = addRouteScripts(PAGE, ['/assets/js/a.js', '/assets/js/b.js'])
    expect(html).toContain(
      '<script src="/assets/js/main.1.js" defer="defer"></script>' +
        '<script src="/assets/js/a.js" defer="defer" data-route-chunk=""></script>' +
        '<script src="/assets/js/b.js" defer="defer" data-route-chunk=""></script></head>',
    )
  })

  it('is left alone without a main script, and a file it loads already is not named twice', () => {
    expect(addRouteScripts('<html><head></head></html>', ['/assets/js/a.js'])).toBe('<html><head></head></html>')
    expect(addRouteScripts(PAGE, ['/assets/js/react-dom.3.js'])).toBe(PAGE)
    const once = addRouteScripts(PAGE, ['/assets/js/a.js'])
    expect(addRouteScripts(once, ['/assets/js/a.js'])).toBe(once)
  })
})

describe('the plugin after a build', () => {
  it("writes each route's tags into its HTML file and leaves pages without a route alone", async () => {
    const root = mkdtempSync(join(tmpdir(), 'route-scripts-'))
    const generated = join(root, '.docusaurus')
    const out = join(root, 'build')
    mkdirSync(generated)
    mkdirSync(join(out, 'docs'), { recursive: true })
    writeFileSync(join(generated, 'routes.js'), ROUTES_JS)
    writeFileSync(join(generated, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES))
    writeFileSync(join(generated, 'client-manifest.json'), JSON.stringify(MANIFEST))
    for (const file of ['index.html', 'create-tree.html', 'docs/intro.html', 'redirect.html'])
      writeFileSync(join(out, file), PAGE)

    await plugin({ generatedFilesDir: generated }).postBuild({
      outDir: out,
      routesPaths: ['/', '/create-tree', '/docs/intro', '/missing-file'],
    })

    const routeTags = (file: string) =>
      [...readFileSync(join(out, file), 'utf8').matchAll(/<script src="([^"]+)"[^>]*data-route-chunk/g)].map(
        (m) => m[1],
      )
    expect(routeTags('index.html')).toEqual(['/assets/js/1df93b7f.e.js', '/assets/js/a7456010.c.js'])
    expect(routeTags('create-tree.html')).toEqual(filesOf('/create-tree'))
    expect(routeTags('docs/intro.html')).toEqual(filesOf('/docs/intro'))
    expect(readFileSync(join(out, 'redirect.html'), 'utf8')).toBe(PAGE)
  })
})
