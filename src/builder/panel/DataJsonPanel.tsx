/** The chart data as editable JSON: Apply replaces the chart's data; invalid text is reported and changes nothing. */
import React, { useEffect, useState } from 'react'
import CodeEditor from '@site/src/components/CodeEditor'
import styles from './data-panel.module.css'

interface Props {
  /** The current data as JSON text. */
  text: string
  /** Tries the edited text; returns an error message when it cannot be used. */
  onApply: (text: string) => string | null
}

export default function DataJsonPanel({ text, onApply }: Props): React.JSX.Element {
  const [draft, setDraft] = useState(text)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => { setDraft(text); setError(null) }, [text])
  const dirty = draft !== text
  const apply = () => setError(onApply(draft))
  return (
    <section className={styles.panel} aria-labelledby="data-json-title">
      <header className={styles.head}>
        <h2 id="data-json-title">Data JSON</h2>
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--sm" disabled={!dirty} onClick={() => { setDraft(text); setError(null) }}>Revert</button>
          <button type="button" className="button button--primary button--sm" disabled={!dirty} onClick={apply}>Apply data</button>
        </div>
      </header>
      <p className={styles.hint}>Edit the people here and press Apply data, or edit them in the chart: this text follows every change.</p>
      {error && <p className={styles.error} role="alert">{error} Your chart and data are unchanged.</p>}
      <CodeEditor code={draft} language="json" onChange={setDraft} className={styles.editor} label="Data JSON editor" />
    </section>
  )
}
