/** The package.json text of a generated project. */

export function packageJson(options: {
  name: string
  description: string
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}): string {
  const { name, description, scripts, dependencies, devDependencies } = options
  const pkg = { name, version: '0.0.0', private: true, description, type: 'module', scripts, dependencies, devDependencies }
  return JSON.stringify(pkg, null, 2) + '\n'
}

/** A package name made from a title: lower case, words joined by dashes. */
export function packageName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return slug ? `family-chart-${slug}`.slice(0, 214) : 'family-chart-example'
}
