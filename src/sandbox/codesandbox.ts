/** The CodeSandbox define API form of a project (https://codesandbox.io/docs/learn/sandboxes/cli-api). */
import { compressToBase64 } from 'lz-string'
import type { PostForm, SandboxProject } from './types'

export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define'

/** The define API's `parameters`: the JSON description, lz-string compressed, in URL-safe base64. */
export function encodeParameters(parameters: unknown): string {
  return compressToBase64(JSON.stringify(parameters)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** What `parameters` holds before encoding. */
export function codesandboxDefinition(project: SandboxProject): {
  files: Record<string, { content: string; isBinary: false }>
  template: string
} {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false as const }]),
  )
  return { files, template: project.kind === 'static' ? 'static' : 'node' }
}

export function codesandboxForm(project: SandboxProject): PostForm {
  const fields: PostForm['fields'] = [
    ['parameters', encodeParameters(codesandboxDefinition(project))],
    ['query', `file=/${project.mainFile}`],
  ]
  // Projects with a dev server run in a cloud container ("server"); a static page runs in the browser.
  if (project.kind === 'node') fields.push(['environment', 'server'])
  return { action: CODESANDBOX_URL, fields }
}
