/**
 * Demo 6: a 'Restricted' switch limits the tree to what the first person ('You') may see: blood relatives, their
 * spouses, the spouse's blood relatives and their spouses, and the parents of blood relatives' spouses. The people
 * the restriction hides are listed, each a button that shows where they sit; without the restriction their cards
 * are marked, so the switch changes what you see.
 */
import React, { useCallback } from 'react'
import type { Chart, Data } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import { restrictData, restrictedIds } from '@site/src/demos/restrictions'
import { personName } from '@site/src/demos/relations'
import { checkbox, labelled, navPanel } from './navControls'
import { DemoFrame, useChartHeight, useDemoData } from './shared'
import styles from './demos.module.css'

/** Whom the chart opens on: Hannah's uncle by marriage, whose second family the restriction hides. */
const OPENS_ON = 'Robert'

export default function TreeRestrictions(): React.JSX.Element {
  const state = useDemoData('/data/data-restrictions.json')
  const height = useChartHeight()

  const setup = useCallback((chart: Chart) => {
    const full: Data = structuredClone(chart.store.getData())
    const you = full[0]
    const allowed = you ? restrictedIds(full, you.id) : new Set<string>()
    const hidden = full.filter((d) => !allowed.has(d.id))
    chart.setTransitionTime(500)
    chart
      .setCardHtml()
      .setCardDisplay([['first name', 'last name'], ['birthday']])
      // Without the restriction, the people it would hide are marked on their cards.
      .setOnCardUpdate(function (this: HTMLElement, d) {
        const card = this.querySelector('.f3-card')
        const restrictedOut = !allowed.has(d.data.id) && !d.data.to_add
        card?.classList.toggle(styles.restrictedOut, restrictedOut)
        card?.querySelector(`.${styles.restrictedTag}`)?.remove()
        if (restrictedOut && card) {
          const tag = document.createElement('span')
          tag.className = styles.restrictedTag
          tag.textContent = `Hidden from ${personName(you)}`
          card.append(tag)
        }
      })
    const opening = full.find((d) => d.data['first name'] === OPENS_ON)
    if (opening) chart.updateMainId(opening.id)

    // The controls live in the chart's nav area (top left), which the chart removes on destroy().
    const panel = navPanel(chart.dom.nav)
    const status = document.createElement('span')
    status.className = styles.note
    status.setAttribute('role', 'status')
    status.dataset.testid = 'restriction-count'
    const list = document.createElement('span')
    list.className = styles.hiddenList
    list.dataset.testid = 'restriction-hidden'

    let restricted = true
    const show = (on: boolean) => {
      restricted = on
      const data = on && you ? restrictData(full, you.id) : structuredClone(full)
      chart.updateData(data)
      status.textContent = on
        ? `Showing ${data.length} of ${full.length} people, as ${personName(you)} may see them. Hidden:`
        : `Showing all ${full.length} people; the marked ones are hidden from ${personName(you)} when restricted:`
    }
    const restrictedBox = checkbox(true, (on) => {
      show(on)
      chart.updateTree({})
    })
    // Each hidden person: a button that lifts the restriction if needed and brings them to the middle.
    for (const person of hidden) {
      const b = document.createElement('button')
      b.type = 'button'
      b.className = styles.linkButton
      b.textContent = personName(person)
      b.addEventListener('click', () => {
        if (restricted) {
          restrictedBox.checked = false
          show(false)
        }
        chart.updateMainId(person.id)
        chart.updateTree({ tree_position: 'main_to_middle' })
      })
      list.append(b)
    }
    panel.append(labelled('Restricted', restrictedBox, true), status, list)
    show(restrictedBox.checked)
  }, [])

  return (
    <DemoFrame name="tree-restrictions" state={state} height={height}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
