/**
 * Demo 6: a 'Restricted' switch limits the tree to what the first person ('You') may see: blood relatives, their
 * spouses, the spouse's blood relatives and their spouses, and the parents of blood relatives' spouses.
 */
import React, { useCallback } from 'react'
import type { Chart, Data } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import { restrictData } from '@site/src/demos/restrictions'
import { personName } from '@site/src/demos/relations'
import { checkbox, labelled, navPanel } from './navControls'
import { DemoFrame, useChartHeight, useDemoData } from './shared'
import styles from './demos.module.css'

export default function TreeRestrictions(): React.JSX.Element {
  const state = useDemoData('/data/data-restrictions.json')
  const height = useChartHeight()

  const setup = useCallback((chart: Chart) => {
    const full: Data = structuredClone(chart.store.getData())
    const you = full[0]
    chart.setTransitionTime(500)
    chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])

    // The controls live in the chart's nav area (top left), which the chart removes on destroy().
    const panel = navPanel(chart.dom.nav)
    const status = document.createElement('span')
    status.className = styles.note
    status.setAttribute('role', 'status')
    status.dataset.testid = 'restriction-count'

    const show = (restricted: boolean) => {
      const data = restricted && you ? restrictData(full, you.id) : structuredClone(full)
      chart.updateData(data)
      status.textContent = `Showing ${data.length} of ${full.length} people (as seen by ${personName(you)})`
    }
    const restrictedBox = checkbox(true, (restricted) => {
      show(restricted)
      chart.updateTree({})
    })
    panel.append(labelled('Restricted', restrictedBox, true), status)
    show(restrictedBox.checked)
  }, [])

  return (
    <DemoFrame name="tree-restrictions" state={state} height={height}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
