/** What every project with a dev server shares: its package.json, built from the same source fields, and HTML escaping. */
import type { SandboxProject, SandboxSource } from './types'

/** A package name made from a title: lower case, words joined by dashes. */
export function packageName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug ? `family-chart-${slug}`.slice(0, 214) : 'family-chart-example'
}

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

interface NodeProjectParts {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  /** Every file but package.json. */
  files: Record<string, string>
  mainFile: string
}

/** A project that installs its packages and runs `npm start` / `npm run dev`. */
export function nodeProject(
  src: SandboxSource,
  { scripts, dependencies, devDependencies, files, mainFile }: NodeProjectParts,
): SandboxProject {
  const pkg = {
    name: packageName(src.title),
    version: '0.0.0',
    private: true,
    description: src.description,
    type: 'module',
    scripts,
    dependencies,
    devDependencies,
  }
  return {
    title: src.title,
    description: src.description,
    kind: 'node',
    files: { 'package.json': JSON.stringify(pkg, null, 2) + '\n', ...files },
    dependencies,
    devDependencies,
    mainFile,
  }
}
