/**
 * The collapse feature: fold a person's ancestors or descendants into a badge, by a control on the card (when
 * collapsible), its key, the actions menu or the API, and hear of each fold (Chart.setCollapsible and the rest).
 */
import type { Datum } from '../../data/types'
import type { TreeDatum } from '../../layout/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { isFolded, type FoldSide } from './fold-state'
import { setFold, toggleFold } from './toggle-fold'
import { foldButtons, foldSvgControls } from './fold-control'
import { foldCardActions } from './fold-actions'
import { foldBadges } from './card-folds'
import { keepInPlace } from '../../layout/keep-in-place'
import { noSteps } from '../../schedule/steps'
import { pressControl } from '../../view/keyboard/keys'
import type { CollapseEvent, FoldListeners } from './fold-events'

/** What the collapse feature adds to a chart. @since next */
export interface CollapseMethods {
  /**
   * Puts a fold control on each card that has ancestors or descendants drawn: pressing it (or the A / D keys on the
   * focused card) hides that person's ancestors or descendants behind a badge saying how many people are hidden
   * ("+12"), and pressing the badge shows them again. Off by default; `collapse` and
   * `expand` work either way. Takes effect at the next `updateTree`.
   * @example
   * ```js
   * f3Chart.setCollapsible(true).updateTree({ initial: true })
   * ```
   * @since next
   */
  setCollapsible(collapsible?: boolean): this
  /**
   * Folds a person's ancestors (`'ancestry'`) or descendants (`'progeny'`) into a badge on their card. Once the tree
   * is drawn it is drawn again at once, the person's card staying where it is on screen. Folds survive `updateTree`,
   * `updateData`, undo and redo, and a change of main person; people drawn by another path stay drawn.
   * @example
   * ```js
   * f3Chart.collapse('anna', 'ancestry')
   * ```
   * @since next
   */
  collapse(id: Datum['id'], side: FoldSide): this
  /**
   * Shows again what `collapse` folded, the person's card staying where it is on screen.
   * @since next
   */
  expand(id: Datum['id'], side: FoldSide): this
  /**
   * Whether a person's ancestors (`'ancestry'`) or descendants (`'progeny'`) are folded.
   * @since next
   */
  isCollapsed(id: Datum['id'], side: FoldSide): boolean
  /**
   * Runs a function each time a branch is folded or shown again, by a card's control, its key or the API:
   * `{ id, side, collapsed, hiddenCount }`. `null` removes it.
   * @example
   * ```js
   * f3Chart.setOnCollapse(({ id, side, collapsed, hiddenCount }) => console.log(id, side, collapsed, hiddenCount))
   * ```
   * @since next
   */
  setOnCollapse(fn: ((e: CollapseEvent) => void) | null): this
  /**
   * Folds a person's branch when it is open and opens it when folded, as the card's control does; `cardKey` names the
   * card that stays in place. Returns the event sent to `setOnCollapse` handlers, or null when nothing changed.
   * @since next
   */
  toggleCollapse(id: Datum['id'], side: FoldSide, cardKey?: string): CollapseEvent | null
}

interface CollapsePart extends FoldListeners {
  host: ChartHost
  toggle(d: TreeDatum, side: FoldSide): void
  setControls(on: boolean): void
  destroy(): void
}

/** Puts the card's fold controls in its frame, before the family switch as the card would have. */
function addFoldControls(part: CollapsePart, el: Element, d: TreeDatum): void {
  const { store } = part.host
  const frame = el.firstElementChild
  if (!frame) return
  const controls = part.host.isHtml()
    ? foldButtons(store, d, part.toggle)
    : foldSvgControls(store, d, part.host.cardSize(), part.toggle)
  if (controls.length) frame.insertBefore(controlsFragment(controls), frame.querySelector(':scope > .f3-family-switch'))
}

function controlsFragment(controls: Element[]): DocumentFragment {
  const fragment = document.createDocumentFragment()
  fragment.append(...controls)
  return fragment
}

/** Folding branches: `chart.use(collapse)`, then `setCollapsible(true)` or `collapse(id, side)`. @since next */
export const collapse: Feature<CollapseMethods> = defineFeature<CollapsePart, CollapseMethods>({
  name: 'collapse',
  setup(host) {
    let controls: (() => void)[] = []
    const clearControls = () => {
      controls.forEach((off) => off())
      controls = []
    }
    // The tree is moved so the card whose branch was folded stays in place (and later trees by the same offset).
    const stopKeeping = host.addPrepare((tree) => {
      keepInPlace(tree, host.store.state)
      return noSteps()
    })
    const stopKeys = host.addCardKey({
      press: (key, cont) => {
        const side = key === 'a' || key === 'A' ? 'ancestry' : key === 'd' || key === 'D' ? 'progeny' : null
        return !!side && pressControl(cont, `.f3-fold-${side}`)
      },
      get instructions() {
        return (
          host.store.state.say?.('keys.fold') ??
          'A and D hide or show the ancestors or the descendants of the focused person, where the chart offers it.'
        )
      },
    })
    // An export draws folded branches as their badges, whether or not the chart shows fold controls.
    host.provide('exportFolds', (tree: Parameters<typeof foldBadges>[1]) => foldBadges(host.store, tree))
    const part: CollapsePart = {
      host,
      onCollapse: null,
      announce: null,
      owner: host.chart,
      toggle: (d, side) => {
        toggleFold(host.store, part, d.data.id, side, d.key)
      },
      setControls(on) {
        clearControls()
        // Folds are announced through the live region while the chart shows its controls.
        part.announce = on ? (text) => host.announce(text) : null
        if (!on) return
        controls = [
          host.addCardDecorator((el, d) => addFoldControls(part, el, d)),
          ...foldCardActions(host.store, part.toggle).map((action) => host.actions.register(action)),
        ]
      },
      destroy() {
        clearControls()
        stopKeeping()
        stopKeys()
        host.provide('exportFolds', null)
      },
    }
    return part
  },
  methods: {
    setCollapsible(part, collapsible = true) {
      part.setControls(!!collapsible)
      return part.host.chart as never
    },
    collapse(part, id, side) {
      setFold(part.host.store, part, id, side, true)
      return part.host.chart as never
    },
    expand(part, id, side) {
      setFold(part.host.store, part, id, side, false)
      return part.host.chart as never
    },
    isCollapsed: (part, id, side) => isFolded(part.host.store.state.hidden_rels, id, side),
    setOnCollapse(part, fn) {
      part.onCollapse = fn
      return part.host.chart as never
    },
    toggleCollapse: (part, id, side, cardKey) => toggleFold(part.host.store, part, id, side, cardKey),
  },
})
