/**
 * The card actions feature: a person's actions menu, opened by a long press on a card (touch), a right-click, or the
 * context-menu key / Shift+F10 on the focused card. Its items are the chart's card actions (chart.registerCardAction),
 * which other features fill too (Edit, Add relative, How are we related?, the folds). The triggers and the menu's
 * (hidden) element are there from the start; what fills and drives it (card-menu.ts) loads the first time one opens.
 */
import type { Feature } from '../../chart/plug'
import type { CardMenu } from './card-menu'
import { setupCardMenuTriggers } from './card-menu-triggers'
import { createMenuElement } from './menu-element'
import { cardMenu } from './load-menu'

/** The actions menu on every card: `chart.use(cardActions)`. @since next */
export const cardActions: Feature = {
  name: 'card-actions',
  setup(host) {
    const menuElement = createMenuElement(host.cont)
    let menu: CardMenu | null = null
    let destroyed = false
    const triggers = setupCardMenuTriggers({
      canvas: host.dom.canvas,
      open(cardCont, d) {
        const items = host.actions.itemsFor(d)
        const card = cardCont.querySelector<HTMLElement | SVGElement>('.f3-card')
        // While another feature waits for a card to be picked, a long press or right-click picks, it opens no menu.
        if (!items.length || !card || host.provided<() => boolean>('picking')?.()) return false
        const name = host.nameOf(d.data)
        const label = host.store.state.say?.('cardMenu.label', { name }) ?? `Actions for ${name}`
        cardMenu.run((loaded) => {
          if (destroyed) return
          menu ??= loaded.createCardMenu(menuElement, host.cont)
          menu.open({ anchor: card, label, items, focusFirst: true })
        })
        return true
      },
    })
    // The keys themselves are the menu triggers' (they open the menu of the focused card); this says them.
    const stopSaying = host.addCardKey({
      press: () => false,
      get instructions() {
        return (
          host.store.state.say?.('keys.menu') ?? "Shift F10 or the context menu key opens the focused person's actions."
        )
      },
    })
    return {
      destroy() {
        stopSaying()
        destroyed = true
        triggers.destroy()
        menu?.destroy()
        menuElement.remove()
      },
    }
  },
}
