/** Demo 1: living people are private. Their cards are grey and anonymous; clicking one closes the form. */
import React, { useCallback } from 'react'
import type { Chart } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import { isPrivatePerson, LIVING_OPTIONS } from '@site/src/demos/private-cards'
import { DemoFrame, shouldAutoOpenForm, useChartHeight, useDemoData } from './shared'

export default function PrivateCards(): React.JSX.Element {
  const state = useDemoData('/data/data-private.json')
  const height = useChartHeight()

  const setup = useCallback((chart: Chart) => {
    chart
      .setTransitionTime(1000)
      // Cards of people matching the condition are drawn grey, with a person icon and the text 'Private'.
      .setPrivateCardsConfig({ condition: isPrivatePerson })

    const card = chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])

    const editTree = chart
      .editTree()
      .fixed()
      .setFields([
        'first name',
        'last name',
        'birthday',
        { type: 'select', id: 'living', label: 'Living', options: LIVING_OPTIONS },
      ])
      .setEditFirst(false)
      // Clicking a public card opens its form; clicking a private card closes the form and only selects it.
      .setCardClickOpen(card)

    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }, [])

  return (
    <DemoFrame name="private-cards" state={state} height={height}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
