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
import ChartBar from '@site/src/components/WikiTree/ChartBar'
import ExplorerBoundary from '@site/src/components/WikiTree/ExplorerBoundary'
import FailureNotice from '@site/src/components/WikiTree/FailureNotice'
import LoadStatus, { type Status } from '@site/src/components/WikiTree/LoadStatus'
import { personLabel } from '@site/src/components/WikiTree/person-label'
import { createPersonLookup } from '@site/src/wiki/person-lookup'
import { createHttpSources } from '@site/src/wiki/http-sources'
import { isItemId } from '@site/src/wiki/ids'
import { loadTreeData } from '@site/src/wiki/load-tree-data'
import { stashPreloadScript } from '@site/src/wiki/stash-preload'
import { describeFailure } from '@site/src/wiki/request-error'
import { pushHistory } from '@site/src/wiki/search-options'
import { useMediaQuery } from '@site/src/hooks/useMediaQuery'
import styles from '@site/src/components/WikiTree/styles.module.css'

function idFromAddress(): string {
  const id = new URLSearchParams(window.location.search).get('wiki_id')
  return isItemId(id) ? id : WIKI_DEFAULT_ID
}

/** The explorer inside a boundary: a crash while drawing is said in words with Try again, never a blank page. */
function Explorer(): React.JSX.Element {
  return (
    <ExplorerBoundary
      onError={(error) => console.error('The wiki explorer crashed', error)}
      fallback={(error, tryAgain) => (
        <div className={styles.crash}>
          <FailureNotice
            title="The explorer stopped working."
            summary="Something unexpected went wrong while showing this family."
            detail={describeFailure(error).detail}
            onRetry={tryAgain}
            testId="wiki-crash"
          />
        </div>
      )}
    >
      <ExplorerView />
    </ExplorerBoundary>
  )
}

function ExplorerView(): React.JSX.Element {
  const base = useBaseUrl('/')
  const lookup = useMemo(() => createPersonLookup(createHttpSources(base)), [base])
  const wide = useMediaQuery('(min-width: 960px)')
  const [mainId, setMainId] = useState(idFromAddress)
  const [loadedRoot, setLoadedRoot] = useState<string | null>(null)
  const [data, setData] = useState<Data | null>(null)
  const [revision, setRevision] = useState(0)
  const [initial, setInitial] = useState(true)
  const [status, setStatus] = useState<Status>({ kind: 'loading', id: mainId })
  const [history, setHistory] = useState<{ id: string; label: string }[]>([])
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [config, setConfig] = useState<BuilderConfig>(WIKI_DEFAULTS)
  const updateConfig = useCallback((change: (c: BuilderConfig) => BuilderConfig) => setConfig(change), [])
  const loadSeq = useRef(0)
  const chartRef = useRef<Chart | null>(null)
  const exportItems = useChartExportItems(useCallback(() => chartRef.current, []))

  const load = useCallback(
    async (id: string, withInitialAnimation: boolean) => {
      const seq = ++loadSeq.current
      setStatus({ kind: 'loading', id })
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
        console.error(`Could not load the family of ${id}`, err)
        setStatus({ kind: 'error', id, ...describeFailure(err) })
      }
    },
    [lookup],
  )

  useEffect(() => {
    void load(mainId, true)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const url = new URL(window.location.href)
    url.searchParams.set('wiki_id', mainId)
    window.history.replaceState(window.history.state, '', url)
  }, [mainId])
  useEffect(() => {
    setDrawerOpen(window.innerWidth > 1400)
  }, [])
  useEffect(() => {
    if (!wide) setDrawerOpen(false)
  }, [wide])
  // Stable: the drawer's focus trap is set up again whenever its onClose changes.
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  /** The person the drawn chart centres on, as it last reported. */
  const chartMain = useRef<string | null>(null)
  const onMainChange = useCallback((id: string, label: string) => {
    chartMain.current = id
    setMainId(id)
    if (isItemId(id)) {
      setHistory((h) =>
        pushHistory(
          h.map((x) => x.id),
          id,
        ).map((hid) => h.find((x) => x.id === hid) ?? { id: hid, label }),
      )
    }
  }, [])
  /** After a failed load: back to the chart that is still drawn, centred as it was. */
  const keepCurrentChart = () => {
    loadSeq.current++
    setMainId(chartMain.current ?? loadedRoot ?? mainId)
    setStatus({ kind: 'ready' })
  }
  const select = (id: string) => {
    if (!wide) setDrawerOpen(false)
    void load(id, true)
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        {!wide && (
          <button
            type="button"
            className={`button button--secondary button--sm ${styles.drawerToggle}`}
            onClick={() => setDrawerOpen((o) => !o)}
            aria-expanded={drawerOpen}
            data-testid="wiki-drawer-toggle"
          >
            People
          </button>
        )}
        <WikiSearch lookup={lookup} onSelect={select} />
        <WikiConfigure config={config} update={updateConfig} />
        {/* The chart's formats; the GEDCOM entry of the Export menu goes into this list too. */}
        <ExportMenu items={exportItems} />
      </div>
      <div className={styles.body}>
        {(wide || drawerOpen) && (
          <WikiSidebar
            history={history}
            current={mainId}
            open={drawerOpen || wide}
            modal={!wide}
            onClose={closeDrawer}
            onSelect={select}
          />
        )}
        <div className={styles.chartArea}>
          {/* The bar takes its own row, so 'Load more' never sits over the chart or the person panel. */}
          <ChartBar
            status={status}
            data={data}
            loadedRoot={loadedRoot}
            mainId={mainId}
            onLoadMore={() => void load(mainId, false)}
          />
          <div className={styles.chartBox}>
            <WikiChart
              data={data}
              mainId={loadedRoot ?? mainId}
              revision={revision}
              initial={initial}
              config={config}
              onMainChange={onMainChange}
              onChart={(c) => {
                chartRef.current = c
              }}
            />
            <LoadStatus
              status={status}
              label={status.kind === 'ready' ? '' : personLabel(data, status.id)}
              hasChart={loadedRoot !== null}
              onRetry={() => void load(mainId, true)}
              onDismiss={keepCurrentChart}
            />
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * What the page shows before its scripts have run (the explorer reads the address and the screen size, so it is
 * drawn in the browser only): a loading message where the chart will be, over the space the explorer takes.
 */
function ExplorerPlaceholder(): React.JSX.Element {
  const base = useBaseUrl('/')
  return (
    <div className={`${styles.page} ${styles.placeholder}`}>
      {/* The first family's stash files start downloading with the page's scripts (see stash-preload.ts). Part of
          the static page, run once as it is read; not a tag of the head manager, which may put its tags back. */}
      <script dangerouslySetInnerHTML={{ __html: stashPreloadScript(base) }} />
      <p className={styles.placeholderText} role="status">
        <span className={styles.spinner} aria-hidden="true" /> Loading the family tree…
      </p>
    </div>
  )
}

export default function WikiTree(): React.JSX.Element {
  const [client, setClient] = useState(false)
  useEffect(() => setClient(true), [])
  return (
    <Layout title="Wiki Tree" description="Explore family trees from Wikidata" noFooter>
      <main className={styles.main}>
        <h1 className="sr-only">Wiki Tree: family trees from Wikidata</h1>
        {client ? <Explorer /> : <ExplorerPlaceholder />}
      </main>
    </Layout>
  )
}
