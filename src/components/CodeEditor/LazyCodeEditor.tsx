/**
 * The code editor, loaded on demand: react-live and its editor (~75 KB) are a chunk of their own, so a page with an
 * editor hydrates without waiting for it. The server render and the first browser render show the code as plain text
 * in the editor's box; once the page has hydrated, the editor chunk loads and takes its place. (Rendering the lazy
 * editor during hydration would let a prop change reach a boundary that has not hydrated yet, which React answers by
 * throwing the server markup away: error #421.)
 */
import React, { Suspense, lazy, useEffect, useState } from 'react'
import type CodeEditorType from './index'

type Props = React.ComponentProps<typeof CodeEditorType>

const CodeEditor = lazy(() => import('./index'))

export default function LazyCodeEditor(props: Props): React.JSX.Element {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const fallback = (
    <div aria-label={props.label} role="group" aria-busy="true">
      {/* Focusable, so the code can be scrolled with the keyboard before the editor arrives. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable box (axe: scrollable-region-focusable) */}
      <div className={props.className} tabIndex={0}>
        <pre style={{ margin: 0 }}>{props.code}</pre>
      </div>
    </div>
  )
  if (!hydrated) return fallback
  return (
    <Suspense fallback={fallback}>
      <CodeEditor {...props} />
    </Suspense>
  )
}
