/**
 * The published `f3.elements.kinshipInfo`: a form row naming how a person is related to someone, whose info icon
 * opens a small chart of the people connecting the two.
 */
import type { Data, Datum } from '../data/types'
import { calculateKinships, type KinshipInfoConfig } from '../data/kinship/calculate-kinships'
import { getKinshipsDataStash } from '../data/kinship/kinships-data'
import { createChart } from '../chart/chart'
import { infoSvgIcon } from '../cards/icons'
import { personName } from '../data/person-name'
import { infoPopup, type InfoPopup } from './info-popup'

/** Options of {@link kinshipInfo}. @since 0.8.0 */
export interface KinshipInfoOptions extends KinshipInfoConfig {
  /** The person the kinship is named from ('self'); without one there is no row. */
  self_id?: Datum['id']
  /** The row's label, such as 'Kinship'. */
  title?: string
  /** A person's name on the small chart when kinship labels are off (default: their first and last name). */
  getLabel?: (d: Datum) => string
}

const POPUP_SIZE = { width: 250, height: 400 }

/** 'great-grandmother' → 'Great-grandmother'; 'self' → 'You'. */
function kinshipLabel(kinship: string): string {
  if (kinship === 'self') return 'You'
  return (kinship[0].toUpperCase() + kinship.slice(1)).replace('great-', 'Great-')
}

/** The small chart of the people between the two, labelled by kinship (or by name once the box is unticked). */
function smallChart(box: HTMLElement, options: KinshipInfoOptions, rel_id: string, data: Data): void {
  const self = options.self_id!
  const kinships = calculateKinships(self, data, options)
  const chartBox = document.createElement('div')
  chartBox.className = 'f3 f3-kinship-chart'
  chartBox.id = 'SmallChart'
  const toggle = document.createElement('label')
  toggle.className = 'f3-kinship-labels-toggle'
  const input = document.createElement('input')
  input.type = 'checkbox'
  input.checked = true
  toggle.append('Kinship labels ', input)
  box.replaceChildren(chartBox, toggle)
  const nameOf = options.getLabel ?? personName
  const chart = createChart(chartBox, getKinshipsDataStash(self, rel_id, data))
    .setTransitionTime(0)
    .setCardXSpacing(150)
    .setCardYSpacing(70)
    .setSingleParentEmptyCard(false)
    .updateMainId(self)
  chart
    .setCardHtml()
    .setStyle('rect')
    .setCardDim({ w: 120, h: 40 })
    .setMiniTree(false)
    .setCardDisplay((d) => (input.checked ? kinshipLabel(kinships[d.id] ?? '') : nameOf(d)))
    .setOnCardClick(() => {})
  input.addEventListener('change', () => chart.updateTree({ tree_position: 'inherit' }))
  chart.updateTree({ initial: true })
}

/**
 * A row for a person form: `title`, then how `rel_id` is related to `self_id` ('Father', 'Great-grandmother', 'You'),
 * with an info button that opens a small chart of the people connecting the two (again to close it).
 * @returns The row (`div.f3-kinship-info`), or undefined when the two are not related.
 * @group Compatibility
 * @since 0.8.0
 */
export function kinshipInfo(
  kinship_info_config: KinshipInfoOptions,
  rel_id: Datum['id'],
  data_stash: Data,
): HTMLElement | undefined {
  const self = kinship_info_config.self_id
  const kinship = self === undefined ? undefined : calculateKinships(self, data_stash, kinship_info_config)[rel_id]
  if (!kinship) return undefined
  const row = document.createElement('div')
  row.className = 'f3-kinship-info'
  const field = document.createElement('div')
  field.className = 'f3-info-field'
  const label = document.createElement('span')
  label.className = 'f3-info-field-label'
  label.textContent = kinship_info_config.title ?? ''
  const value = document.createElement('span')
  value.className = 'f3-info-field-value'
  const text = document.createElement('span')
  text.textContent = kinshipLabel(kinship)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'f3-kinship-info-icon'
  button.setAttribute('aria-label', 'Show how they are related')
  button.innerHTML = infoSvgIcon()
  value.append(text, button)
  field.append(label, value)
  row.append(field)

  let popup: InfoPopup | null = null
  button.addEventListener('click', (e) => {
    if (popup?.active) {
      popup.close()
      popup = null
      return
    }
    popup = infoPopup(row)
    const left = Math.max(10, Math.min(e.clientX - POPUP_SIZE.width - 10, window.innerWidth - POPUP_SIZE.width - 10))
    const top = Math.max(10, e.clientY - POPUP_SIZE.height - 10)
    Object.assign(popup.popup_cont.style, {
      width: `${POPUP_SIZE.width}px`,
      height: `${POPUP_SIZE.height}px`,
      left: `${left}px`,
      top: `${top}px`,
    })
    popup.activate()
    smallChart(
      popup.popup_cont.querySelector<HTMLElement>('.f3-popup-content-inner')!,
      kinship_info_config,
      rel_id,
      data_stash,
    )
  })
  return row
}
