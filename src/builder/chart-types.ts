/**
 * The chart types the builder offers, in the order its choice lists them: a list, so a new type is one more entry.
 * `value` is the name `Chart.setChartType` takes; the hourglass is the chart's own and needs no call.
 */
export interface BuilderChartType {
  value: string
  label: string
  /** Shown under the choice while this type is chosen. */
  hint: string
}

export const HOURGLASS_TYPE = 'hourglass'

export const BUILDER_CHART_TYPES: readonly BuilderChartType[] = [
  { value: HOURGLASS_TYPE, label: 'Hourglass', hint: 'Ancestors above, descendants below, as cards.' },
  { value: 'relatives', label: 'Everyone', hint: 'Everyone connected to the main person, each person on one card.' },
  {
    value: 'fan',
    label: 'Fan',
    hint: 'Ancestors in rings around the main person; ancestry depth 2 to 12 (empty: 5 generations).',
  },
]

/**
 * The types a chart fed by a data source offers (the wiki explorer): all of them, the fan included (the fan tells the
 * data source how many generations of ancestors it draws, and the source loads them).
 */
export const SOURCE_CHART_TYPES: readonly BuilderChartType[] = BUILDER_CHART_TYPES
