/**
 * The relationship feature: "How are A and B related?" on the chart. The path is highlighted with the words at both
 * ends, the chart draws more when the path is not on it, and the card action of that name picks the second person.
 */
import type { Datum } from '../../data/types'
import type { Tree } from '../../layout/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { calculateTree } from '../../layout/calculate-tree'
import { createRelationshipControl, type ShownRelationship } from './relationship-control'
import { createRelationshipHighlight } from './relationship-highlight'
import { setupCardPick } from './card-pick'
import { SLOTS, type PathSettings, type PeopleHighlight } from '../../chart/slots'

/** What the relationship feature adds to a chart. @since next */
export interface RelationshipMethods {
  /**
   * Shows how two people are related: the path from A to B (through their closest common ancestor, or the marriages
   * on the way) is highlighted on the chart (cards and links get the class `f3-relationship-path`), each end's card
   * gets a label with the relationship in words, a line over the chart says it ("Bob is Ann's 2nd cousin.") and so
   * does the live region. When the tree as drawn does not hold the whole path, the chart draws it first: it makes
   * the path's common ancestor (or else another person of the path) the main person and, if needed, draws every
   * generation. It returns at once; the drawing follows. When they are not related, it says so and returns `null`.
   * @param idA - The person the relationship is seen from.
   * @param idB - The other person.
   * @returns `{ path, label }`: the ids from A to B, and what B is to A ('2nd cousin once removed',
   * 'sister-in-law', "husband's nephew"); `null` when they are not related or an id is unknown.
   * @example
   * ```js
   * const shown = f3Chart.showRelationship('ann', 'bob')
   * if (shown) console.log(shown.label, shown.path)
   * ```
   * @since next
   */
  showRelationship(idA: Datum['id'], idB: Datum['id']): ShownRelationship | null
  /**
   * Removes what `showRelationship` shows (highlight, labels, line) and cancels choosing a second person.
   * The main person and depths it chose stay.
   * @since next
   */
  clearRelationship(): this
  /**
   * Waits for a second person, as the card action "How are we related?" does: the next card clicked (or Enter on a
   * focused card, or a person chosen in the search box) is B, and the chart shows how B is related to A. Escape
   * cancels. Announced through the live region.
   * @param idA - The first person.
   * @since next
   */
  pickRelationship(idA: Datum['id']): this
}

type RelationshipPart = ReturnType<typeof createRelationshipControl> & { host: ChartHost }

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

/** How are we related: `chart.use(relationship)`, then `showRelationship(a, b)`. @since next */
export const relationship: Feature<RelationshipMethods> = defineFeature<RelationshipPart, RelationshipMethods>({
  name: 'relationship',
  setup(host) {
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
    const undo = [
      // Cards and links drawn again (a redraw, culling) lose their marks: the highlight puts them back.
      host.onDrawn(() => highlight.update()),
      host.addChooser((id) => control.pick(id)),
      host.actions.register({
        id: 'relationship',
        label: 'How are we related?',
        run: (d) => control.startPick(d.data.id),
      }),
    ]
    host.provide('picking', () => control.isPicking())
    const destroyControl = control.destroy
    return Object.assign(control, {
      host,
      destroy() {
        undo.forEach((off) => off())
        host.provide('picking', null)
        pick.destroy()
        highlight.destroy()
        destroyControl()
      },
    })
  },
  methods: {
    showRelationship: (part, idA, idB) => part.show(idA, idB),
    clearRelationship(part) {
      part.clear()
      return part.host.chart as never
    },
    pickRelationship(part, idA) {
      part.startPick(idA)
      return part.host.chart as never
    },
  },
})
