/**
 * The site's chart: the official React component (family-chart/react) in the site's look, the dark canvas, cards with
 * names and birthdays, a one-second animation, and a new chart for new data or a new setup. Components that run a
 * chart of their own use the official component directly, with `SITE_CHART_CLASS` and `useRemountKey`.
 */
import React from 'react'
import type { Data } from 'family-chart'
import { FamilyChart as OfficialFamilyChart, type ChartSetup } from 'family-chart/react'
import clsx from 'clsx'
import 'family-chart/styles/family-chart.css'
import { useRemountKey } from './remount-key'

export { useRemountKey } from './remount-key'

/**
 * The class of every chart container on the site beside the library's own `f3`: the dark canvas the charts are drawn
 * on in both site themes (see docs/faq.md, "Why are the charts dark in the light theme?").
 */
export const SITE_CHART_CLASS = 'site-chart-canvas'

/** The cards' rows on the site's charts, unless a setup says otherwise. */
export const SITE_CARD_DISPLAY = [['first name', 'last name'], ['birthday']]

interface Props {
  data: Data
  height?: number | string
  /** Configure the chart (cards, spacing...) before the first draw. */
  setup?: ChartSetup
  className?: string
}

export default function FamilyChart({ data, height = 600, setup, className }: Props): React.JSX.Element {
  const chartKey = useRemountKey(data, setup)
  return (
    <OfficialFamilyChart
      key={chartKey}
      data={data}
      setup={setup}
      transitionTime={1000}
      cardDisplay={SITE_CARD_DISPLAY}
      className={clsx(SITE_CHART_CLASS, className)}
      style={{ height, width: '100%' }}
      data-testid="family-chart"
    />
  )
}
