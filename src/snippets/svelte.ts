/** Generates the Svelte snippet: a component creating the chart in onMount; the example CSS is added as a page <style> element, since Svelte scopes its own style blocks. */
import { CONTAINER_CLASS, CONTAINER_ID, CONTAINER_STYLE } from './container'
import { dataLoadingCode } from './data-loading'
import { moduleImports } from './imports'
import { exampleCss, styleInjectionCode } from './style-injection'
import { escapeForScriptTag, indent } from './text'
import type { SnippetSource } from './types'

export function svelteSnippet(src: SnippetSource): string {
  const css = exampleCss(src.css)
  const mount = [
    ...(css ? [styleInjectionCode(css)] : []),
    dataLoadingCode(src),
    '',
    'return () => {',
    ...(css ? ['  style.remove()'] : []),
    "  if (cont) cont.innerHTML = ''",
    '}',
  ].join('\n')
  const script = [
    "import { onMount } from 'svelte'",
    ...moduleImports(src),
    '',
    'let cont',
    '',
    'onMount(() => {',
    indent(mount, 2),
    '})',
    '',
    src.createFnString.trim(),
  ].join('\n')
  return (
    [
      `<script>\n${escapeForScriptTag(script)}\n</script>`,
      `<div id="${CONTAINER_ID}" class="${CONTAINER_CLASS}" bind:this={cont} style="${CONTAINER_STYLE}"></div>`,
    ].join('\n\n') + '\n'
  )
}
