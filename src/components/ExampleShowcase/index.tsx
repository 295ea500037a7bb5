/** An example page's body: the live chart above tabs of editable JS, Full HTML, data, CSS and framework code. */
import React, { useEffect, useMemo, useState } from 'react'
import CodeEditor from '../CodeEditor/LazyCodeEditor'
import useBaseUrl from '@docusaurus/useBaseUrl'
import LiveChart from '../LiveChart'
import SkipChart from '../SkipChart'
import CodeTabs, { type CodeTab } from '../CodeTabs'
import HighlightedCode from '../HighlightedCode'
import OpenInSandbox from '../OpenInSandbox'
import { allSnippets } from '@site/src/snippets'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import { usePersistentChoice } from '@site/src/hooks/usePersistentChoice'
import { FRAMEWORKS, FRAMEWORK_LABELS, FRAMEWORK_STORAGE_KEY, type Framework } from '@site/src/preferences/framework'
import type { SandboxSource } from '@site/src/sandbox'
import { useJsonData } from '@site/src/hooks/useJsonData'
import type { ExampleDefinition } from '@site/src/example-code/types'
import styles from './styles.module.css'

export const INLINE_DATA_LIMIT = 10000
export const RERUN_DEBOUNCE_MS = 500
/**
 * The chart's height comes from the stylesheet (700px, 500px on phones: --example-chart-height in styles.module.css),
 * so the server-rendered page already has the phone height and nothing below the chart moves at hydration.
 */
const CHART_HEIGHT = 'var(--example-chart-height)'

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return debounced
}

interface Props extends ExampleDefinition {
  /** A big tree: a "Skip the chart" link before it takes keyboard focus past it. */
  skipChart?: boolean
}

export default function ExampleShowcase({
  dataUrl,
  dataFormat = 'json',
  code: initialCode,
  css,
  skipChart = false,
}: Props): React.JSX.Element {
  const resolvedUrl = useBaseUrl(dataUrl)
  const data = useJsonData(resolvedUrl, dataFormat)
  const dataLabel = dataFormat === 'text' ? 'Data file' : 'Data JSON'
  const [code, setCode] = useState(initialCode)
  const runCode = useDebounced(code, RERUN_DEBOUNCE_MS)
  const [runError, setRunError] = useState<string | null>(null)
  const snippets = useMemo(
    () => allSnippets({ createFnString: code, dataUrl, dataFormat, css }),
    [code, dataUrl, dataFormat, css],
  )
  const { metadata } = useDoc()
  const [outerTab, setOuterTab] = useState('js')
  // The last framework chosen on any example page (remembered in localStorage) opens the Frameworks tab.
  const [framework, setFramework] = usePersistentChoice<Framework>(FRAMEWORK_STORAGE_KEY, FRAMEWORKS, 'vue')

  // The library's chunk is downloaded from the page's first paint (webpackPreload: src/plugins/route-scripts.js) and
  // run here once the page has hydrated, beside the data, not once the data is in (LiveChart asks for it when it
  // mounts, which waits for the data); a failed download is said by LiveChart when it asks again.
  useEffect(() => {
    import(/* webpackPreload: true */ 'family-chart').catch(() => undefined)
  }, [])

  // The example's CSS goes into <head> on the client: server-rendered <style> text is escaped and would not hydrate.
  useEffect(() => {
    if (!css) return
    const style = document.createElement('style')
    style.dataset.example = 'true'
    style.textContent = css
    document.head.append(style)
    return () => style.remove()
  }, [css])

  const dataText = data.status === 'ready' ? data.text : ''
  // The online editors get what the tabs show: the chosen framework's component on the Frameworks tab, else the page.
  const sandboxTarget = outerTab === 'frameworks' ? framework : 'html'
  const sandboxSource: SandboxSource | null =
    data.status === 'ready'
      ? { createFnString: code, dataJson: dataText, css, title: metadata.title, description: metadata.description }
      : null
  const frameworkTabs: CodeTab[] = [
    {
      id: 'vue',
      label: 'vue',
      content: <HighlightedCode code={snippets.vue} language="markup" label="Vue component" />,
      copyText: snippets.vue,
    },
    {
      id: 'react',
      label: 'react',
      content: <HighlightedCode code={snippets.react} language="jsx" label="React component" />,
      copyText: snippets.react,
    },
    {
      id: 'angular',
      label: 'angular',
      content: <HighlightedCode code={snippets.angular} language="typescript" label="Angular component" />,
      copyText: snippets.angular,
    },
    {
      id: 'svelte',
      label: 'svelte',
      content: <HighlightedCode code={snippets.svelte} language="markup" label="Svelte component" />,
      copyText: snippets.svelte,
    },
  ]
  const tabs: CodeTab[] = [
    {
      id: 'js',
      label: 'JS',
      copyText: code,
      content: (
        <div className={styles.editorWrap}>
          <p className={styles.hint}>
            Edit the code: the chart above re-runs. <code>data</code> is loaded from <a href={resolvedUrl}>{dataUrl}</a>
            .
          </p>
          <CodeEditor
            code={code}
            language="javascript"
            onChange={setCode}
            className={styles.editor}
            label="Example code editor"
          />
          {runError && (
            <pre className={styles.error} role="alert" data-testid="run-error">
              {runError}
            </pre>
          )}
        </div>
      ),
    },
    {
      id: 'html',
      label: 'Full HTML',
      copyText: snippets.fullHtml,
      content: <HighlightedCode code={snippets.fullHtml} language="markup" label="Full HTML page" />,
    },
    {
      id: 'json',
      label: dataLabel,
      copyText: dataText,
      content:
        data.status !== 'ready' ? (
          <p className={styles.hint}>Loading data…</p>
        ) : dataText.length < INLINE_DATA_LIMIT ? (
          <HighlightedCode code={dataText} language={dataFormat === 'text' ? 'text' : 'json'} label={dataLabel} />
        ) : (
          <p className={styles.hint}>
            The data is {Math.round(dataText.length / 1024)} KB:{' '}
            <a href={resolvedUrl} target="_blank" rel="noopener noreferrer">
              open {dataUrl}
            </a>
            .
          </p>
        ),
    },
    ...(css
      ? [{ id: 'css', label: 'CSS', copyText: css, content: <HighlightedCode code={css} language="css" label="CSS" /> }]
      : []),
    {
      id: 'frameworks',
      label: 'Frameworks',
      // On a phone the tab is named for the framework it opens on ('Vue'): "Frameworks" alone would push it to a
      // second row at 320 px. Screen readers hear both words.
      shortLabel: FRAMEWORK_LABELS[framework],
      fullName: `${FRAMEWORK_LABELS[framework]} and other frameworks`,
      content: (
        <div className={styles.inner}>
          <CodeTabs
            tabs={frameworkTabs}
            ariaLabel="Framework"
            selected={framework}
            onSelect={(id) => setFramework(id as Framework)}
          />
        </div>
      ),
    },
  ]

  const chart = (
    <LiveChart
      code={runCode}
      dataText={dataText}
      dataFormat={dataFormat}
      height={CHART_HEIGHT}
      onResult={setRunError}
    />
  )
  return (
    <section className={styles.showcase} aria-label="Live example">
      {data.status === 'error' ? (
        <div className={styles.loadError} role="alert" style={{ height: CHART_HEIGHT }}>
          {data.message}
        </div>
      ) : data.status === 'loading' ? (
        <div className={styles.loading} role="status" style={{ height: CHART_HEIGHT }}>
          Loading data…
        </div>
      ) : skipChart ? (
        <SkipChart>{chart}</SkipChart>
      ) : (
        chart
      )}
      <CodeTabs
        tabs={tabs}
        ariaLabel="Example code"
        selected={outerTab}
        onSelect={setOuterTab}
        footer={<OpenInSandbox target={sandboxTarget} source={sandboxSource} />}
      />
    </section>
  )
}
