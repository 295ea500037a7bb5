/** Vue, React and Svelte projects: the framework's snippet as the app's component, built and served by Vite. */
import { reactSnippet, svelteSnippet, vueSnippet } from '@site/src/snippets'
import type { SnippetSource } from '@site/src/snippets'
import { usesVue } from '@site/src/snippets/imports'
import { escapeHtml, nodeProject } from './node-project'
import { pick, type PackageName } from './versions'
import type { SandboxProject, SandboxSource } from './types'

/** Vite serves public/ at the root: the generated code fetches the data from there. */
export const PUBLIC_DATA_URL = '/data.json'

interface ViteSetup {
  component: { path: string; code: (src: SnippetSource) => string }
  entry: { path: string; code: string }
  plugin: { package: PackageName; importLine: string; call: string }
  dependencies: PackageName[]
}

const SETUPS: Record<'vue' | 'react' | 'svelte', ViteSetup> = {
  vue: {
    component: { path: 'src/App.vue', code: vueSnippet },
    entry: {
      path: 'src/main.js',
      code: "import { createApp } from 'vue'\nimport App from './App.vue'\n\ncreateApp(App).mount('#app')\n",
    },
    plugin: { package: '@vitejs/plugin-vue', importLine: "import vue from '@vitejs/plugin-vue'", call: 'vue()' },
    dependencies: ['vue'],
  },
  react: {
    component: { path: 'src/FamilyTree.jsx', code: reactSnippet },
    entry: {
      path: 'src/main.jsx',
      code: [
        "import React from 'react'",
        "import { createRoot } from 'react-dom/client'",
        "import FamilyTree from './FamilyTree.jsx'",
        '',
        "createRoot(document.getElementById('app')).render(",
        '  <React.StrictMode>',
        '    <FamilyTree />',
        '  </React.StrictMode>,',
        ')',
        '',
      ].join('\n'),
    },
    plugin: {
      package: '@vitejs/plugin-react',
      importLine: "import react from '@vitejs/plugin-react'",
      call: 'react()',
    },
    dependencies: ['react', 'react-dom'],
  },
  svelte: {
    component: { path: 'src/App.svelte', code: svelteSnippet },
    entry: {
      path: 'src/main.js',
      code: "import { mount } from 'svelte'\nimport App from './App.svelte'\n\nmount(App, { target: document.getElementById('app') })\n",
    },
    plugin: {
      package: '@sveltejs/vite-plugin-svelte',
      importLine: "import { svelte } from '@sveltejs/vite-plugin-svelte'",
      call: 'svelte()',
    },
    dependencies: ['svelte'],
  },
}

function indexHtml(title: string, entryPath: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="UTF-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1.0">',
    `  <title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body style="margin:0">',
    '  <div id="app"></div>',
    `  <script type="module" src="/${entryPath}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

export function viteProject(framework: 'vue' | 'react' | 'svelte', src: SandboxSource): SandboxProject {
  const setup = SETUPS[framework]
  // Chart code that mounts a Vue app imports Vue whatever the framework around it.
  const vue: PackageName[] = usesVue(src.createFnString) && !setup.dependencies.includes('vue') ? ['vue'] : []
  const dependencies = pick('family-chart', 'd3', ...setup.dependencies, ...vue)
  const devDependencies = pick('vite', setup.plugin.package)
  const snippetSource: SnippetSource = { createFnString: src.createFnString, css: src.css, dataUrl: PUBLIC_DATA_URL }
  const viteConfig = [
    "import { defineConfig } from 'vite'",
    setup.plugin.importLine,
    '',
    `export default defineConfig({ plugins: [${setup.plugin.call}] })`,
    '',
  ].join('\n')
  return nodeProject(src, {
    scripts: { dev: 'vite', start: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies,
    files: {
      'vite.config.js': viteConfig,
      'index.html': indexHtml(src.title, setup.entry.path),
      [setup.entry.path]: setup.entry.code,
      [setup.component.path]: setup.component.code(snippetSource),
      'public/data.json': src.dataJson,
    },
    mainFile: setup.component.path,
  })
}
