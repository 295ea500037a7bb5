/**
 * The relationship feature: "How are A and B related?" on the chart. The path is highlighted with the words at both
 * ends, the chart draws more when the path is not on it, and the card action of that name picks the second person.
 * The path and its words are found at once; what draws them (relationship-view.ts) loads the first time it is used.
 */
import type { Datum } from '../../data/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import type { ShownRelationship } from './relationship-control'
import { relationshipBetween } from './relationship-between'
import type { RelationshipView } from './relationship-view'
import { relationshipView } from './load-view'

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

interface RelationshipPart {
  host: ChartHost
  /** The chart's relationship view, once loaded and made. */
  view: RelationshipView | null
  /** Whether the view was asked for (it may still be loading). */
  wanted: boolean
  destroyed: boolean
  destroy(): void
}

/** Runs `use` with the chart's relationship view: at once when it is there, else once it has loaded. */
function withView(part: RelationshipPart, use: (view: RelationshipView) => void): void {
  part.wanted = true
  relationshipView.run((loaded) => {
    if (part.destroyed) return
    part.view ??= loaded.createRelationshipView(part.host)
    use(part.view)
  })
}

/** How are we related: `chart.use(relationship)`, then `showRelationship(a, b)`. @since next */
export const relationship: Feature<RelationshipMethods> = defineFeature<RelationshipPart, RelationshipMethods>({
  name: 'relationship',
  setup(host) {
    const part: RelationshipPart = {
      host,
      view: null,
      wanted: false,
      destroyed: false,
      destroy() {
        part.destroyed = true
        undo.forEach((off) => off())
        host.provide('picking', null)
        part.view?.destroy()
        part.view = null
      },
    }
    const undo = [
      host.addChooser((id) => !!part.view?.pick(id)),
      host.actions.register({
        id: 'relationship',
        label: 'How are we related?',
        run: (d) => withView(part, (view) => view.startPick(d.data.id)),
      }),
    ]
    host.provide('picking', () => !!part.view?.isPicking())
    return part
  },
  methods: {
    showRelationship(part, idA, idB) {
      const rel = relationshipBetween(part.host.store.getData(), idA, idB)
      withView(part, (view) => view.show(idA, idB, rel))
      return rel && { path: rel.path, label: rel.label }
    },
    clearRelationship(part) {
      if (part.wanted) withView(part, (view) => view.clear())
      return part.host.chart as never
    },
    pickRelationship(part, idA) {
      withView(part, (view) => view.startPick(idA))
      return part.host.chart as never
    },
  },
})
