/**
 * Demo 4: the duplicate-branch setup starting from one person, with Download Data (the whole list as a
 * pretty-printed family-chart-data.json) and Upload Data (a .json file replaces the tree and resets undo/redo).
 */
import React, { useCallback, useRef } from 'react'
import type { Chart, EditTree } from 'family-chart'
import FamilyChart from '@site/src/components/FamilyChart'
import {
  DATA_FILE_NAME,
  JSON_FILE_ACCEPT,
  isJsonFileName,
  parseUploadedData,
  serializeData,
} from '@site/src/demos/data-file'
import { configureBranchChart, createBranchEditTree } from './DuplicateBranchToggle'
import { DemoFrame, shouldAutoOpenForm, useChartHeight, useDemoData } from './shared'
import styles from './demos.module.css'

function saveTextFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export default function DuplicateBranchToggleEmptyTree(): React.JSX.Element {
  const state = useDemoData('/data/data-first-node.json')
  const height = useChartHeight()
  const chartRef = useRef<Chart | null>(null)
  const editTreeRef = useRef<EditTree | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const setup = useCallback((chart: Chart) => {
    configureBranchChart(chart)
    const editTree = createBranchEditTree(chart)
    chartRef.current = chart
    editTreeRef.current = editTree
    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }, [])

  const download = () => {
    const editTree = editTreeRef.current
    // getStoreDataCopy() leaves out placeholder cards and temporary flags.
    if (editTree) saveTextFile(serializeData(editTree.getStoreDataCopy()), DATA_FILE_NAME)
  }

  const upload = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = '' // choosing the same file again fires change again
    const chart = chartRef.current
    if (!file || !chart || !isJsonFileName(file.name)) return
    const result = parseUploadedData(await file.text())
    if (!result.ok) {
      window.alert(result.message)
      return
    }
    chart.updateData(result.data)
    chart.updateMainId(result.data[0].id)
    // A new edit tree drops any open form or add / remove mode and starts undo / redo from the uploaded data.
    const editTree = createBranchEditTree(chart)
    editTreeRef.current = editTree
    chart.updateTree({ initial: true })
    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }

  const controls = (
    <>
      <button type="button" className={styles.button} onClick={download}>
        Download Data
      </button>
      <button type="button" className={styles.button} onClick={() => fileInput.current?.click()}>
        Upload Data
      </button>
      <input
        ref={fileInput}
        type="file"
        accept={JSON_FILE_ACCEPT}
        onChange={upload}
        hidden
        aria-label="Upload Data file"
        data-testid="upload-input"
      />
      <span className={styles.note}>Add relatives from the form, then save the tree as {DATA_FILE_NAME}.</span>
    </>
  )

  return (
    <DemoFrame name="duplicate-branch-toggle-empty-tree" state={state} height={height} controls={controls}>
      {(data) => <FamilyChart data={data} height={height} setup={setup} />}
    </DemoFrame>
  )
}
