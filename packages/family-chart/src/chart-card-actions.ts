/**
 * The chart's card actions and "How are we related?": the actions menu (long press, right-click, context-menu key),
 * its built-in items, the relationship path on the chart and the mode that picks the second person. Chart holds one
 * and delegates its methods to it.
 */
import type { Data } from './data/types'
import type { Store } from './store/types'
import type { Tree } from './layout/types'
import { calculateTree } from './layout/calculate-tree'
import { personName } from './data/person-name'
import { createCardActionRegistry, type CardAction } from './features/card-actions/registry'
import { createCardMenu } from './features/card-actions/card-menu'
import { createRelationshipControl } from './features/relationship/relationship-control'
import { createRelationshipHighlight } from './view/relationship-highlight'
import { setupCardMenuTriggers } from './view/touch/card-menu-triggers'
import { setupCardPick } from './view/card-pick'
import type { ChartView } from './view/chart-view'
import type { ChartDom } from './view/chart-dom'

export interface CardActionsChart {
  cont: HTMLElement
  dom: ChartDom
  store: Store
  cardSize(): { w: number; h: number }
  announce(text: string): void
  editTreeInstance: { no_edit: boolean; open(d: Data[number]): void; addRelative(d: Data[number]): unknown } | null
}

/** The box around some people of a tree, padded by a card, as a tree's `dim`. */
function areaOf(tree: Tree, ids: string[], card: { w: number; h: number }): Tree['dim'] | null {
  const wanted = new Set(ids)
  const nodes = tree.data.filter((d) => wanted.has(d.data.id))
  if (!nodes.length) return null
  const xs = nodes.map((d) => d.x),
    ys = nodes.map((d) => d.y)
  const [x0, x1, y0, y1] = [
    Math.min(...xs) - card.w / 2,
    Math.max(...xs) + card.w / 2,
    Math.min(...ys) - card.h / 2,
    Math.max(...ys) + card.h / 2,
  ]
  return { width: x1 - x0, height: y1 - y0, x_off: -x0, y_off: -y0 }
}

export function setupChartCardActions(chart: CardActionsChart, view: Pick<ChartView, 'onDrawn' | 'showArea'>) {
  const { store, dom, cont } = chart
  const registry = createCardActionRegistry()
  const menu = createCardMenu(cont)
  const highlight = createRelationshipHighlight({
    canvas: dom.canvas,
    getTree: () => store.getTree() ?? null,
    getCardSize: () => chart.cardSize(),
  })
  const stopHighlighting = view.onDrawn(() => highlight.update())
  const relationship = createRelationshipControl({
    cont,
    getData: () => store.getData(),
    nameOf: (id) => personName(store.getDatum(id)),
    layoutOptions: () => ({ ...store.state, main_id: store.getMainId() }),
    drawnTree: () => store.getTree() ?? null,
    layout: calculateTree,
    relayout({ main_id, ancestry_depth, progeny_depth }) {
      store.state.ancestry_depth = ancestry_depth
      store.state.progeny_depth = progeny_depth
      store.updateMainId(main_id)
      store.updateTree({ tree_position: 'inherit' })
    },
    highlight: (path) => highlight.show(path),
    frame(path) {
      const tree = store.getTree()
      const area = tree && areaOf(tree, path, chart.cardSize())
      if (area) view.showArea(area)
    },
    announce: (text) => chart.announce(text),
  })
  const pick = setupCardPick({
    canvas: dom.canvas,
    isActive: () => relationship.isPicking(),
    onPick: (id) => {
      relationship.pick(id)
    },
  })

  const editable = () => !!chart.editTreeInstance && !chart.editTreeInstance.no_edit
  registry.register({
    id: 'edit',
    label: 'Edit',
    when: () => editable(),
    run: (d) => chart.editTreeInstance?.open(d.data),
  })
  registry.register({
    id: 'add-relative',
    label: 'Add relative',
    when: () => editable(),
    run: (d) => {
      chart.editTreeInstance?.addRelative(d.data)
    },
  })
  registry.register({ id: 'relationship', label: 'How are we related?', run: (d) => relationship.startPick(d.data.id) })

  const triggers = setupCardMenuTriggers({
    canvas: dom.canvas,
    open(cardCont, d) {
      const items = registry.itemsFor(d)
      const card = cardCont.querySelector<HTMLElement | SVGElement>('.f3-card')
      if (!items.length || !card || relationship.isPicking()) return false
      menu.open({ anchor: card, label: `Actions for ${personName(d.data)}`, items, focusFirst: true })
      return true
    },
  })

  return {
    relationship,
    registerCardAction: (action: CardAction) => registry.register(action),
    unregisterCardAction: (id: string) => registry.unregister(id),
    destroy() {
      triggers.destroy()
      pick.destroy()
      stopHighlighting()
      highlight.destroy()
      relationship.destroy()
      menu.destroy()
    },
  }
}
