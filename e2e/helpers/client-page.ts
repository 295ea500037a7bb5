// A page of client code, as people write it around family-chart: the client's script (e2e/fixtures/clients) with d3
// and one family-chart bundle loaded by script tags (ours, or the published 0.8.0 / 0.9.0 UMD from node_modules), and
// React, Vue or Angular when the client uses them. Everything is answered from disk through request interception
// under /__clients/ on the test server's origin: no CDN, no network. The client "saves" with fetch to
// /__clients/api/..., which the page records. Uncaught errors and console errors are collected.
import type { Browser, HTTPRequest, Page } from 'puppeteer-core'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { baseUrl } from './browser'

const root = join(__dirname, '..', '..')
const modules = join(root, 'node_modules')
const clients = join(root, 'e2e', 'fixtures', 'clients')

export type LibraryName = 'ours' | '0.8.0' | '0.9.0'
export type Framework = 'react' | 'vue' | 'angular'

/** The bundle and the stylesheet of each library, as a script tag and a link load them. */
const LIBRARIES: Record<LibraryName, { js: string; css: string }> = {
  ours: {
    js: join(root, 'packages', 'family-chart', 'dist', 'family-chart.min.js'),
    css: join(root, 'packages', 'family-chart', 'dist', 'styles', 'family-chart.css'),
  },
  '0.8.0': {
    js: join(modules, 'family-chart-080', 'dist', 'family-chart.js'),
    css: join(modules, 'family-chart-080', 'dist', 'styles', 'family-chart.css'),
  },
  '0.9.0': {
    js: join(modules, 'family-chart-published', 'dist', 'family-chart.js'),
    css: join(modules, 'family-chart-published', 'dist', 'styles', 'family-chart.css'),
  },
}

/** The script tags of a framework's browser build (React and Vue as globals; Angular as ES modules, see IMPORTS). */
const FRAMEWORK_SCRIPTS: Record<Exclude<Framework, 'angular'>, string[]> = {
  react: ['node_modules/react/umd/react.production.min.js', 'node_modules/react-dom/umd/react-dom.production.min.js'],
  vue: ['node_modules/vue/dist/vue.global.prod.js'],
}

/** The import map of Angular's ES modules (compiled in the page, as a JIT build does). */
const IMPORTS: Record<string, string> = {
  '@angular/core': 'node_modules/@angular/core/fesm2022/core.mjs',
  '@angular/core/primitives/signals': 'node_modules/@angular/core/fesm2022/primitives/signals.mjs',
  '@angular/core/primitives/di': 'node_modules/@angular/core/fesm2022/primitives/di.mjs',
  '@angular/core/primitives/event-dispatch': 'node_modules/@angular/core/fesm2022/primitives/event-dispatch.mjs',
  '@angular/common': 'node_modules/@angular/common/fesm2022/common.mjs',
  '@angular/common/http': 'node_modules/@angular/common/fesm2022/http.mjs',
  '@angular/compiler': 'node_modules/@angular/compiler/fesm2022/compiler.mjs',
  '@angular/platform-browser': 'node_modules/@angular/platform-browser/fesm2022/platform-browser.mjs',
  rxjs: 'node_modules/rxjs/dist/esm/index.js',
  'rxjs/operators': 'node_modules/rxjs/dist/esm/operators/index.js',
  tslib: 'node_modules/tslib/tslib.es6.mjs',
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
}

export interface ClientPageOptions {
  lib: LibraryName
  /** The client's script in e2e/fixtures/clients. */
  client: string
  frameworks?: Framework[]
  /** The page's body before the scripts run (a chart container, the app's root). */
  body: string
  viewport?: { width: number; height: number }
}

export interface ClientPage {
  page: Page
  /** Uncaught exceptions and console errors so far. */
  errors: string[]
  /** Bodies the client sent to /__clients/api/, in order, parsed as JSON. */
  saved: unknown[]
  close(): Promise<void>
}

function pageHtml(base: string, { lib, client, frameworks = [], body }: ClientPageOptions): string {
  const url = (path: string) => `${base}/${path}`
  const scripts = [
    'node_modules/d3/dist/d3.min.js',
    'lib/family-chart.js',
    ...frameworks.flatMap((f) => (f === 'angular' ? [] : FRAMEWORK_SCRIPTS[f])),
  ]
  const imports = frameworks.includes('angular')
    ? Object.fromEntries(Object.entries(IMPORTS).map(([name, path]) => [name, url(path)]))
    : null
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Client of family-chart</title>',
    `<link rel="stylesheet" href="${url('lib/family-chart.css')}">`,
    '<style>body { margin: 0; font-family: sans-serif } #FamilyChart, .family-chart { width: 1200px; height: 760px; position: relative }</style>',
    imports ? `<script type="importmap">${JSON.stringify({ imports })}</script>` : '',
    `</head><body data-library="${lib}">${body}`,
    ...scripts.map((s) => `<script src="${url(s)}"></script>`),
    `<script${extname(client) === '.mjs' ? ' type="module"' : ''} src="${url(`client/${client}`)}"></script>`,
    '</body></html>',
  ].join('\n')
}

/** The file a path under /__clients/ stands for, or null (never outside node_modules, the client folder and the bundles). */
function fileFor(path: string, lib: LibraryName): string | null {
  if (path === 'lib/family-chart.js') return LIBRARIES[lib].js
  if (path === 'lib/family-chart.css') return LIBRARIES[lib].css
  const [top, ...rest] = path.split('/')
  const base = top === 'node_modules' ? modules : top === 'client' || top === 'data' ? clients : null
  if (!base) return null
  const file = normalize(join(base, ...(top === 'data' ? ['data', ...rest] : rest)))
  if (!file.startsWith(base)) return null
  // rxjs's ES modules import without extensions, as bundlers and dev servers resolve them: so does this page.
  return [file, `${file}.js`, join(file, 'index.js')].find((f) => existsSync(f) && statSync(f).isFile()) ?? null
}

export async function openClientPage(browser: Browser, options: ClientPageOptions): Promise<ClientPage> {
  const page = await browser.newPage()
  await page.setViewport(options.viewport ?? { width: 1280, height: 900 })
  const base = `${baseUrl()}/__clients`
  const errors: string[] = []
  const saved: unknown[] = []
  page.on('pageerror', (e) => errors.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()} ${m.location().url ?? ''}`.trim())
  })
  await page.setRequestInterception(true)
  page.on('request', (request: HTTPRequest) => {
    const url = request.url()
    // The browser's own icon request is answered empty; anything else off the page's folder would reach the network.
    if (new URL(url).pathname === '/favicon.ico') return void request.respond({ status: 204, body: '' })
    if (!url.startsWith(`${base}/`)) {
      errors.push(`request off the page: ${url}`)
      return void request.abort()
    }
    const path = decodeURIComponent(url.slice(base.length + 1).split('?')[0])
    if (path === 'index.html')
      return void request.respond({ status: 200, contentType: 'text/html', body: pageHtml(base, options) })
    if (path.startsWith('api/')) {
      saved.push(JSON.parse(request.postData() ?? 'null'))
      return void request.respond({ status: 200, contentType: 'application/json', body: '{"ok":true}' })
    }
    const file = fileFor(path, options.lib)
    if (!file) return void request.respond({ status: 404, body: 'not found' })
    try {
      request.respond({
        status: 200,
        contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        body: readFileSync(file),
      })
    } catch {
      request.respond({ status: 404, body: 'not found' })
    }
  })
  await page.goto(`${base}/index.html`, { waitUntil: 'load' })
  return { page, errors, saved, close: () => page.close() }
}
