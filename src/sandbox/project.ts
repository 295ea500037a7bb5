/** Builds the project for a target: the Full HTML page, or the Vue, React, Angular or Svelte app around its snippet. */
import { angularProject } from './angular-project'
import { htmlProject } from './html-project'
import { viteProject } from './vite-project'
import type { SandboxProject, SandboxSource, SandboxTarget } from './types'

export function sandboxProject(target: SandboxTarget, src: SandboxSource): SandboxProject {
  if (target === 'html') return htmlProject(src)
  if (target === 'angular') return angularProject(src)
  return viteProject(target, src)
}
