/**
 * The Vue 3 snippet on the official component: `<FamilyChart>` from family-chart/vue makes the chart in its container,
 * and the example's chart code is its `setup`. The data is fetched into a ref (the chart waits for it) or embedded as
 * a constant; the example CSS is a global style block.
 */
import { CONTAINER_ID, CONTAINER_STYLE } from './container'
import { dataLoadingCode } from './data-loading'
import { componentImports } from './imports'
import { usesF3, type SetupFunction } from './setup-function'
import { exampleCss } from './style-injection'
import { escapeForScriptTag, escapeForStyleTag, indent } from './text'
import type { SnippetSource } from './types'

export function vueComponentSnippet(src: SnippetSource, setup: SetupFunction): string {
  const css = exampleCss(src.css)
  const fetches = src.dataJson === undefined
  const setupProp = setup.readsData ? '(f3Chart) => setupChart(f3Chart, data)' : 'setupChart'
  const script = [
    ...(fetches ? ["import { onMounted, shallowRef } from 'vue'"] : []),
    ...componentImports(src, 'vue', usesF3(setup)),
    '',
    ...(fetches
      ? [
          '// The people, once fetched: the chart waits for them.',
          'const data = shallowRef(null)',
          '',
          'onMounted(() => {',
          indent(['const show = (people) => { data.value = people }', dataLoadingCode(src, 'show')].join('\n'), 2),
          '})',
        ]
      : [`const data = ${src.dataJson!.trim()}`]),
    '',
    "// The example's chart code, given the chart the component made in its container.",
    setup.code,
  ].join('\n')
  const blocks = [
    [
      '<template>',
      `  <FamilyChart id="${CONTAINER_ID}" :data="data" :setup="${setupProp}" style="${CONTAINER_STYLE}" />`,
      '</template>',
    ].join('\n'),
    `<script setup>\n${escapeForScriptTag(script)}\n</script>`,
  ]
  // Not scoped: the chart's elements are created by family-chart, outside Vue's scoping attributes.
  if (css) blocks.push(`<style>\n${escapeForStyleTag(css)}\n</style>`)
  return blocks.join('\n\n') + '\n'
}
