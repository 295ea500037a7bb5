/** Create Tree: design a chart with the configuration panel, edit its people, and take away the code. */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Layout from '@theme/Layout'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { useLocation } from '@docusaurus/router'
import type { Chart, Data } from 'family-chart'
import CodeExportPanel from '@site/src/components/CodeExportPanel'
import {
  CREATOR_DEFAULTS,
  creationCode,
  fetchPeople,
  loadValidator,
  parseBuilderQuery,
  parsePeopleText,
  type BuilderConfig,
} from '@site/src/builder'
import BuilderChart from '@site/src/builder/panel/BuilderChart'
import ConfigDrawer from '@site/src/builder/panel/ConfigDrawer'
import ConfigPanel from '@site/src/builder/panel/ConfigPanel'
import DataJsonPanel from '@site/src/builder/panel/DataJsonPanel'
import GedcomImport from '@site/src/builder/panel/GedcomImport'
import { gedcomExportItems } from '@site/src/builder/gedcom/gedcom-file'
import { mainNameOf } from '@site/src/chart-export/export-items'
import ExportMenu from '@site/src/components/ExportMenu'
import { useChartExportItems } from '@site/src/components/ExportMenu/useChartExportItems'
import styles from './create-tree.module.css'

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: Data; warnings: string[] }

const toText = (data: Data) => JSON.stringify(data, null, 2)

/**
 * Loads `data_url` when given, else the starter person; a failed `data_url` (error, bad data, or no answer in
 * time) falls back to the starter with a notice and a way to try again.
 */
function useStartData(
  dataUrl: string | null,
  starterUrl: string,
): { loaded: Loaded; notice: string | null; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [notice, setNotice] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setLoaded({ status: 'loading' })
    setNotice(null)
    ;(async () => {
      if (dataUrl) {
        const fromUrl = await fetchPeople(dataUrl, fetch, { signal: controller.signal })
        if (controller.signal.aborted) return
        if ('data' in fromUrl) return setLoaded({ status: 'ready', ...fromUrl })
        setNotice(`${fromUrl.error} Showing the starter person instead.`)
      }
      const starter = await fetchPeople(starterUrl, fetch, { signal: controller.signal })
      if (controller.signal.aborted) return
      setLoaded('data' in starter ? { status: 'ready', ...starter } : { status: 'error', message: starter.error })
    })()
    return () => controller.abort()
  }, [dataUrl, starterUrl, attempt])
  return { loaded, notice, retry: useCallback(() => setAttempt((n) => n + 1), []) }
}

function Builder(): React.JSX.Element {
  const { search } = useLocation()
  const query = useMemo(() => parseBuilderQuery(search), [search])
  const { loaded, notice, retry } = useStartData(query.dataUrl, useBaseUrl('/data/data-create-tree.json'))
  const [config, setConfig] = useState<BuilderConfig>(CREATOR_DEFAULTS)
  const [chartData, setChartData] = useState<Data | null>(null)
  const [dataText, setDataText] = useState('')
  const [findings, setFindings] = useState<string[]>([])
  const [importNotes, setImportNotes] = useState<string[]>([])
  const workspace = useRef<HTMLDivElement>(null)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const chartRef = useRef<Chart | null>(null)
  const chartItems = useChartExportItems(useCallback(() => chartRef.current, []))
  // GEDCOM exports the data as the chart shows it, edits included (the Data JSON text follows every edit).
  const dataTextRef = useRef(dataText)
  dataTextRef.current = dataText
  // The data the text was made from: export takes it while the text is unchanged, instead of a deep copy parsed
  // from the text (at 100,000 people the parse cost more than the export itself).
  const textSource = useRef<{ text: string; data: Data } | null>(null)
  const showData = useCallback((data: Data, text: string = toText(data)) => {
    textSource.current = { text, data }
    setDataText(text)
  }, [])
  const exportItems = useMemo(
    () => [
      ...chartItems,
      ...gedcomExportItems(
        () => {
          const text = dataTextRef.current
          if (!text) return null
          return textSource.current?.text === text ? textSource.current.data : (JSON.parse(text) as Data)
        },
        () => {
          try {
            return chartRef.current ? mainNameOf(chartRef.current) : ''
          } catch {
            return ''
          }
        },
        // Living people are written as private while the chart hides them (the user turns the switch off to write them).
        () => chartRef.current?.store.state.privacy,
      ),
    ],
    [chartItems],
  )
  const onGedcomImport = useCallback(
    (data: Data, notes: string[]) => {
      setChartData(data)
      showData(data)
      setImportNotes(notes)
      void loadValidator().then((validate) => setFindings(validate(data).map((p) => p.message)))
    },
    [showData],
  )

  // Query parameters are read after hydration (the server-rendered page has none).
  useEffect(() => {
    setConfig((c) => ({
      ...c,
      transitionTime: query.transitionTime ?? c.transitionTime,
      linkExistingRel: query.linkExistingRel,
    }))
  }, [query])
  useEffect(() => {
    if (loaded.status !== 'ready') return
    setChartData(loaded.data)
    showData(loaded.data)
    setFindings(loaded.warnings)
  }, [loaded, showData])

  const update = useCallback((change: (c: BuilderConfig) => BuilderConfig) => setConfig(change), [])
  const applyText = useCallback(
    async (text: string): Promise<string | null> => {
      let validate
      try {
        validate = await loadValidator()
      } catch {
        return 'The chart library could not be loaded (check the connection), so the data was not applied.'
      }
      const result = parsePeopleText(text, validate)
      if ('error' in result) return result.error
      setChartData(result.data)
      showData(result.data)
      setFindings(result.warnings)
      setImportNotes([])
      return null
    },
    [showData],
  )
  const onChartEdit = useCallback(
    (json: string, data: Data) => {
      showData(data, json)
      void loadValidator().then((validate) => setFindings(validate(data).map((p) => p.message)))
    },
    [showData],
  )
  const code = useMemo(() => creationCode(config), [config])

  return (
    <div className={styles.workspace} ref={workspace}>
      <ConfigDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
        <ConfigPanel config={config} update={update} />
      </ConfigDrawer>
      <div className={styles.main}>
        {query.problems.map((p) => (
          <p key={p} className={styles.notice} role="status">
            {p}
          </p>
        ))}
        {notice && (
          <div className={styles.error} role="alert">
            <p>{notice}</p>
            <button type="button" className="button button--secondary button--sm" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {/* Until the chart is there (also the render between the data and the chart), so the page below does not jump. */}
        {(loaded.status === 'loading' || (loaded.status === 'ready' && !chartData)) && (
          <div className={styles.placeholder} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            Loading data…
          </div>
        )}
        {loaded.status === 'error' && (
          <p className={styles.error} role="alert">
            {loaded.message}
          </p>
        )}
        {chartData && (
          <>
            <div className={styles.chartBar}>
              <GedcomImport onImport={onGedcomImport} dropTarget={workspace} />
              {/* The chart's formats and GEDCOM. */}
              <ExportMenu items={exportItems} />
            </div>
            <BuilderChart
              data={chartData}
              config={config}
              onDataChange={onChartEdit}
              onChart={(c) => {
                chartRef.current = c
              }}
            />
            <DataJsonPanel text={dataText} onApply={applyText} findings={findings} importNotes={importNotes} />
            <section aria-labelledby="code-title">
              <h2 id="code-title" className={styles.codeTitle}>
                Code
              </h2>
              <p className={styles.hint}>
                This chart with these settings and this data, for your framework. Every tab follows the panel.
              </p>
              <CodeExportPanel
                data_json={dataText}
                createFnString={code}
                dataEditHint="The data as the code below uses it. Edit it in the Data JSON panel above."
              />
            </section>
          </>
        )}
      </div>
    </div>
  )
}

export default function CreateTree(): React.JSX.Element {
  return (
    <Layout
      title="Create Tree"
      description="Design a family chart with the configuration panel, edit its people and copy the code for your framework"
    >
      <main className={styles.page}>
        <h1 className={styles.title}>Create Tree</h1>
        <p className={styles.intro}>
          Configure the chart in the panel, add relatives by clicking a card, and copy the code below: it always matches
          what you see.
        </p>
        <Builder />
      </main>
    </Layout>
  )
}
