// The bindings as the package ships them (after `npm run build`): their entries in package.json, optional peers, the
// element's declared side effect, React's 'use client', the library left external, and each binding's own size.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildSync } from 'esbuild'

const PACKAGE = join(__dirname, '../..')
const pkg = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'))
const built = (file: string) => readFileSync(join(PACKAGE, 'dist', file), 'utf8')
const BINDINGS = ['react', 'vue', 'element'] as const

describe('the binding entries', () => {
  it.each(BINDINGS)('family-chart/%s is exported as ESM, CJS and types', (name) => {
    expect(pkg.exports[`./${name}`]).toEqual({
      import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
      require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
    })
  })

  it('asks for React and Vue as optional peers, and declares the element entry a side effect', () => {
    expect(pkg.peerDependencies).toMatchObject({
      react: expect.stringContaining('19'),
      vue: expect.stringMatching(/^\^3/),
    })
    expect(pkg.peerDependenciesMeta).toMatchObject({ react: { optional: true }, vue: { optional: true } })
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['./dist/element.js', './dist/element.cjs']))
    expect(pkg.sideEffects.filter((path: string) => /react|vue/.test(path))).toEqual([])
  })

  it("keeps React's 'use client' as the first line of its built files, and only there", () => {
    for (const file of ['react.js', 'react.cjs']) expect(built(file).split('\n')[0]).toBe("'use client'")
    for (const file of ['vue.js', 'element.js']) expect(built(file)).not.toContain('use client')
  })

  it.each(BINDINGS)('%s imports the library by its name and holds no copy of it', (name) => {
    expect(built(`${name}.js`)).toMatch(/import\(["']family-chart["']\)/)
    // CommonJS requires it when the first chart mounts: Jest and Node load it without ES modules in their VM.
    expect(built(`${name}.cjs`)).toMatch(/require\(["']family-chart["']\)/)
    expect(built(`${name}.cjs`)).not.toMatch(/import\(/)
    for (const file of [`${name}.js`, `${name}.cjs`]) {
      const code = built(file)
      // Strings only the library's own code holds: its container class and its layout.
      expect(code).not.toContain('f3-canvas')
      expect(code).not.toContain('calculateTree')
    }
  })

  it.each(BINDINGS)(
    '%s adds at most 3 KB gzipped to an app (minified, with the library and frameworks external)',
    (name) => {
      const { outputFiles } = buildSync({
        entryPoints: [join(PACKAGE, 'dist', `${name}.js`)],
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
        external: ['family-chart', 'react', 'vue'],
        logLevel: 'silent',
      })
      expect(gzipSync(outputFiles[0].contents, { level: 9 }).length).toBeLessThanOrEqual(3 * 1024)
    },
  )
})
