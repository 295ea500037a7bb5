/** The StackBlitz POST API form of a project (https://developer.stackblitz.com/platform/api/post-api). */
import type { PostForm, SandboxProject } from './types'

export const STACKBLITZ_URL = 'https://stackblitz.com/run'

export function stackblitzForm(project: SandboxProject): PostForm {
  // 'html' serves the files as they are; 'node' runs package.json's dev server in a WebContainer.
  const template = project.kind === 'static' ? 'html' : 'node'
  const fields: PostForm['fields'] = [
    ['project[title]', project.title],
    ['project[description]', project.description],
    ['project[template]', template],
  ]
  // Node projects carry their dependencies in package.json, which StackBlitz installs.
  if (project.kind === 'static') fields.push(['project[dependencies]', JSON.stringify(project.dependencies)])
  for (const [path, content] of Object.entries(project.files)) fields.push([`project[files][${path}]`, content])
  return { action: `${STACKBLITZ_URL}?file=${encodeURIComponent(project.mainFile)}`, fields }
}
