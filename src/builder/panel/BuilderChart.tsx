/**
 * The builder's chart, the official React component: a new chart when the data is loaded or replaced; every settings
 * change is applied to the same chart in place (see apply-plan), so the view keeps its zoom and the person form stays
 * where it is.
 */
import React, { useEffect, useRef, useState } from 'react'
import type { Chart, Data, EditTree } from 'family-chart'
import { FamilyChart } from 'family-chart/react'
import { shouldAutoOpenForm } from '@site/src/constants'
import 'family-chart/styles/family-chart.css'
import clsx from 'clsx'
import { SITE_CHART_CLASS, useRemountKey } from '@site/src/components/FamilyChart'
import { applyPlan } from '../apply-plan'
import { chartPlan } from '../chart-plan'
import type { BuilderConfig } from '../config'
import { loadLocales } from '@site/src/components/LiveChart/locale-loaders'
import styles from './chart.module.css'

interface Live {
  chart: Chart
  card: ReturnType<Chart['setCardHtml']>
  editTree: EditTree | null
  /** The languages loaded so far (a chunk each), shared by every chart the builder makes. */
  locales: Record<string, unknown>
}

interface Props {
  data: Data
  config: BuilderConfig
  /** Every edit made in the chart (form submit, add, remove, delete, undo): the data as pretty-printed JSON and as data. */
  onDataChange: (json: string, data: Data) => void
  /** The chart once created, and null when it goes (for the Export menu). */
  onChart?: (chart: Chart | null) => void
}

function configure(live: Live, config: BuilderConfig, onChange: () => void): void {
  const lifecycle = {
    create: () => {
      const et = live.chart.editTree()
      et.setOnChange(onChange)
      return et as never
    },
    destroy: (et: unknown) => {
      ;(et as EditTree).destroy()
      live.chart.editTreeInstance = null
    },
  }
  live.editTree = applyPlan(chartPlan(config), live as never, lifecycle) as EditTree | null
}

/** Whether a settings change moves the cards (spacing, depth, siblings, dimensions, style), so the view re-fits. */
function layoutChanged(a: BuilderConfig, b: BuilderConfig): boolean {
  return (
    a.chartType !== b.chartType ||
    a.cardXSpacing !== b.cardXSpacing ||
    a.cardYSpacing !== b.cardYSpacing ||
    a.ancestryDepth !== b.ancestryDepth ||
    a.progenyDepth !== b.progenyDepth ||
    a.showSiblingsOfMain !== b.showSiblingsOfMain ||
    a.cardStyle !== b.cardStyle ||
    // A right-to-left language mirrors the tree.
    a.locale !== b.locale ||
    JSON.stringify(a.cardDim) !== JSON.stringify(b.cardDim)
  )
}

export default function BuilderChart({ data, config, onDataChange, onChart }: Props): React.JSX.Element {
  const live = useRef<Live | null>(null)
  const applied = useRef<BuilderConfig | null>(null)
  const locales = useRef<Record<string, unknown>>({})
  const onDataRef = useRef(onDataChange)
  onDataRef.current = onDataChange

  const reportChange = () => {
    const et = live.current?.editTree
    if (!et) return
    const data = et.getStoreDataCopy()
    onDataRef.current(JSON.stringify(data, null, 2), data)
  }

  /** Sets up the chart for loaded or replaced data, with the settings of the moment. */
  const setup = (chart: Chart) => {
    const l: Live = { chart, card: chart.setCardHtml(), editTree: null, locales: locales.current }
    live.current = l
    configure(l, config, reportChange)
    applied.current = config
    chart.updateTree({ initial: true })
    // Below 1400 px the form would take most of the chart: it opens when a card is clicked.
    if (shouldAutoOpenForm()) l.editTree?.open(chart.getMainDatum())
  }
  const [chart, setChart] = useState<Chart | null>(null)
  const onChartRef = useRef(onChart)
  onChartRef.current = onChart
  useEffect(() => {
    if (!chart) live.current = null
    onChartRef.current?.(chart)
  }, [chart])

  useEffect(() => {
    const l = live.current
    const prev = applied.current
    if (!l || !prev || prev === config) return
    const apply = () => {
      configure(l, config, reportChange)
      applied.current = config
      const turned = prev.horizontalOrientation !== config.horizontalOrientation
      // The chart type, spacing, orientation and depth change the tree's size: fit it again, unless nothing of the layout changed.
      l.chart.updateTree({ tree_position: turned || layoutChanged(prev, config) ? 'fit' : 'inherit' })
      if (l.editTree && (!prev.enableEdit || prev.viewOnly !== config.viewOnly)) l.editTree.open(l.chart.getMainDatum())
    }
    // A language chosen for the first time is loaded first; the settings are applied once it is there.
    if (config.locale && !locales.current[config.locale]) {
      let alive = true
      void loadLocales([config.locale]).then((loaded) => {
        Object.assign(locales.current, loaded)
        if (alive) apply()
      })
      return () => {
        alive = false
      }
    }
    apply()
  }, [config])

  // A chart per data: loading or replacing the data makes a new chart (and a new edit history).
  const chartKey = useRemountKey(data)
  return (
    <FamilyChart
      key={chartKey}
      ref={setChart}
      data={data}
      setup={setup}
      id="FamilyChart"
      className={clsx(SITE_CHART_CLASS, styles.chart)}
      data-testid="family-chart"
    />
  )
}
