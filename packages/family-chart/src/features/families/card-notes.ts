/**
 * What a card says about a relationship the links draw (its accessible description: "adoptive parent of Anna",
 * "divorced from Bert, 1990"), and its switch to draw another parent family in the tree (F on the focused card).
 */
import type { Store } from '../../store/types'
import type { TreeDatum } from '../../layout/types'
import { isEmptyCard } from '../../layout/empty-card'
import { isPlaceholder } from '../../data/markers'
import { describeCard } from '../../cards/relation-note'
import { relationNote } from './family-words'
import { familySwitchButton } from '../../cards/card-parts'
import { switchParentFamily } from '../../cards/card-actions'
import { CONTROL, svgControl } from '../../cards/svg-parts'
import { switchFamilyIcon } from '../../cards/icons'

/** Adds the relationship words and the family switch to a drawn card (HTML or SVG), as the card's own parts. */
export function addCardNotes(store: Store, el: Element, d: TreeDatum, cardSize: { w: number; h: number }): void {
  const frame = el.firstElementChild
  const card = frame?.querySelector(':scope > .f3-card')
  if (!frame || !card || d.is_private || isEmptyCard(d.data) || isPlaceholder(d.data)) return
  describeCard(card, frame, relationNote(d, store.state.say))
  const sw = d.family_switch
  if (!sw) return
  const press = () => switchParentFamily(store, sw)
  const svg = frame.namespaceURI === 'http://www.w3.org/2000/svg'
  frame.append(
    svg
      ? svgControl(sw.label, cardSize.w - CONTROL, cardSize.h + 4, 'f3-family-switch', switchFamilyIcon(), press)
      : familySwitchButton(sw.label, press),
  )
}
