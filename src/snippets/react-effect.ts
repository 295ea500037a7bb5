/**
 * The React snippet for chart code the official component does not take (see setup-function.ts): a plain JSX function
 * component that creates the chart after mount and clears it on unmount.
 */
import { CONTAINER_CLASS, CONTAINER_ID, CONTAINER_STYLE_JSX } from './container'
import { dataLoadingCode } from './data-loading'
import { moduleImports } from './imports'
import { exampleCss, styleInjectionCode } from './style-injection'
import { indent } from './text'
import type { SnippetSource } from './types'

export function reactEffectSnippet(src: SnippetSource): string {
  const css = exampleCss(src.css)
  const effect = [
    'const cont = contRef.current',
    ...(css ? [styleInjectionCode(css)] : []),
    '// Guards against a late fetch after unmount (e.g. the double mount of StrictMode).',
    'let active = true',
    'const render = (data) => { if (active) create(data) }',
    dataLoadingCode(src, 'render'),
    '',
    'return () => {',
    '  active = false',
    ...(css ? ['  style.remove()'] : []),
    "  if (cont) cont.innerHTML = ''",
    '}',
  ].join('\n')
  return [
    "import React, { useEffect, useRef } from 'react'",
    ...moduleImports(src),
    '',
    'export default function FamilyTree() {',
    '  const contRef = useRef(null)',
    '',
    '  useEffect(() => {',
    indent(effect, 4),
    '  }, [])',
    '',
    `  return <div className="${CONTAINER_CLASS}" id="${CONTAINER_ID}" ref={contRef} style=${CONTAINER_STYLE_JSX} />`,
    '}',
    '',
    src.createFnString.trim(),
    '',
  ].join('\n')
}
