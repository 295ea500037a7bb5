/**
 * The code editor, loaded on demand: react-live and its editor (~75 KB) are a chunk of their own, so a page with an
 * editor hydrates without waiting for it. The server render and the first browser renders show the code as plain
 * text in the editor's box; the editor takes its place once it is wanted (`useEditorWanted`: near the viewport,
 * focused or touched, or the page settled). A visitor who focused the box is moved into the editor. (Rendering the
 * lazy editor during hydration would let a prop change reach a boundary that has not hydrated yet, which React
 * answers by throwing the server markup away: error #421.)
 */
import React, { Suspense, lazy, useRef } from 'react'
import type CodeEditorType from './index'
import { useEditorWanted } from './useEditorWanted'

type Props = React.ComponentProps<typeof CodeEditorType>

const CodeEditor = lazy(() => import('./index'))

export default function LazyCodeEditor(props: Props): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null)
  const { wanted, focused } = useEditorWanted(box)
  const fallback = (
    <div aria-label={props.label} role="group" aria-busy="true" ref={box}>
      {/* Focusable, so the code can be scrolled with the keyboard before the editor arrives. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable box (axe: scrollable-region-focusable) */}
      <div className={props.className} tabIndex={0}>
        <pre style={{ margin: 0 }}>{props.code}</pre>
      </div>
    </div>
  )
  if (!wanted) return fallback
  return (
    <Suspense fallback={fallback}>
      <CodeEditor {...props} focusOnMount={focused} />
    </Suspense>
  )
}
