/** The Full HTML page as a static project: index.html (d3 and family-chart from the CDN) beside its data.json. */
import { fullHtmlSnippet } from '@site/src/snippets'
import type { SandboxProject, SandboxSource } from './types'

/** Where the generated code fetches the data: relative, so it works wherever the editor serves the files. */
export const STATIC_DATA_URL = 'data.json'

export function htmlProject(src: SandboxSource): SandboxProject {
  const html = fullHtmlSnippet({ createFnString: src.createFnString, css: src.css, dataUrl: STATIC_DATA_URL })
  return {
    title: src.title,
    description: src.description,
    kind: 'static',
    files: { 'index.html': html, 'data.json': src.dataJson },
    dependencies: {},
    devDependencies: {},
    mainFile: 'index.html',
  }
}
