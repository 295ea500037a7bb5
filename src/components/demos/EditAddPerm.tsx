/**
 * Demo 8: edit and add permissions by family radius around a 'You' person, through setCanEdit, setCanAdd and
 * setCanDelete. The controls sit in the chart's nav area; each change reopens the main person's form.
 */
import React, { useCallback } from 'react'
import type { Chart, EditTree } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import {
  canAddAtLevel,
  canEditAtLevel,
  parseLevel,
  DEFAULT_ADD_LEVEL,
  DEFAULT_CAN_DELETE,
  DEFAULT_EDIT_LEVEL,
  MAX_LEVEL,
  MIN_LEVEL,
} from '@site/src/demos/permissions'
import { personChoices } from '@site/src/demos/relations'
import { checkbox, labelled, navPanel, numberInput, selectInput } from './navControls'
import { DemoFrame, shouldAutoOpenForm, useChartHeight, useDemoData } from './shared'

export default function EditAddPerm(): React.JSX.Element {
  const state = useDemoData('/data/data-permissions.json')
  const height = useChartHeight()

  const setup = useCallback((chart: Chart) => {
    const data = () => chart.store.getData()
    const perm = {
      youId: data()[0]?.id ?? '',
      edit: DEFAULT_EDIT_LEVEL,
      add: DEFAULT_ADD_LEVEL,
      canDelete: DEFAULT_CAN_DELETE,
    }
    const canAdd = (id: string) => canAddAtLevel(perm.add, data(), perm.youId, id)

    chart.setTransitionTime(500)
    const card = chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
    const editTree: EditTree = chart
      .editTree()
      .fixed()
      .setFields(['first name', 'last name', 'birthday'])
      .setEditFirst(false)
      // New-relative placeholders stay editable; which ones exist is decided by setCanAdd.
      .setCanEdit((d) => !!d.to_add || canEditAtLevel(perm.edit, data(), perm.youId, d.id))
      .setCanAdd((d) => canAdd(d.id))
      .setCanDelete(() => perm.canDelete)
      .setCardClickOpen(card)
      // Keeps the 'Select main profile' list (created below; changes only come after setup) in step with the data.
      .setOnChange((copy) => profile.setOptions(personChoices(copy ?? data()), perm.youId))
      .setOnFormCreation(({ cont, form_creator }) => {
        // The library hides the add toggle when editing is not allowed; we also disable it when nothing may be added.
        const toggle = cont.querySelector<HTMLButtonElement>('.f3-add-relative-toggle')
        const allowed = canAdd(form_creator.datum_id)
        if (toggle && !form_creator.add_relative_active && !allowed.parent && !allowed.spouse && !allowed.child) {
          toggle.disabled = true
          toggle.title = 'You may not add relatives here'
          toggle.setAttribute('aria-label', 'Add relative (not allowed)')
        }
      })

    const reopenMainForm = () => {
      if (editTree.isAddingRelative()) editTree.addRelative() // leave add mode so the placeholders follow the new rights
      editTree.open(chart.getMainDatum())
    }

    // Controls in the chart's nav area, removed with the chart.
    const panel = navPanel(chart.dom.nav)
    const profile = selectInput((id) => {
      perm.youId = id
      if (editTree.isAddingRelative()) editTree.addRelative()
      chart.updateMainId(id)
      chart.updateTree({})
      reopenMainForm()
    })
    profile.setOptions(personChoices(data()), perm.youId)
    const editLevel = numberInput(perm.edit, MIN_LEVEL, MAX_LEVEL, (text) => {
      perm.edit = parseLevel(text)
      reopenMainForm()
    })
    const addLevel = numberInput(perm.add, MIN_LEVEL, MAX_LEVEL, (text) => {
      perm.add = parseLevel(text)
      reopenMainForm()
    })
    const deleteBox = checkbox(perm.canDelete, (checked) => {
      perm.canDelete = checked
      reopenMainForm()
    })
    panel.append(
      labelled('Select main profile', profile.el),
      labelled('Edit Level', editLevel),
      labelled('Add Level', addLevel),
      labelled('Can delete', deleteBox, true),
    )

    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }, [])

  return (
    <DemoFrame name="edit-add-perm" state={state} height={height}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
