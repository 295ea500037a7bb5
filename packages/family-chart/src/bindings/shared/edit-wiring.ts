/**
 * The edit tree of a binding: added for `editable`, removed when it turns false, and whichever edit tree the chart has
 * (the binding's, or one `setup` made) reports its typed change events to the page.
 */
import type { CardHtmlClass, Chart, EditEvent, EditTree } from 'family-chart'

export interface EditWiring {
  update(editable: boolean | undefined): void
}

export function createEditWiring(chart: Chart, card: CardHtmlClass, onEdit: (event: EditEvent) => void): EditWiring {
  let own: EditTree | null = null
  const listeners = new WeakSet<(event: EditEvent) => void>()

  // An onEdit set by the page's own code runs first, then the binding's.
  const listen = (tree: EditTree) => {
    if (tree.onEdit && listeners.has(tree.onEdit)) return
    const theirs = tree.onEdit
    const listener = (event: EditEvent) => {
      theirs?.(event)
      onEdit(event)
    }
    listeners.add(listener)
    tree.setOnEdit(listener)
  }

  return {
    update(editable) {
      // Code holding the chart may have replaced the binding's edit tree with one of its own.
      if (own && chart.editTreeInstance !== own) own = null
      if (editable && !chart.editTreeInstance) {
        own = chart.editTree().setCardClickOpen(card)
      } else if (editable === false && own) {
        own.destroy()
        chart.editTreeInstance = null
        own = null
      }
      if (chart.editTreeInstance) listen(chart.editTreeInstance)
    },
  }
}
