/**
 * The React snippet on the official component: `<FamilyChart>` from family-chart/react makes the chart in its
 * container, and the example's chart code is its `setup`. The data is fetched into state (the chart waits for it) or
 * embedded as a constant.
 */
import { CONTAINER_ID, CONTAINER_STYLE_JSX } from './container'
import { dataLoadingCode } from './data-loading'
import { componentImports } from './imports'
import { usesF3, type SetupFunction } from './setup-function'
import { exampleCss, styleInjectionCode } from './style-injection'
import { indent } from './text'
import type { SnippetSource } from './types'

/** The effect that fetches the data and adds the example's CSS, or null when neither is needed. */
function effect(src: SnippetSource, css: string | undefined): string | null {
  const fetches = src.dataJson === undefined
  if (!fetches && !css) return null
  const body = [
    ...(css ? [styleInjectionCode(css)] : []),
    ...(fetches
      ? [
          '// Guards against a late fetch after unmount (e.g. the double mount of StrictMode).',
          'let active = true',
          'const show = (data) => { if (active) setData(data) }',
          dataLoadingCode(src, 'show'),
        ]
      : []),
    '',
    'return () => {',
    ...(fetches ? ['  active = false'] : []),
    ...(css ? ['  style.remove()'] : []),
    '}',
  ].join('\n')
  return ['useEffect(() => {', indent(body, 2), '}, [])'].join('\n')
}

export function reactComponentSnippet(src: SnippetSource, setup: SetupFunction): string {
  const css = exampleCss(src.css)
  const fetches = src.dataJson === undefined
  const effectCode = effect(src, css)
  const hooks = [...(fetches ? ['useState'] : []), ...(effectCode ? ['useEffect'] : [])]
  const setupProp = setup.readsData ? '(f3Chart) => setupChart(f3Chart, data)' : 'setupChart'
  const component = [
    'export default function FamilyTree() {',
    ...(fetches ? ['  const [data, setData] = useState(null)', ''] : []),
    ...(effectCode ? [indent(effectCode, 2), ''] : []),
    '  return (',
    '    <FamilyChart',
    `      id="${CONTAINER_ID}"`,
    '      data={data}',
    `      setup={${setupProp}}`,
    `      style=${CONTAINER_STYLE_JSX}`,
    '    />',
    '  )',
    '}',
  ]
  return [
    `import React${hooks.length ? `, { ${hooks.sort().join(', ')} }` : ''} from 'react'`,
    ...componentImports(src, 'react', usesF3(setup)),
    '',
    ...(fetches ? [] : [`const data = ${src.dataJson!.trim()}`, '']),
    ...component,
    '',
    "// The example's chart code, given the chart the component made in its container.",
    setup.code,
    '',
  ].join('\n')
}
