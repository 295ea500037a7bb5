/** Wiki Tree: search Wikidata for a person and explore their family as a chart (stash first, live API after). */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Layout from '@theme/Layout'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Chart, Data } from 'family-chart'
import WikiSearch from '@site/src/components/WikiTree/WikiSearch'
import WikiSidebar from '@site/src/components/WikiTree/WikiSidebar'
import WikiChart from '@site/src/components/WikiTree/WikiChart'
import WikiConfigure from '@site/src/builder/panel/WikiConfigure'
import ExportMenu from '@site/src/components/ExportMenu'
import { useChartExportItems } from '@site/src/components/ExportMenu/useChartExportItems'
import { WIKI_DEFAULTS, type BuilderConfig } from '@site/src/builder'
import { WIKI_DEFAULT_ID } from '@site/src/constants'
import { createPersonLookup } from '@site/src/wiki/person-lookup'
import { createHttpSources } from '@site/src/wiki/http-sources'
import { loadTreeData } from '@site/src/wiki/load-tree-data'
import { pushHistory } from '@site/src/wiki/search-options'
import { WIKI_FETCH_TIMEOUT_MS } from '@site/src/wiki/chart-config'
import { useMediaQuery } from '@site/src/hooks/useMediaQuery'
import styles from '@site/src/components/WikiTree/styles.module.css'

/** fetch that gives up after a while, so a hanging API ends in a message instead of an endless spinner. */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('The request timed out')), WIKI_FETCH_TIMEOUT_MS)
  return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer))
}

function idFromAddress(): string {
  const id = new URLSearchParams(window.location.search).get('wiki_id')
  return id && /^Q\d+$/.test(id) ? id : WIKI_DEFAULT_ID
}

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string }

function Explorer(): React.JSX.Element {
  const base = useBaseUrl('/')
  const lookup = useMemo(() => createPersonLookup(createHttpSources(base, fetchWithTimeout)), [base])
  const wide = useMediaQuery('(min-width: 960px)')
  const [mainId, setMainId] = useState(idFromAddress)
  const [loadedRoot, setLoadedRoot] = useState<string | null>(null)
  const [data, setData] = useState<Data | null>(null)
  const [revision, setRevision] = useState(0)
  const [initial, setInitial] = useState(true)
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  const [history, setHistory] = useState<{ id: string; label: string }[]>([])
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [config, setConfig] = useState<BuilderConfig>(WIKI_DEFAULTS)
  const updateConfig = useCallback((change: (c: BuilderConfig) => BuilderConfig) => setConfig(change), [])
  const loadSeq = useRef(0)
  const chartRef = useRef<Chart | null>(null)
  const exportItems = useChartExportItems(useCallback(() => chartRef.current, []))

  const load = useCallback(async (id: string, withInitialAnimation: boolean) => {
    const seq = ++loadSeq.current
    setStatus({ kind: 'loading' })
    setMainId(id)
    try {
      const next = (await loadTreeData(id, lookup)) as Data
      if (seq !== loadSeq.current) return
      setData(next)
      setLoadedRoot(id)
      setInitial(withInitialAnimation)
      setRevision((r) => r + 1)
      setStatus({ kind: 'ready' })
    } catch (err) {
      if (seq !== loadSeq.current) return
      setStatus({ kind: 'error', message: `Could not load the family of ${id}: ${(err as Error).message}` })
    }
  }, [lookup])

  useEffect(() => { void load(mainId, true) }, []) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const url = new URL(window.location.href)
    url.searchParams.set('wiki_id', mainId)
    window.history.replaceState(window.history.state, '', url)
  }, [mainId])
  useEffect(() => { setDrawerOpen(window.innerWidth > 1400) }, [])
  useEffect(() => { if (!wide) setDrawerOpen(false) }, [wide])

  const onMainChange = useCallback((id: string, label: string) => {
    setMainId(id)
    if (/^Q\d+$/.test(id)) {
      setHistory((h) => pushHistory(h.map((x) => x.id), id).map((hid) => h.find((x) => x.id === hid) ?? { id: hid, label }))
    }
  }, [])
  const select = (id: string) => {
    if (!wide) setDrawerOpen(false)
    void load(id, true)
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        {!wide && (
          <button type="button" className={`button button--secondary button--sm ${styles.drawerToggle}`} onClick={() => setDrawerOpen((o) => !o)} aria-expanded={drawerOpen} data-testid="wiki-drawer-toggle">
            People
          </button>
        )}
        <WikiSearch lookup={lookup} onSelect={select} />
        <WikiConfigure config={config} update={updateConfig} />
        {/* The chart's formats; the GEDCOM entry of the Export menu goes into this list too. */}
        <ExportMenu items={exportItems} />
      </div>
      <div className={styles.body}>
        {(wide || drawerOpen) && <WikiSidebar history={history} current={mainId} open={drawerOpen || wide} onClose={() => setDrawerOpen(false)} onSelect={select} />}
        <div className={styles.chartArea}>
          <WikiChart data={data} mainId={loadedRoot ?? mainId} revision={revision} initial={initial} config={config} onMainChange={onMainChange} onChart={(c) => { chartRef.current = c }} />
          {status.kind === 'ready' && loadedRoot && loadedRoot !== mainId && (
            <button type="button" className={`button button--primary ${styles.loadMore}`} onClick={() => void load(mainId, false)} data-testid="wiki-load-more">
              Load more
            </button>
          )}
          {status.kind === 'loading' && (
            <div className={styles.spinnerBox} role="status" aria-live="polite" data-testid="wiki-spinner">
              <span className={styles.spinner} aria-hidden="true" />
              <span>Loading the family of {mainId}…</span>
            </div>
          )}
          {status.kind === 'error' && (
            <div className={styles.errorBox} role="alert" data-testid="wiki-error">
              <p>{status.message}</p>
              <button type="button" className="button button--primary button--sm" onClick={() => void load(mainId, true)}>Retry</button>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}

export default function WikiTree(): React.JSX.Element {
  const [client, setClient] = useState(false)
  useEffect(() => setClient(true), [])
  return (
    <Layout title="Wiki Tree" description="Explore family trees from Wikidata" noFooter>
      {client ? <Explorer /> : <div className={styles.page} />}
    </Layout>
  )
}
