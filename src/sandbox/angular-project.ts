/** The Angular snippet as an Angular CLI project: a standalone component bootstrapped without zone.js. */
import { angularSnippet } from '@site/src/snippets'
import { usesVue } from '@site/src/snippets/imports'
import { escapeHtml, nodeProject } from './node-project'
import { PUBLIC_DATA_URL } from './vite-project'
import { pick } from './versions'
import type { SandboxProject, SandboxSource } from './types'

const PROJECT = 'family-tree'

const MAIN_TS = [
  "import { provideZonelessChangeDetection } from '@angular/core'",
  "import { bootstrapApplication } from '@angular/platform-browser'",
  "import { FamilyTreeComponent } from './app/family-tree.component'",
  '',
  'bootstrapApplication(FamilyTreeComponent, { providers: [provideZonelessChangeDetection()] })',
  '  .catch((err) => console.error(err))',
  '',
].join('\n')

function angularJson(): string {
  const config = {
    $schema: './node_modules/@angular/cli/lib/config/schema.json',
    version: 1,
    newProjectRoot: 'projects',
    projects: {
      [PROJECT]: {
        projectType: 'application',
        root: '',
        sourceRoot: 'src',
        architect: {
          build: {
            builder: '@angular/build:application',
            options: {
              outputPath: 'dist',
              index: 'src/index.html',
              browser: 'src/main.ts',
              tsConfig: 'tsconfig.json',
              assets: [{ glob: '**/*', input: 'public' }],
              // The snippet leaves the stylesheet to angular.json, as Angular projects usually do.
              styles: ['node_modules/family-chart/dist/styles/family-chart.css'],
            },
          },
          serve: { builder: '@angular/build:dev-server', options: { buildTarget: `${PROJECT}:build` } },
        },
      },
    },
    cli: { analytics: false },
  }
  return JSON.stringify(config, null, 2) + '\n'
}

// Not strict: the example code is plain JavaScript inside the component file, and strict mode would reject its
// untyped parameters and `this` (the snippet only quiets the function's first line).
const TSCONFIG =
  JSON.stringify(
    {
      compilerOptions: {
        strict: false,
        target: 'ES2022',
        module: 'preserve',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        isolatedModules: true,
        esModuleInterop: true,
      },
      angularCompilerOptions: { strictTemplates: true },
      files: ['src/main.ts'],
    },
    null,
    2,
  ) + '\n'

function indexHtml(title: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="UTF-8">\n  <title>${escapeHtml(title)}</title>\n</head>\n<body style="margin:0">\n  <app-family-tree></app-family-tree>\n</body>\n</html>\n`
}

export function angularProject(src: SandboxSource): SandboxProject {
  const dependencies = pick(
    'family-chart',
    'd3',
    '@angular/core',
    '@angular/common',
    '@angular/compiler',
    '@angular/platform-browser',
    'rxjs',
    'tslib',
    ...(usesVue(src.createFnString) ? ['vue' as const] : []),
  )
  const devDependencies = pick('@angular/build', '@angular/cli', '@angular/compiler-cli', 'typescript', '@types/d3')
  const component = angularSnippet({ createFnString: src.createFnString, css: src.css, dataUrl: PUBLIC_DATA_URL })
  return nodeProject(src, {
    scripts: { start: 'ng serve', dev: 'ng serve', build: 'ng build' },
    dependencies,
    devDependencies,
    files: {
      'angular.json': angularJson(),
      'tsconfig.json': TSCONFIG,
      'src/index.html': indexHtml(src.title),
      'src/main.ts': MAIN_TS,
      'src/app/family-tree.component.ts': component,
      'public/data.json': src.dataJson,
    },
    mainFile: 'src/app/family-tree.component.ts',
  })
}
