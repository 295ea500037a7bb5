/**
 * The Vue 3 snippet for chart code the official component does not take (see setup-function.ts): a single-file
 * component (<script setup>) creating the chart on mount, with the example CSS as a global style block.
 */
import { CONTAINER_CLASS, CONTAINER_ID, CONTAINER_STYLE } from './container'
import { dataLoadingCode } from './data-loading'
import { moduleImports } from './imports'
import { exampleCss } from './style-injection'
import { escapeForScriptTag, escapeForStyleTag, indent } from './text'
import type { SnippetSource } from './types'

export function vueEffectSnippet(src: SnippetSource): string {
  const css = exampleCss(src.css)
  const script = [
    "import { onBeforeUnmount, onMounted, ref } from 'vue'",
    ...moduleImports(src),
    '',
    'const contRef = ref(null)',
    '',
    'onMounted(() => {',
    indent(dataLoadingCode(src), 2),
    '})',
    '',
    'onBeforeUnmount(() => {',
    "  if (contRef.value) contRef.value.innerHTML = ''",
    '})',
    '',
    src.createFnString.trim(),
  ].join('\n')
  const blocks = [
    [
      '<template>',
      `  <div id="${CONTAINER_ID}" class="${CONTAINER_CLASS}" ref="contRef" style="${CONTAINER_STYLE}"></div>`,
      '</template>',
    ].join('\n'),
    `<script setup>\n${escapeForScriptTag(script)}\n</script>`,
  ]
  // Not scoped: the chart's elements are created by family-chart, outside Vue's scoping attributes.
  if (css) blocks.push(`<style>\n${escapeForStyleTag(css)}\n</style>`)
  return blocks.join('\n\n') + '\n'
}
