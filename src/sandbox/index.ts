/** Online-editor projects (StackBlitz, CodeSandbox) made from an example's code: pure builders and the form sender. */
export { sandboxProject } from './project'
export { stackblitzForm, STACKBLITZ_URL } from './stackblitz'
export { codesandboxForm, codesandboxDefinition, encodeParameters, CODESANDBOX_URL } from './codesandbox'
export { submitForm } from './submit-form'
export { VERSIONS } from './versions'
export type { PostForm, SandboxProject, SandboxSource, SandboxTarget } from './types'
