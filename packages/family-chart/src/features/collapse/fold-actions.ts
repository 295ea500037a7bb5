/** The actions menu's fold items: the same folds as the card's controls, named for the person. */
import type { Store } from '../../store/types'
import type { TreeDatum } from '../../layout/types'
import type { CardAction } from '../../chart/card-action-registry'
import { cardFolds, foldLabel } from './card-folds'
import type { FoldSide } from './fold-state'
import { personName } from '../../data/person-name'

const SIDES: FoldSide[] = ['ancestry', 'progeny']

/** The menu items "Hide 3 ancestors of Ann" / "Show 12 descendants of Tom", shown where the card has that control. */
export function foldCardActions(store: Store, toggle: (d: TreeDatum, side: FoldSide) => void): CardAction[] {
  const foldOn = (d: TreeDatum, side: FoldSide) => cardFolds(store, d).find((f) => f.side === side)
  return SIDES.map((side) => ({
    id: `fold-${side}`,
    label: (d) => foldLabel(foldOn(d, side) ?? { side, folded: false, count: 0 }, personName(d.data), store.state.say),
    when: (d) => !!foldOn(d, side),
    run: (d) => toggle(d, side),
  }))
}
