/**
 * Demo 5: every card shows how that person is related to 'You' (chart.calculateKinships), the form adds a
 * 'Relation to you' block with in-law relations, and a small popup chart (chart.getKinshipsDataStash) shows how.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react'
import type { Chart, Data, EditTree, Kinships, TreeDatum } from 'family-chart'
import { FamilyChart as OfficialFamilyChart, type FamilyChartLibrary } from 'family-chart/react'
import FamilyChart, { useRemountKey } from '@site/src/components/FamilyChart'
import {
  fitScale,
  kinshipCardLabel,
  kinshipChartRoot,
  relationToYouText,
  KINSHIP_TEXT_STYLE,
  RELATION_TO_YOU_TITLE,
} from '@site/src/demos/kinship'
import { personChoices, personName } from '@site/src/demos/relations'
import { DemoFrame, shouldAutoOpenForm, useChartHeight, useDemoData } from './shared'
import styles from './demos.module.css'

const FAMILIES = [
  { file: '/data/data-kinships-1.json', label: 'Quinn family' },
  { file: '/data/data-kinships-2.json', label: 'Bellamy family' },
]
const POPUP_SPACING = { x: 170, y: 70 }
const POPUP_CARD = { width: 150, height: 40 }
const POPUP_MAX_ZOOM = 0.65

/** Writes the kinship text under a card's name lines. */
function addKinshipLabel(cardCont: HTMLElement, text: string): void {
  if (!text) return
  const label = document.createElement('div')
  label.className = `${styles.kinshipLabel} demo-kinship-label`
  Object.assign(label.style, {
    fontSize: KINSHIP_TEXT_STYLE.fontSize,
    fontWeight: String(KINSHIP_TEXT_STYLE.fontWeight),
    color: KINSHIP_TEXT_STYLE.color,
  })
  label.textContent = text
  const card = cardCont.querySelector('.f3-card')
  ;(card?.querySelector('.f3-card-label') ?? card ?? cardCont).append(label)
}

interface PopupInfo {
  youId: string
  relId: string
  /** The people linking the two, from chart.getKinshipsDataStash(). */
  stash: Data
}

/** A 400 × 250 px dialog with a small chart of the people linking 'You' to one relative. */
function KinshipPopup({ youId, relId, stash, onClose }: PopupInfo & { onClose: () => void }): React.JSX.Element {
  const closeButton = useRef<HTMLButtonElement>(null)
  const you = stash.find((d) => d.id === youId)
  const rel = stash.find((d) => d.id === relId)

  useEffect(() => closeButton.current?.focus(), [stash, youId, relId])

  /** The small chart: 'You' and the relative with the people between them, labelled, fitted at our own scale. */
  const setup = (chart: Chart, f3: FamilyChartLibrary) => {
    const box = chart.cont
    const kinships = f3.calculateKinships(youId, stash)
    chart
      .setTransitionTime(0)
      .setCardXSpacing(POPUP_SPACING.x)
      .setCardYSpacing(POPUP_SPACING.y)
      .setSingleParentEmptyCard(false)
    chart
      .setCardHtml()
      .setStyle('rect')
      .setCardDim({ w: POPUP_CARD.width, h: POPUP_CARD.height })
      .setMiniTree(false)
      .setCardDisplay([['first name', 'last name']])
      .setOnCardClick(() => {})
      .setOnCardUpdate(function (this: HTMLElement, d: TreeDatum) {
        addKinshipLabel(this, kinshipCardLabel(kinships[d.data.id]))
      })
    const root = kinshipChartRoot(stash)
    if (root) chart.updateMainId(root)
    chart.updateTree({ initial: true })
    // The built-in fit leaves room for full-size cards; centre the small tree at our own scale instead.
    const tree = chart.store.getTree()
    if (tree) {
      const scale = fitScale({ width: box.clientWidth, height: box.clientHeight }, tree.dim, POPUP_CARD, POPUP_MAX_ZOOM)
      const centre = { x: -tree.dim.x_off + tree.dim.width / 2, y: -tree.dim.y_off + tree.dim.height / 2 }
      f3.handlers.cardToMiddle({ datum: centre, svg: chart.svg, scale })
    }
  }
  const chartKey = useRemountKey(stash, youId, relId)

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the dialog closes it
    <div
      className={styles.popup}
      role="dialog"
      aria-labelledby="kinship-popup-title"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      data-testid="kinship-popup"
    >
      <div className={styles.popupHeader}>
        <h2 id="kinship-popup-title">
          How {personName(rel)} is related to {personName(you)}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.closeButton}
          onClick={onClose}
          aria-label="Close kinship chart"
        >
          ×
        </button>
      </div>
      <OfficialFamilyChart key={chartKey} data={stash} setup={setup} className={styles.popupChart} />
    </div>
  )
}

export default function KinshipInfo(): React.JSX.Element {
  const [familyFile, setFamilyFile] = useState(FAMILIES[0].file)
  const state = useDemoData(familyFile)
  const height = useChartHeight()
  const data = state.status === 'ready' ? state.data : null
  const [youId, setYouId] = useState<string | null>(null)
  const [popup, setPopup] = useState<PopupInfo | null>(null)
  const youRef = useRef<string | null>(null)
  const chartRef = useRef<Chart | null>(null)
  const editTreeRef = useRef<EditTree | null>(null)
  const openFormId = useRef<string | null>(null)

  // 'You' starts as the first person of each family.
  useEffect(() => {
    const first = data?.[0]?.id ?? null
    youRef.current = first
    setYouId(first)
    setPopup(null)
  }, [data])

  const setup = useCallback((chart: Chart) => {
    chartRef.current = chart
    let kinships: Kinships = {}
    chart
      .setTransitionTime(500)
      // Recomputed before each redraw, so the labels follow the data and the 'You' person.
      .setBeforeUpdate(() => {
        kinships = youRef.current ? chart.calculateKinships(youRef.current) : {}
      })

    const card = chart
      .setCardHtml()
      .setCardDisplay([['first name', 'last name'], ['birthday']])
      .setOnCardUpdate(function (this: HTMLElement, d: TreeDatum) {
        addKinshipLabel(this, kinshipCardLabel(kinships[d.data.id]))
      })

    const editTree = chart
      .editTree()
      .fixed()
      .setFields(['first name', 'last name', 'birthday'])
      .setEditFirst(false)
      .setCardClickOpen(card)
      .setOnFormCreation(({ cont, form_creator }) => {
        openFormId.current = form_creator.datum_id
        if (form_creator.is_new || !youRef.current) return
        const you = youRef.current
        const relation = chart.calculateKinships(you, { show_in_law: true })[form_creator.datum_id]
        const box = document.createElement('section')
        box.className = styles.relation
        box.setAttribute('aria-label', RELATION_TO_YOU_TITLE)
        const title = document.createElement('h3')
        title.textContent = RELATION_TO_YOU_TITLE
        const text = document.createElement('p')
        text.className = 'demo-relation-to-you'
        text.textContent = relationToYouText(relation)
        box.append(title, text)
        if (relation && form_creator.datum_id !== you) {
          const show = document.createElement('button')
          show.type = 'button'
          show.className = styles.button
          show.textContent = 'Show kinship chart'
          const relId = form_creator.datum_id
          show.addEventListener('click', () =>
            setPopup({ youId: you, relId, stash: chart.getKinshipsDataStash(you, relId) }),
          )
          box.append(show)
        }
        const form = cont.querySelector('form')
        form?.querySelector('.f3-form-header')?.after(box)
      })
    editTreeRef.current = editTree
    if (shouldAutoOpenForm()) editTree.open(chart.getMainDatum())
  }, [])

  const chooseYou = (id: string) => {
    youRef.current = id
    setYouId(id)
    setPopup(null)
    const chart = chartRef.current
    const editTree = editTreeRef.current
    if (!chart || !editTree) return
    chart.updateTree({ tree_position: 'inherit' })
    // Rebuild an open form so its 'Relation to you' block names the new relation.
    if (editTree.form_cont && !editTree.form_cont.hidden && openFormId.current)
      editTree.openFormWithId(openFormId.current)
  }

  const controls = (
    <>
      <label>
        Sample family
        <select value={familyFile} onChange={(e) => setFamilyFile(e.target.value)}>
          {FAMILIES.map((f) => (
            <option key={f.file} value={f.file}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        You are
        <select
          value={youId ?? ''}
          onChange={(e) => chooseYou(e.target.value)}
          disabled={!data}
          data-testid="you-select"
        >
          {(data ? personChoices(data) : []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </>
  )

  return (
    <DemoFrame name="kinship-info" state={state} height={height} controls={controls}>
      {(loaded) => (
        <>
          <FamilyChart data={loaded} height={height} setup={setup} />
          {popup && <KinshipPopup {...popup} onClose={() => setPopup(null)} />}
        </>
      )}
    </DemoFrame>
  )
}
