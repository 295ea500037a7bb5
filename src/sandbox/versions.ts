/** Package versions the generated projects install; family-chart's comes from the site's single version constant. */
import { LIBRARY_VERSION } from '@site/src/constants'

/**
 * family-chart and d3 follow the library (its package.json asks for d3 ^7.9.0); Vue, React, Svelte and TypeScript
 * follow the site's own package.json, where the snippets are compiled and tested. The build tools are the current
 * majors whose peer ranges accept those versions (Vite 7 for the Svelte plugin 6; Angular 20 for TypeScript 5.9).
 */
export const VERSIONS = {
  'family-chart': LIBRARY_VERSION,
  d3: '^7.9.0',
  vue: '^3.5.45',
  react: '^18.3.1',
  'react-dom': '^18.3.1',
  svelte: '^5.30.0',
  typescript: '~5.9.2',
  '@types/d3': '^7.4.3',
  vite: '^7.1.0',
  '@vitejs/plugin-vue': '^6.0.0',
  '@vitejs/plugin-react': '^5.0.0',
  '@sveltejs/vite-plugin-svelte': '^6.2.0',
  '@angular/core': '^20.3.0',
  '@angular/common': '^20.3.0',
  '@angular/compiler': '^20.3.0',
  '@angular/platform-browser': '^20.3.0',
  '@angular/build': '^20.3.0',
  '@angular/cli': '^20.3.0',
  '@angular/compiler-cli': '^20.3.0',
  rxjs: '~7.8.0',
  tslib: '^2.8.0',
} as const

export type PackageName = keyof typeof VERSIONS

/** `{ name: version }` for the given packages. */
export function pick(...names: PackageName[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, VERSIONS[n]]))
}
