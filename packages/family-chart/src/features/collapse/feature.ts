/**
 * The collapse feature: fold a person's ancestors or descendants into a badge, by a control on the card (when
 * collapsible), its key, the actions menu or the API, and hear of each fold (Chart.setCollapsible and the rest).
 */
import type { Datum } from '../../data/types'
import type { TreeDatum } from '../../layout/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { isFolded, isFoldSide, withFold, type FoldSide } from './fold-state'
import { foldBody } from './load-body'
import type * as FoldBody from './fold-body'
import type { FoldToggle } from './fold-control'
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
   * `expand` work either way. Takes effect at the next `updateTree`. Through the ES module of `family-chart`, the
   * controls' code loads on first use: cards drawn before it arrives get their controls when it does (a moment later).
   * @example
   * ```js
   * f3Chart.setCollapsible(true).updateTree({ initial: true })
   * ```
   * @since next
   */
  setCollapsible(collapsible?: boolean): this
  /**
   * Folds a person's ancestors (`'ancestry'`) or descendants (`'progeny'`) into a badge on their card. Once the tree
   * is drawn it is drawn again at once, the person's card staying where it is on screen (through the ES module of
   * `family-chart`, the first fold of a drawn tree waits a moment for the folds' code). Folds survive `updateTree`,
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
   * card that stays in place. Returns the event sent to `setOnCollapse` handlers, or null when nothing changed (and,
   * through the ES module of `family-chart` before the folds' code has loaded, null: the fold is made when it arrives).
   * @since next
   */
  toggleCollapse(id: Datum['id'], side: FoldSide, cardKey?: string): CollapseEvent | null
}

type Body = typeof FoldBody

interface CollapsePart extends FoldListeners {
  host: ChartHost
  /** Whether the page asked for fold controls (they are drawn once the folds' half is there). */
  controlsOn: boolean
  destroyed: boolean
  setControls(on: boolean): void
  /** Folds or opens a branch; null when nothing changed, or when the folds' half is still on its way. */
  fold(id: string, side: FoldSide, folded: boolean | 'toggle', cardKey?: string): CollapseEvent | null
  destroy(): void
}

/** Puts the card's fold controls in its frame, before the family switch as the card would have. */
function addFoldControls(part: CollapsePart, body: Body, toggle: FoldToggle, el: Element, d: TreeDatum): void {
  const { store } = part.host
  const frame = el.firstElementChild
  if (!frame) return
  const controls = part.host.isHtml()
    ? body.foldButtons(store, d, toggle)
    : body.foldSvgControls(store, d, part.host.cardSize(), toggle)
  if (controls.length) frame.insertBefore(controlsFragment(controls), frame.querySelector(':scope > .f3-family-switch'))
}

function controlsFragment(controls: Element[]): DocumentFragment {
  const fragment = document.createDocumentFragment()
  fragment.append(...controls)
  return fragment
}

/**
 * A fold asked for before the folds' half arrived. On a tree not drawn yet the store's record changes at once, so the
 * first drawing is folded, and the page hears of it when the half arrives (with the handlers of the moment of the
 * call); on a drawn tree the whole fold waits for it, keeping the card in place then.
 */
function foldBeforeBody(part: CollapsePart, id: string, side: FoldSide, folded: boolean | 'toggle', cardKey?: string) {
  const { store } = part.host
  if (!isFoldSide(side) || typeof id !== 'string' || !store.getDatum(id)) return
  const wanted = () => (folded === 'toggle' ? !isFolded(store.state.hidden_rels, id, side) : folded)
  if (store.getTree()) {
    foldBody.run((body) => {
      if (!part.destroyed) body.setFold(store, part, id, side, wanted(), cardKey)
    })
    return
  }
  const fold = wanted()
  if (isFolded(store.state.hidden_rels, id, side) === fold) return
  store.state.hidden_rels = withFold(store.state.hidden_rels, id, side, fold)
  const heard: FoldListeners = { onCollapse: part.onCollapse, announce: part.announce, owner: part.owner }
  foldBody.run((body) => {
    if (!part.destroyed) body.tellFold(store, heard, id, side, fold)
  })
}

/**
 * The badges of folded branches for an export, whether or not the chart shows fold controls. Folds need not come from
 * this feature (the published card actions record them too), so the half that counts them may load for it.
 */
function exportFolds(host: ChartHost) {
  return (tree: Parameters<Body['foldBadges']>[1]) => {
    const body = foldBody.ready()
    if (body) return body.foldBadges(host.store, tree)
    const hidden = host.store.state.hidden_rels
    if (!hidden?.parents?.length && !hidden?.children?.length) return undefined
    return foldBody.load().then((loaded) => loaded.foldBadges(host.store, tree))
  }
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
    const installControls = (body: Body) => {
      const toggle: FoldToggle = (d, side) => {
        body.toggleFold(host.store, part, d.data.id, side, d.key)
      }
      controls = [
        host.addCardDecorator((el, d) => addFoldControls(part, body, toggle, el, d)),
        ...body.foldCardActions(host.store, toggle).map((action) => host.actions.register(action)),
      ]
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
    host.provide('exportFolds', exportFolds(host))
    const part: CollapsePart = {
      host,
      onCollapse: null,
      announce: null,
      owner: host.chart,
      controlsOn: false,
      destroyed: false,
      setControls(on) {
        clearControls()
        part.controlsOn = on
        // Folds are announced through the live region while the chart shows its controls.
        part.announce = on ? (text) => host.announce(text) : null
        if (!on) return
        const body = foldBody.ready()
        if (body) return installControls(body)
        foldBody.run((loaded) => {
          if (part.destroyed || !part.controlsOn || controls.length) return
          installControls(loaded)
          // The cards drawn meanwhile get their controls: drawn again where the tree is.
          if (host.store.getTree()) host.redraw({ tree_position: 'inherit' })
        })
      },
      fold(id, side, folded, cardKey) {
        const body = foldBody.ready()
        if (!body) {
          foldBeforeBody(part, id, side, folded, cardKey)
          return null
        }
        return folded === 'toggle'
          ? body.toggleFold(host.store, part, id, side, cardKey)
          : body.setFold(host.store, part, id, side, folded, cardKey)
      },
      destroy() {
        part.destroyed = true
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
      part.fold(id, side, true)
      return part.host.chart as never
    },
    expand(part, id, side) {
      part.fold(id, side, false)
      return part.host.chart as never
    },
    isCollapsed: (part, id, side) => isFolded(part.host.store.state.hidden_rels, id, side),
    setOnCollapse(part, fn) {
      part.onCollapse = fn
      return part.host.chart as never
    },
    toggleCollapse: (part, id, side, cardKey) => part.fold(id, side, 'toggle', cardKey),
  },
})
