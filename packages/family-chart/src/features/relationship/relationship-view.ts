/**
 * What "How are we related?" draws on one chart: the highlighted path with the words at both ends, the line over the
 * chart, the relayout that brings the whole path on screen, and picking the second person by a click. The feature
 * loads it the first time a relationship is shown or picked (see load-view.ts).
 */
import type { Tree } from '../../layout/types'
import type { ChartHost } from '../../chart/plug'
import { calculateTree } from '../../layout/calculate-tree'
import { createRelationshipControl } from './relationship-control'
import { createRelationshipHighlight } from './relationship-highlight'
import { setupCardPick } from './card-pick'
import { SLOTS, type PathSettings, type PeopleHighlight } from '../../chart/slots'

export type RelationshipView = ReturnType<typeof createRelationshipView>

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

export function createRelationshipView(host: ChartHost) {
  const { store, dom } = host
  const highlight = createRelationshipHighlight({
    canvas: dom.canvas,
    getTree: () => store.getTree() ?? null,
    getCardSize: () => host.cardSize(),
    elsewhere: () => host.provided<PeopleHighlight>(SLOTS.peopleHighlight),
  })
  const control = createRelationshipControl({
    cont: host.cont,
    getData: () => store.getData(),
    nameOf: (id) => host.nameOf(store.getDatum(id)),
    layoutOptions: () => ({ ...store.state, main_id: store.getMainId() }),
    drawnTree: () => store.getTree() ?? null,
    layout: calculateTree,
    pathSettings(data, path, options, drawn) {
      const own = host.provided<PathSettings>(SLOTS.pathSettings)
      if (!own || !options.main_id) return null
      const { main_id, ancestry_depth, progeny_depth } = options
      return own(data, path, { main_id, ancestry_depth, progeny_depth }, drawn)
    },
    relayout({ main_id, ancestry_depth, progeny_depth }) {
      store.state.ancestry_depth = ancestry_depth
      store.state.progeny_depth = progeny_depth
      store.updateMainId(main_id)
      store.updateTree({ tree_position: 'inherit' })
    },
    highlight: (path) => highlight.show(path),
    frame(path) {
      const tree = store.getTree()
      const area = tree && areaOf(tree, path, host.cardSize())
      if (area) host.showArea(area)
    },
    announce: (text) => host.announce(text),
  })
  const pick = setupCardPick({
    canvas: dom.canvas,
    isActive: () => control.isPicking(),
    onPick: (id) => {
      control.pick(id)
    },
  })
  // Cards and links drawn again (a redraw, culling) lose their marks: the highlight puts them back.
  const stopRedrawing = host.onDrawn(() => highlight.update())
  const destroyControl = control.destroy
  return Object.assign(control, {
    destroy() {
      stopRedrawing()
      pick.destroy()
      highlight.destroy()
      destroyControl()
    },
  })
}
