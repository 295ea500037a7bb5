/** What an online-editor project is made of, independent of the service (StackBlitz or CodeSandbox) it is sent to. */
import type { Framework } from '@site/src/preferences/framework'

/** The code the project runs: the Full HTML page or one framework's component. */
export type SandboxTarget = 'html' | Framework

/** The chart a project is built from: the same inputs the snippet generators take, with the data as text. */
export interface SandboxSource {
  /** A `function create(data) { ... }` declaration mounting into '#FamilyChart'. */
  createFnString: string
  /** The chart data as JSON text; it becomes the project's data.json. */
  dataJson: string
  /** Extra CSS of the example. */
  css?: string
  /** Project title, e.g. the example's name. */
  title: string
  /** One line saying what the project shows. */
  description: string
}

export interface SandboxProject {
  title: string
  description: string
  /** 'static' serves the files as they are; 'node' installs package.json and runs its dev server. */
  kind: 'static' | 'node'
  /** Every file, path from the project root → text. */
  files: Record<string, string>
  /** package.json dependencies (empty for a static page, which loads its scripts from a CDN). */
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  /** The file to show first: the one holding the chart code. */
  mainFile: string
}

/** A POST form: where it goes and its fields, in order. */
export interface PostForm {
  action: string
  fields: [name: string, value: string][]
}
