/**
 * The page's one data editor: the chart's people as JSON. Apply replaces the chart's data; text not applied is never
 * overwritten by an edit made in the chart, and the panel says when the two differ. What the library's validation
 * finds in the chart's data is listed beside it.
 */
import React, { useEffect, useReducer } from 'react'
import DataTextEditor from './DataTextEditor'
import {
  applied,
  chartChanged,
  discarded,
  draftStatus,
  edited,
  editorText,
  initialDraft,
  type DataDraft,
} from '../data-draft'
import styles from './data-panel.module.css'

interface Props {
  /** The chart's data as JSON text. */
  text: string
  /** Tries the edited text; gives an error message when it cannot be used (at once, or once the library is loaded). */
  onApply: (text: string) => string | null | Promise<string | null>
  /** Problems the library's validateData found in the chart's data (drawn anyway). */
  findings?: string[]
  /** What the last GEDCOM import said about the file (dates kept as written, unknown sexes ...). */
  importNotes?: string[]
}

type Action =
  | { type: 'edit'; text: string }
  | { type: 'chart'; text: string }
  | { type: 'applied'; error: string | null }
  | { type: 'discard' }

function reduce(s: DataDraft, a: Action): DataDraft {
  switch (a.type) {
    case 'edit':
      return edited(s, a.text)
    case 'chart':
      return chartChanged(s, a.text)
    case 'applied':
      return applied(s, a.error)
    case 'discard':
      return discarded(s)
  }
}

const SHOWN_FINDINGS = 20

export default function DataJsonPanel({ text, onApply, findings = [], importNotes = [] }: Props): React.JSX.Element {
  const [state, dispatch] = useReducer(reduce, text, initialDraft)
  useEffect(() => dispatch({ type: 'chart', text }), [text])
  const dirty = state.draft !== null
  const apply = () => {
    if (state.draft === null) return
    void Promise.resolve(onApply(state.draft)).then((error) => dispatch({ type: 'applied', error }))
  }
  return (
    <section className={styles.panel} aria-labelledby="data-json-title">
      <header className={styles.head}>
        <h2 id="data-json-title">Data JSON</h2>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!dirty}
            onClick={() => dispatch({ type: 'discard' })}
          >
            Discard edits
          </button>
          <button type="button" className="button button--primary button--sm" disabled={!dirty} onClick={apply}>
            Apply data
          </button>
        </div>
      </header>
      <p className={styles.status} role="status" data-testid="data-json-status">
        {draftStatus(state)}
      </p>
      {state.chartChangedSinceDraft && (
        <p className={styles.stale} role="alert">
          The chart’s data changed while you were editing here. Your text is not applied and not lost.
        </p>
      )}
      {state.error && (
        <p className={styles.error} role="alert">
          {state.error} Your chart and data are unchanged.
        </p>
      )}
      {findings.length > 0 && (
        <details className={styles.findings} open={findings.length <= 3}>
          <summary>
            {findings.length === 1 ? '1 problem in the data' : `${findings.length} problems in the data`} (the chart
            draws it anyway)
          </summary>
          <ul>
            {findings.slice(0, SHOWN_FINDINGS).map((f, i) => (
              <li key={i}>{f}</li>
            ))}
            {findings.length > SHOWN_FINDINGS && <li>…and {findings.length - SHOWN_FINDINGS} more.</li>}
          </ul>
        </details>
      )}
      {importNotes.length > 0 && (
        <details className={styles.findings} data-testid="gedcom-notes">
          <summary>
            {importNotes.length === 1 ? '1 note' : `${importNotes.length} notes`} from the GEDCOM import
          </summary>
          <ul>
            {importNotes.slice(0, SHOWN_FINDINGS).map((f, i) => (
              <li key={i}>{f}</li>
            ))}
            {importNotes.length > SHOWN_FINDINGS && <li>…and {importNotes.length - SHOWN_FINDINGS} more.</li>}
          </ul>
        </details>
      )}
      <DataTextEditor
        value={editorText(state)}
        onChange={(t) => dispatch({ type: 'edit', text: t })}
        label="Data JSON editor"
      />
    </section>
  )
}
