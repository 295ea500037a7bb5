/**
 * Demo 2: marriage date and place stored per spouse, spouses ordered by marriage date, the date written on the
 * spouse link, and a 'current marriage' select kept consistent on both sides after each submit.
 */
import React, { useCallback } from 'react'
import type { Chart } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import {
  afterMarriageSubmit,
  currentMarriageOptions,
  marriageLinkText,
  sortSpousesByMarriageDate,
  CURRENT_MARRIAGE,
  MARRIAGE_DATE,
  MARRIAGE_LOCATION,
} from '@site/src/demos/marriage'
import { DemoFrame, shouldAutoOpenForm, useChartHeight, useDemoData } from './shared'

/** Wider than the default 250 so a full date fits between two cards. */
const CARD_X_SPACING = 310

export default function MarriageDate(): React.JSX.Element {
  const state = useDemoData('/data/data-marriage-date.json')
  const height = useChartHeight()

  const setup = useCallback((chart: Chart) => {
    chart
      .setTransitionTime(1000)
      .setCardXSpacing(CARD_X_SPACING)
      .setSortSpousesFunction(sortSpousesByMarriageDate)
      // The chart writes each date beside its spouse, on the line that joins only that couple.
      .setLinkSpouseText((sp1, sp2) => marriageLinkText(sp1.data, sp2.data))

    const card = chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])

    const editTree = chart
      .editTree()
      .fixed()
      .setFields([
        'first name',
        'last name',
        'birthday',
        // One input per spouse, stored as marriage_date__ref__<spouseId> (and the same for the location).
        { type: 'rel_reference', id: MARRIAGE_DATE, label: 'Marriage date', rel_type: 'spouse' },
        { type: 'rel_reference', id: MARRIAGE_LOCATION, label: 'Marriage location', rel_type: 'spouse' },
        {
          type: 'select',
          id: CURRENT_MARRIAGE,
          label: 'Current marriage',
          options: (datum) => currentMarriageOptions(datum, chart.store.getData()),
        },
      ])
      .setEditFirst(false)
      .setCardClickOpen(card)
      .setOnSubmit((_e, datum, applyChanges, postSubmit) => {
        applyChanges()
        const submitted = chart.store.getData()
        const adjusted = afterMarriageSubmit(submitted, datum.id)
        // Before postSubmit(), which redraws and records the undo step: one step holds the submit and the adjustment.
        if (adjusted !== submitted) chart.updateData(adjusted)
        postSubmit()
      })

    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }, [])

  return (
    <DemoFrame name="marriage-date" state={state} height={height}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
