// The projects sent to StackBlitz and CodeSandbox: their files, how the files refer to each other, and the versions
// of the packages they install. No network: everything is checked on the generated text.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@babel/parser'
import { LIBRARY_VERSION } from '@site/src/constants'
import { angularSnippet, reactSnippet, svelteSnippet, vueSnippet } from '@site/src/snippets'
import { CREATE_FN, CREATE_FN_D3, CSS } from '@site/src/snippets/__fixtures__/sources'
import basicTree from '@site/src/example-code/v2/1-basic-tree'
import { setupFunction } from '@site/src/snippets/setup-function'
import { sandboxProject } from './project'
import { VERSIONS } from './versions'
import type { SandboxProject, SandboxSource, SandboxTarget } from './types'

const ROOT = join(__dirname, '..', '..')
const sitePackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
const libraryPackage = JSON.parse(readFileSync(join(ROOT, 'packages', 'family-chart', 'package.json'), 'utf8'))
const DATA_JSON = readFileSync(join(ROOT, 'static', 'data', 'data.json'), 'utf8')

const source: SandboxSource = {
  createFnString: CREATE_FN,
  dataJson: DATA_JSON,
  title: 'Basic tree',
  description: 'The smallest chart.',
}
const pkg = (project: SandboxProject) => JSON.parse(project.files['package.json'])

describe('every project', () => {
  it.each<SandboxTarget>(['html', 'vue', 'react', 'angular', 'svelte'])(
    '%s: holds the data as a file and shows the chart code first',
    (target) => {
      const project = sandboxProject(target, source)
      const dataFile = target === 'html' ? 'data.json' : 'public/data.json'
      expect(project.files[dataFile]).toBe(DATA_JSON)
      // The Full HTML page indents the function into its <script>; the modules keep it as it is.
      expect(project.files[project.mainFile]).toContain('.setCardDisplay([["first name","last name"],["birthday"]])')
      // React and Vue give the chart code to the official components as their setup; the others keep it as it is.
      if (target === 'react' || target === 'vue')
        expect(project.files[project.mainFile]).toContain(`family-chart/${target}`)
      else if (target !== 'html') expect(project.files[project.mainFile]).toContain(CREATE_FN)
      expect(project.title).toBe('Basic tree')
    },
  )
})

describe('the Full HTML project', () => {
  const project = sandboxProject('html', { ...source, css: CSS })

  it('is a static index.html beside data.json, with no packages to install', () => {
    expect(project.kind).toBe('static')
    expect(Object.keys(project.files).sort()).toEqual(['data.json', 'index.html'])
    expect(project.dependencies).toEqual({})
  })

  it('loads the documented family-chart version and d3 7 from the CDN, and fetches data.json beside it', () => {
    const html = project.files['index.html']
    expect(html).toContain(`<script src="https://cdn.jsdelivr.net/npm/family-chart@${LIBRARY_VERSION}"></script>`)
    expect(html).toContain('<script src="https://cdn.jsdelivr.net/npm/d3@7"></script>')
    expect(html).toContain(
      `href="https://cdn.jsdelivr.net/npm/family-chart@${LIBRARY_VERSION}/dist/styles/family-chart.css"`,
    )
    expect(html).toContain("fetch('data.json')")
    expect(html).toContain(CSS.trim().split('\n')[0])
  })
})

describe.each([
  ['vue', 'src/App.vue', 'src/main.js', vueSnippet, '@vitejs/plugin-vue', ['vue']],
  ['react', 'src/FamilyTree.jsx', 'src/main.jsx', reactSnippet, '@vitejs/plugin-react', ['react', 'react-dom']],
  ['svelte', 'src/App.svelte', 'src/main.js', svelteSnippet, '@sveltejs/vite-plugin-svelte', ['svelte']],
] as const)('the %s project (Vite)', (framework, component, entry, snippet, plugin, frameworkPackages) => {
  const project = sandboxProject(framework, { ...source, createFnString: CREATE_FN_D3 })

  it('has exactly the files a Vite app needs', () => {
    expect(project.kind).toBe('node')
    expect(Object.keys(project.files).sort()).toEqual(
      ['index.html', 'package.json', 'public/data.json', component, entry, 'vite.config.js'].sort(),
    )
  })

  it('runs the framework snippet, reading the data Vite serves from public/', () => {
    expect(project.files[component]).toBe(snippet({ createFnString: CREATE_FN_D3, dataUrl: '/data.json' }))
    expect(project.files[component]).toContain("fetch('/data.json')")
  })

  it('wires index.html → entry → component', () => {
    expect(project.files['index.html']).toContain(`<script type="module" src="/${entry}"></script>`)
    expect(project.files['index.html']).toContain('<div id="app"></div>')
    const imports = parse(project.files[entry], { sourceType: 'module', plugins: ['jsx'] })
      .program.body.filter((n) => n.type === 'ImportDeclaration')
      .map((n) => (n as { source: { value: string } }).source.value)
    expect(imports).toContain('./' + component.replace(/^src\//, ''))
    expect(project.files[entry]).toMatch(/getElementById\('app'\)|mount\('#app'\)/)
  })

  it('installs family-chart at the site version, d3 as the library asks, the framework as the site tests it', () => {
    const { dependencies, devDependencies, scripts } = pkg(project)
    expect(dependencies['family-chart']).toBe(LIBRARY_VERSION)
    expect(dependencies.d3).toBe(libraryPackage.dependencies.d3)
    for (const name of frameworkPackages)
      expect(dependencies[name]).toBe(sitePackage.dependencies[name] ?? sitePackage.devDependencies[name])
    expect(Object.keys(devDependencies).sort()).toEqual(['vite', plugin].sort())
    expect(devDependencies.vite).toBe(VERSIONS.vite)
    expect(scripts.dev).toBe('vite')
    // Every package the generated code imports is installed.
    const imported = new Set(
      [
        ...Object.values(project.files)
          .join('\n')
          .matchAll(/from '([^'.][^']*)'/g),
      ].map((m) => m[1].split('/')[0]),
    )
    for (const name of imported)
      expect({ name, listed: name in dependencies || name in devDependencies || name.startsWith('@') }).toEqual({
        name,
        listed: true,
      })
  })

  it('uses the framework plugin in vite.config.js', () => {
    expect(project.files['vite.config.js']).toContain(`from '${plugin}'`)
  })
})

describe('the Angular project', () => {
  const project = sandboxProject('angular', source)
  const component = 'src/app/family-tree.component.ts'

  it('is an Angular CLI app bootstrapping the snippet component', () => {
    expect(Object.keys(project.files).sort()).toEqual(
      [
        'angular.json',
        'package.json',
        'public/data.json',
        component,
        'src/index.html',
        'src/main.ts',
        'tsconfig.json',
      ].sort(),
    )
    expect(project.files[component]).toBe(angularSnippet({ createFnString: CREATE_FN, dataUrl: '/data.json' }))
    expect(project.files['src/main.ts']).toContain("import { FamilyTreeComponent } from './app/family-tree.component'")
    expect(project.files['src/index.html']).toContain('<app-family-tree></app-family-tree>')
  })

  it('compiles the plain-JavaScript chart code: TypeScript is not strict there', () => {
    expect(JSON.parse(project.files['tsconfig.json']).compilerOptions.strict).toBe(false)
  })

  it('adds the stylesheet and the public folder in angular.json, as the snippet asks', () => {
    const config = JSON.parse(project.files['angular.json'])
    const options = config.projects['family-tree'].architect.build.options
    expect(options.styles).toEqual(['node_modules/family-chart/dist/styles/family-chart.css'])
    expect(options.assets).toEqual([{ glob: '**/*', input: 'public' }])
    expect(options.browser).toBe('src/main.ts')
    expect(config.projects['family-tree'].architect.serve.options.buildTarget).toBe('family-tree:build')
  })

  it('installs family-chart at the site version and the TypeScript the site pins', () => {
    const { dependencies, devDependencies, scripts } = pkg(project)
    expect(dependencies['family-chart']).toBe(LIBRARY_VERSION)
    expect(devDependencies.typescript).toBe(sitePackage.devDependencies.typescript)
    expect(devDependencies['@types/d3']).toBe(sitePackage.devDependencies['@types/d3'])
    const angular = Object.entries({ ...dependencies, ...devDependencies }).filter(([name]) =>
      name.startsWith('@angular/'),
    )
    expect(new Set(angular.map(([, version]) => version))).toEqual(new Set([VERSIONS['@angular/core']]))
    expect(scripts.start).toBe('ng serve')
  })
})

it('builds a project from a real example page definition', () => {
  const project = sandboxProject('react', {
    createFnString: basicTree.code,
    dataJson: DATA_JSON,
    title: 'Basic tree',
    description: '',
  })
  // The example's chart code, as the setup of the official component.
  const setup = setupFunction({ createFnString: basicTree.code, dataUrl: '/data.json' })!
  expect(setup.code).toContain('.setCardDisplay([["first name", "last name"], ["birthday"]])')
  expect(project.files['src/FamilyTree.jsx']).toContain(setup.code)
})

it('escapes the title in the generated HTML', () => {
  const project = sandboxProject('vue', { ...source, title: '<b>Tree</b> & "co"' })
  expect(project.files['index.html']).toContain('<title>&lt;b&gt;Tree&lt;/b&gt; &amp; &quot;co&quot;</title>')
  expect(pkg(project).name).toBe('family-chart-b-tree-b-co')
})
