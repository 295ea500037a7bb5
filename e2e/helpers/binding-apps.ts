// The apps of the binding docs (src/binding-examples: React, Vue and a plain page with <family-chart>), bundled with
// esbuild from the built library (dist/) and the installed frameworks, and served from a temporary folder. Nothing is
// fetched from the network.
import { build, type Plugin } from 'esbuild'
import { compileScript, parse } from '@vue/compiler-sfc'
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, normalize } from 'node:path'

const ROOT = join(__dirname, '..', '..')
const EXAMPLES = join(ROOT, 'src', 'binding-examples')

export type BindingApp = 'react' | 'vue' | 'element'

/** Vue single-file components compiled with @vue/compiler-sfc, the template inlined into the script. */
const vueFiles: Plugin = {
  name: 'vue-sfc',
  setup(builder) {
    builder.onLoad({ filter: /\.vue$/ }, (args) => {
      const { descriptor, errors } = parse(readFileSync(args.path, 'utf8'), { filename: args.path })
      if (errors.length) return { errors: errors.map((e) => ({ text: String(e) })) }
      const script = compileScript(descriptor, { id: 'family-tree', inlineTemplate: true })
      return { contents: script.content, loader: 'js', resolveDir: dirname(args.path) }
    })
  },
}

const appPage = (title: string) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="main.css"></head>`,
    '<body><div id="app"></div><script type="module" src="main.js"></script></body>',
    '</html>',
  ].join('\n')

const ENTRIES: Record<BindingApp, string> = { react: 'react/main.jsx', vue: 'vue/main.js', element: 'element/main.js' }

/** Bundles each app into `<dir>/<app>/` beside its page and the sample data. */
async function bundleApps(dir: string): Promise<void> {
  for (const app of Object.keys(ENTRIES) as BindingApp[]) {
    const out = join(dir, app)
    await build({
      entryPoints: { main: join(EXAMPLES, ENTRIES[app]) },
      bundle: true,
      format: 'esm',
      splitting: true,
      outdir: out,
      jsx: 'automatic',
      // Not the library's tsconfig, whose path to its source esbuild would follow from dist/: the apps get dist/.
      tsconfig: join(ROOT, 'e2e', 'tsconfig.json'),
      logLevel: 'warning',
      plugins: [vueFiles],
      define: {
        'process.env.NODE_ENV': '"production"',
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
    })
    if (app === 'element') copyFileSync(join(EXAMPLES, 'element', 'index.html'), join(out, 'index.html'))
    else writeFileSync(join(out, 'index.html'), appPage('Our family'))
    copyFileSync(join(ROOT, 'static', 'data', 'data.json'), join(out, 'data.json'))
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
}

export interface ServedApps {
  url(app: BindingApp): string
  /** How many of the app's bundled files hold the library's own code (its container class, 'f3-canvas'). */
  libraryCopies(app: BindingApp): number
  close(): Promise<void>
}

/** Bundles the apps and serves them on a free localhost port. */
export async function serveBindingApps(): Promise<ServedApps> {
  const dir = mkdtempSync(join(tmpdir(), 'f3-binding-apps-'))
  await bundleApps(dir)
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '')
    const file = join(dir, path.endsWith('/') || !extname(path) ? join(path, 'index.html') : path)
    try {
      if (!file.startsWith(dir)) throw new Error('outside the apps')
      const body = readFileSync(file)
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: (app) => `http://localhost:${port}/${app}/`,
    libraryCopies: (app) =>
      readdirSync(join(dir, app)).filter(
        (file) => file.endsWith('.js') && readFileSync(join(dir, app, file), 'utf8').includes('f3-canvas'),
      ).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        rmSync(dir, { recursive: true, force: true })
      }),
  }
}
