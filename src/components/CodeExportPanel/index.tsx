/**
 * Code-export panel: the chart data and the generated Full HTML, Vue, React, Angular and Svelte code. The data tab is
 * editable with 'Update Data' when `onUpdateData` is given; a page with its own data editor leaves it out, so the
 * page has one place where data is edited.
 */
import React, { useEffect, useMemo, useRef, useState } from 'react'
import CodeEditor from '../CodeEditor/LazyCodeEditor'
import CodeTabs, { type CodeTab } from '../CodeTabs'
import HighlightedCode from '../HighlightedCode'
import OpenInSandbox from '../OpenInSandbox'
import { FRAMEWORKS, type Framework } from '@site/src/preferences/framework'
import { allSnippets } from '@site/src/snippets'
import styles from './styles.module.css'

export const COPY_NOTICE_MS = 2000

interface Props {
  /** The chart data as JSON text. */
  data_json: string
  /** The chart creation code: a `function create(data) { ... }` declaration. */
  createFnString: string
  /** Called with the edited data text when 'Update Data' is pressed; the text is not validated here. */
  onUpdateData?: (data_json: string) => void
  /** Where the data is edited instead, when `onUpdateData` is absent (shown under the read-only data). */
  dataEditHint?: string
}

export default function CodeExportPanel({
  data_json,
  createFnString,
  onUpdateData,
  dataEditHint,
}: Props): React.JSX.Element {
  const [draft, setDraft] = useState(data_json)
  const [notice, setNotice] = useState(false)
  const [tab, setTab] = useState('data')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => setDraft(data_json), [data_json])
  useEffect(() => () => clearTimeout(timer.current), [])
  const snippets = useMemo(() => allSnippets({ createFnString, dataJson: data_json }), [createFnString, data_json])

  const onCopied = () => {
    setNotice(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setNotice(false), COPY_NOTICE_MS)
  }
  const code = (id: string, label: string, text: string, language: string): CodeTab => ({
    id,
    label,
    copyText: text,
    content: <HighlightedCode code={text} language={language} label={label} />,
  })
  const tabs: CodeTab[] = [
    onUpdateData
      ? {
          id: 'data',
          label: 'data',
          copyText: draft,
          content: (
            <div className={styles.data}>
              <CodeEditor
                code={draft}
                language="json"
                onChange={setDraft}
                className={styles.editor}
                label="Chart data editor"
              />
              <button type="button" className="button button--primary button--sm" onClick={() => onUpdateData(draft)}>
                Update Data
              </button>
            </div>
          ),
        }
      : {
          id: 'data',
          label: 'data',
          copyText: data_json,
          content: (
            <div className={styles.data}>
              {dataEditHint && <p className={styles.hint}>{dataEditHint}</p>}
              <HighlightedCode code={data_json} language="json" label="Chart data" />
            </div>
          ),
        },
    code('html', 'Full HTML', snippets.fullHtml, 'markup'),
    code('vue', 'vue', snippets.vue, 'markup'),
    code('react', 'react', snippets.react, 'jsx'),
    code('angular', 'angular', snippets.angular, 'typescript'),
    code('svelte', 'svelte', snippets.svelte, 'markup'),
  ]
  return (
    <div className={styles.panel}>
      <CodeTabs
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        ariaLabel="Export code"
        onCopied={onCopied}
        footer={
          <OpenInSandbox
            // A framework tab sends that framework's app; the data and Full HTML tabs send the page.
            target={(FRAMEWORKS as readonly string[]).includes(tab) ? (tab as Framework) : 'html'}
            source={{
              createFnString,
              dataJson: data_json,
              title: 'Family chart from the builder',
              description: 'A family chart made with the family-chart builder.',
            }}
          />
        }
      />
      {notice && (
        <div className={styles.notice} role="status">
          Code copied to clipboard
        </div>
      )}
    </div>
  )
}
