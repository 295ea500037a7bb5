/**
 * Turns a chart's fold controls on or off: the cards draw them, folds are announced through the chart's live region,
 * and each person's actions menu offers the same folds as the card's controls.
 */
import type { Store } from './store/types'
import type { CardAction } from './features/card-actions/registry'
import { foldHooks } from './features/collapse/fold-hooks'
import { cardFolds, foldLabel } from './features/collapse/card-folds'
import { toggleCollapse } from './features/collapse/toggle-fold'
import type { FoldSide } from './features/collapse/fold-state'
import { personName } from './data/person-name'

interface FoldingChart {
  store: Store
  announce(text: string): void
}

interface CardActionList {
  registerCardAction(action: CardAction): () => void
  unregisterCardAction(id: string): void
}

const SIDES: FoldSide[] = ['ancestry', 'progeny']

/** The menu items "Hide 3 ancestors of Ann" / "Show 12 descendants of Tom", shown where the card has that control. */
export function foldCardActions(store: Store): CardAction[] {
  const foldOn = (d: Parameters<CardAction['run']>[0], side: FoldSide) =>
    cardFolds(store, d).find((f) => f.side === side)
  return SIDES.map((side) => ({
    id: `fold-${side}`,
    label: (d) => foldLabel(foldOn(d, side) ?? { side, folded: false, count: 0 }, personName(d.data)),
    when: (d) => !!foldOn(d, side),
    run: (d) => {
      toggleCollapse({ store }, d.data.id, side, d.key)
    },
  }))
}

export function enableFoldControls(chart: FoldingChart, on: boolean, menu: CardActionList): void {
  const hooks = foldHooks(chart.store)
  hooks.controls = !!on
  hooks.announce = on ? (text) => chart.announce(text) : null
  if (!hooks.owner) hooks.owner = chart
  for (const action of foldCardActions(chart.store)) {
    if (on) menu.registerCardAction(action)
    else menu.unregisterCardAction(action.id)
  }
}
