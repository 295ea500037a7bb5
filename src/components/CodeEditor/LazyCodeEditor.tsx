/**
 * The code editor, loaded on demand: react-live and its editor (~75 KB) are a chunk of their own, so a page with an
 * editor hydrates without waiting for it. The server render has the full editor; until the chunk arrives in the
 * browser, that markup stays (a Suspense boundary hydrates later), and a freshly mounted editor shows its code as
 * plain text in the same box.
 */
import React, { Suspense, lazy } from 'react'
import type CodeEditorType from './index'

type Props = React.ComponentProps<typeof CodeEditorType>

const CodeEditor = lazy(() => import('./index'))

export default function LazyCodeEditor(props: Props): React.JSX.Element {
  const fallback = (
    <div aria-label={props.label} role="group" aria-busy="true">
      <div className={props.className}><pre style={{ margin: 0 }}>{props.code}</pre></div>
    </div>
  )
  return <Suspense fallback={fallback}><CodeEditor {...props} /></Suspense>
}
