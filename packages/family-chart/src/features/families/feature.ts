/**
 * The families feature: what the chart draws of relationships beyond birth and marriage. A child's other parent
 * families (adoptive, step, foster ...) drawn beside the tree with a labelled link, one of them chosen to be drawn in
 * the tree (Chart.setParentFamily); a marriage that ended drawn with the sign and dashes of its kind; and the words the
 * cards say about both to assistive technology; and spouses in the order they married (setSortSpousesByMarriageDate).
 */
import type { Datum } from '../../data/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { setParentFamilyChoice } from '../../chart/layout-settings'
import { choiceFor, parentFamiliesOf, parentFamilyLayout, type ParentFamily } from '../../layout/parent-families'
import { byMarriageDate } from '../../layout/marriage-order'
import { linkMarks } from './link-marks'
import { sayFamilyWords } from './family-words'
import { noSteps } from '../../schedule/steps'
import { addCardNotes } from './card-notes'
import { pressControl } from '../../view/keyboard/keys'

/** What the families feature adds to a chart. @since next */
export interface FamiliesMethods {
  /**
   * Chooses the parent family a child is drawn in, when the child has several (birth, adoptive, step, foster...):
   * `parentIds` are the parents of that family (as {@link FamiliesMethods.getParentFamilies | getParentFamilies} lists them); `null` goes back to the
   * default (father and mother). The other families of the main person and of their ancestors are drawn beside the
   * tree with a labelled, dashed link. Takes effect at the next `updateTree`.
   * @example
   * ```js
   * const adoptive = f3Chart.getParentFamilies('anna').find((f) => f.type === 'adopted')
   * f3Chart.setParentFamily('anna', adoptive.parents).updateTree({ tree_position: 'inherit' })
   * ```
   * @since next
   */
  setParentFamily(childId: Datum['id'], parentIds: string[] | null): this
  /**
   * The parent families of a person: each with its parents' ids, the person's relationship to it (`type`: birth,
   * adopted, step, foster, sealing, unknown) and whether it is the one drawn in the tree (`drawn`). Works with data
   * of either shape (`rels.father` / `rels.mother` / `rels.other_parents` or `rels.parents`).
   * @since next
   */
  getParentFamilies(childId: Datum['id']): ParentFamily[]
  /**
   * Draws each person's spouses in the order they married, read from `marriage_date__ref__<spouseId>` on either
   * spouse ("1950-06-12", "12 JUN 1950", "ABT 1950"); spouses without a readable date follow, in their data order.
   * Off by default (spouses in their data order, as in 0.8 and 0.9); a sort function set with
   * {@link Chart.setSortSpousesFunction} runs first. Takes effect at the next `updateTree`.
   * @example
   * ```js
   * f3Chart.setSortSpousesByMarriageDate(true).updateTree()
   * ```
   * @since next
   */
  setSortSpousesByMarriageDate(on: boolean): this
}

interface FamiliesPart {
  host: ChartHost
  destroy(): void
}

/** Other parent families and ended marriages: `chart.use(families)`. @since next */
export const families: Feature<FamiliesMethods> = defineFeature<FamiliesPart, FamiliesMethods>({
  name: 'families',
  setup(host) {
    const { store } = host
    store.state.parent_family_layout = parentFamilyLayout
    store.state.marriage_order = byMarriageDate
    const undo = [
      host.addCardDecorator((el, d) => addCardNotes(store, el, d, host.cardSize())),
      host.addLinkDecorator(linkMarks(() => store.state.say)),
      host.addCardKey({
        press: (key, cont) => (key === 'f' || key === 'F') && pressControl(cont, '.f3-family-switch'),
        get instructions() {
          return (
            store.state.say?.('keys.family') ??
            'F shows another parent family (adoptive, step...) of the focused person in the tree.'
          )
        },
      }),
      // The layout writes the family words in English; with a locale they are said again before the tree is drawn.
      host.addPrepare((tree) => {
        sayFamilyWords(tree, store.state.say)
        return noSteps()
      }),
    ]
    // An export draws the links' words and signs as the chart does.
    host.provide('exportRelationMarks', true)
    return {
      host,
      destroy() {
        undo.forEach((off) => off())
        host.provide('exportRelationMarks', null)
        delete store.state.parent_family_layout
        delete store.state.marriage_order
      },
    }
  },
  methods: {
    setParentFamily(part, childId, parentIds) {
      setParentFamilyChoice(part.host.store.state, childId, parentIds)
      return part.host.chart as never
    },
    setSortSpousesByMarriageDate(part, on) {
      part.host.store.state.sort_spouses_by_marriage_date = !!on
      return part.host.chart as never
    },
    getParentFamilies(part, childId) {
      const { store } = part.host
      const child = store.getDatum(childId)
      return child
        ? parentFamiliesOf(child, (id) => store.getDatum(id), choiceFor(store.state.parent_families, childId))
        : []
    },
  },
})
