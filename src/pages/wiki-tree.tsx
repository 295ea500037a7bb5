/**
 * Wiki Tree: search Wikidata for a person and explore their family as a chart. The chart asks its data source (the
 * stash first, the live API after) for the people around whoever is in the centre, as the user moves.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Layout from '@theme/Layout'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Chart } from 'family-chart'
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
import { createPersonLookup, type PersonLookup } from '@site/src/wiki/person-lookup'
import { failedLoadTitle } from '@site/src/wiki/failure-title'
import { createHttpSources } from '@site/src/wiki/http-sources'
import { isItemId } from '@site/src/wiki/ids'
import { createWikiDataSource } from '@site/src/wiki/wiki-data-source'
import { watchSource } from '@site/src/wiki/watched-source'
import { stashPreloadScript } from '@site/src/wiki/stash-preload'
import { describeFailure, WikiRequestError } from '@site/src/wiki/request-error'
import { pushHistory } from '@site/src/wiki/search-options'
import { useMediaQuery } from '@site/src/hooks/useMediaQuery'
import styles from '@site/src/components/WikiTree/styles.module.css'

// The magic comment makes the build list the library for this page's after-paint loader (src/plugins/route-scripts.js):
// it downloads from the first paint, beside the route's files, and runs only once hydrated, when this effect or the
// explorer's chart asks, so its evaluation does not lengthen the hydration's tasks. Without it the download waited for
// the explorer to mount.
const loadLibrary = () => import(/* webpackPreload: true */ 'family-chart')

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

/**
 * A failure of the chart's source, said for the people it failed for: by name, by relation to someone loaded, or as
 * a relative of the person asked for (failure-title.ts); never by a bare Q-id when anything else is known.
 */
function failureStatus(
  chart: Chart | null,
  lookup: PersonLookup,
  mainId: string,
  error: unknown,
  ids: string[],
): Status {
  const missing = error instanceof WikiRequestError && error.kind === 'not-found'
  const people = chart?.store.getData() ?? []
  return {
    kind: 'error',
    title: failedLoadTitle(ids, { mainId, people, knownLabel: lookup.knownLabel }),
    ...describeFailure(error),
    retryable: !missing,
    ids,
  }
}

function ExplorerView(): React.JSX.Element {
  const base = useBaseUrl('/')
  const lookup = useMemo(() => createPersonLookup(createHttpSources(base)), [base])
  const wide = useMediaQuery('(min-width: 960px)')
  const [mainId, setMainId] = useState(idFromAddress)
  /** The person asked for last (address, search, people list); bumping `visit` moves the chart there. */
  const wanted = useRef(mainId)
  const [visit, setVisit] = useState(0)
  const [mainLabel, setMainLabel] = useState<string | null>(null)
  /** The person the drawn chart centres on, once it has drawn anyone. */
  const [shown, setShown] = useState<string | null>(null)
  const [pending, setPending] = useState(0)
  const [status, setStatus] = useState<Status>({ kind: 'ready' })
  const [history, setHistory] = useState<{ id: string; label: string }[]>([])
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [config, setConfig] = useState<BuilderConfig>(WIKI_DEFAULTS)
  const updateConfig = useCallback((change: (c: BuilderConfig) => BuilderConfig) => setConfig(change), [])
  const chartRef = useRef<Chart | null>(null)
  const exportItems = useChartExportItems(useCallback(() => chartRef.current, []))
  const source = useMemo(
    () =>
      watchSource(createWikiDataSource(lookup), {
        onPending: setPending,
        onUnknown: (ids) => {
          const id = wanted.current
          if (!ids.includes(id)) return
          const error = new WikiRequestError(
            'not-found',
            'Wikidata',
            `wbgetentities: ${id} is missing or not an item`,
            {
              summary: `No Wikidata person found for ${id}.`,
            },
          )
          setStatus(failureStatus(chartRef.current, lookup, id, error, [id]))
        },
        // A failed person arrived after all (their card's Retry, or Try again): the message has nothing left to say.
        onLoaded: (ids) =>
          setStatus((s) => (s.kind === 'error' && s.ids?.some((id) => ids.includes(id)) ? { kind: 'ready' } : s)),
      }),
    [lookup],
  )
  const onError = useCallback(
    (error: unknown, ids: string[]) => {
      console.error(`Could not load ${ids.join(', ')} from Wikidata`, error)
      setStatus(failureStatus(chartRef.current, lookup, wanted.current, error, ids))
    },
    [lookup],
  )

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
  const closeDrawer = useCallback(() => setDrawerOpen(false), [setDrawerOpen])

  const onMainChange = useCallback((id: string, label: string) => {
    wanted.current = id
    setMainId(id)
    setShown(id)
    setMainLabel(label)
    if (isItemId(id)) {
      setHistory((h) =>
        pushHistory(
          h.map((x) => x.id),
          id,
        ).map((hid) => h.find((x) => x.id === hid) ?? { id: hid, label }),
      )
    }
  }, [])
  const goTo = (id: string) => {
    wanted.current = id
    setStatus({ kind: 'ready' })
    setMainId(id)
    setVisit((v) => v + 1)
  }
  const select = (id: string) => {
    if (!wide) setDrawerOpen(false)
    goTo(id)
  }
  /** Try again: the people whose request failed are asked for again, as their cards' Retry does. */
  const retry = () => {
    setStatus({ kind: 'ready' })
    chartRef.current?.retryDataSource()
  }
  /** After a failure: back to the person shown before, when there is one. */
  const keepCurrentChart = () => {
    setStatus({ kind: 'ready' })
    if (shown && shown !== wanted.current) goTo(shown)
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
          <ChartBar
            mainLabel={mainLabel}
            loading={pending > 0}
            chartType={config.chartType}
            onChartType={(chartType) => updateConfig((c) => ({ ...c, chartType }))}
          />
          {/* Above the chart, not over it: a failed card's own Retry stays visible and clickable beside the message. */}
          <LoadStatus status={status} onRetry={retry} onDismiss={shown !== null ? keepCurrentChart : undefined} />
          <div className={styles.chartBox}>
            <WikiChart
              source={source}
              mainId={mainId}
              visit={visit}
              config={config}
              onMainChange={onMainChange}
              onError={onError}
              onChart={(c) => {
                chartRef.current = c
              }}
            />
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * What the page shows before its scripts have run (the explorer reads the address and the screen size, so it is
 * drawn in the browser only): a loading message and what the page does, where the chart will be, over the space the
 * explorer takes.
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
      {/* What the page is, for a first visit, while the chart loads. Also the largest text of the first paint, so
          the page's largest paint is this server-rendered text, not the chart's first frame (drawn at full size
          before it zooms out to fit). The id names it in the browser's paint records after it is gone. */}
      <p id="wiki-tree-about" className={styles.placeholderAbout}>
        Family trees from Wikidata: search for anyone with a known family, then click a relative to put them in the
        centre and see their family.
      </p>
    </div>
  )
}

export default function WikiTree(): React.JSX.Element {
  const [client, setClient] = useState(false)
  useEffect(() => {
    setClient(true)
    // The chart's binding asks for the library too, as it mounts; a failed download is said there.
    loadLibrary().catch(() => undefined)
  }, [])
  return (
    <Layout title="Wiki Tree" description="Explore family trees from Wikidata" noFooter>
      <main className={styles.main}>
        <h1 className="sr-only">Wiki Tree: family trees from Wikidata</h1>
        {client ? <Explorer /> : <ExplorerPlaceholder />}
      </main>
    </Layout>
  )
}
