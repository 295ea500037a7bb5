/**
 * Demo 3: pedigree collapse. Jonas's parents are first cousins, so August and Greta Brandt appear twice among his
 * ancestors; the duplicate-branch toggle keeps one copy of that branch open at a time.
 */
import React, { useCallback } from 'react'
import type { Chart, EditTree } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import { personName } from '@site/src/demos/relations'
import { DemoFrame, shouldAutoOpenForm, useChartHeight, useDemoData } from './shared'

/** Chart settings shared with the empty-tree variant (demo 4). */
export function configureBranchChart(chart: Chart): void {
  chart
    .setTransitionTime(1000)
    // Each copy of a shared branch gets a toggle; opening one copy closes the others.
    .setDuplicateBranchToggle(true)
    // A search box in the chart's nav area; picking a person makes them the main person.
    .setPersonDropdown(personName, { placeholder: 'Search a person' })
  chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
}

/** The edit form, with 'Profile already exists?' on new relatives to link an existing person instead. */
export function createBranchEditTree(chart: Chart): EditTree {
  // The card made by configureBranchChart (setCardHtml() would replace it with a fresh one).
  const card = (chart.card as ReturnType<Chart['setCardHtml']> | null) ?? chart.setCardHtml()
  return chart
    .editTree()
    .fixed()
    .setFields(['first name', 'last name', 'birthday'])
    .setEditFirst(false)
    .setLinkExistingRelConfig({
      title: 'Profile already exists?',
      select_placeholder: 'Select profile',
      linkRelLabel: personName,
    })
    .setCardClickOpen(card)
}

export default function DuplicateBranchToggle(): React.JSX.Element {
  const state = useDemoData('/data/data-rel-link-1.json')
  const height = useChartHeight()

  const setup = useCallback((chart: Chart) => {
    configureBranchChart(chart)
    const editTree = createBranchEditTree(chart)
    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }, [])

  return (
    <DemoFrame name="duplicate-branch-toggle" state={state} height={height}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
