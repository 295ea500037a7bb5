/**
 * The published setup for cards rendered by a framework (React, Vue, Angular components) in the HTML layer: the
 * list of cards to render, with a stable `unique_id` per person, and the drawing area to render them in.
 */
import type { TreeDatum } from '../layout/types'
import { createSvg } from './create-svg'
import { newPersonId } from '../edit/new-person'

/** A tree node with the id of the component that draws it. @since 0.8.0 */
export type TreeDatumComponent = TreeDatum & { unique_id?: string }

/** The element (a hidden `div.cards_view_fake`) the published setup kept its bookkeeping in; kept for code that looks for it. */
function ensureFakeView(htmlSvg: HTMLElement | null): void {
  if (!htmlSvg || htmlSvg.querySelector(':scope > .cards_view_fake')) return
  const fake = document.createElement('div')
  fake.className = 'cards_view_fake'
  fake.style.display = 'none'
  htmlSvg.append(fake)
}

/**
 * A function that turns each new list of cards (`tree.data`) into the list of components to render: the cards, then
 * those of the last list that left (kept one more render, so they can animate out), each with a `unique_id` that
 * stays the same for a person as long as they stay in the list. Render one component per item, keyed by `unique_id`,
 * into `#htmlSvg .cards_view`.
 * @param getHtmlSvg - Returns the HTML layer (`#htmlSvg`).
 * @group Compatibility
 * @since 0.8.0
 */
export function setupReactiveTreeData(
  getHtmlSvg: () => HTMLElement | null,
): (tree_data: TreeDatumComponent[]) => TreeDatumComponent[] {
  let last: TreeDatumComponent[] = []
  let ids = new Map<string, string>()
  return (tree_data) => {
    ensureFakeView(getHtmlSvg())
    const present = new Set(tree_data.map((d) => d.data.id))
    const leaving = last.filter((d) => !present.has(d.data.id))
    const next = new Map<string, string>()
    const shown = [...tree_data, ...leaving]
    last = tree_data
    for (const d of shown) {
      const id = next.get(d.data.id) ?? ids.get(d.data.id) ?? newPersonId()
      next.set(d.data.id, id)
      d.unique_id = id
    }
    ids = new Map([...next].filter(([person]) => present.has(person)))
    return shown
  }
}

/**
 * Adds the hidden `div.cards_view_fake` to the HTML layer, as the published setup did before rendering components.
 * `setupReactiveTreeData` does it itself.
 * @deprecated use {@link setupReactiveTreeData}.
 * @group Compatibility
 * @since 0.8.0
 */
export function setupHtmlSvg(getHtmlSvg: () => HTMLElement | null): void {
  ensureFakeView(getHtmlSvg())
}

/**
 * The `unique_id` {@link setupReactiveTreeData} gave a card.
 * @deprecated read `d.unique_id`.
 * @group Compatibility
 * @since 0.8.0
 */
export function getUniqueId(d: TreeDatumComponent): string | undefined {
  return d.unique_id
}

/**
 * Sets up a container for cards rendered as components: makes the drawing area (see {@link createSvg}) and returns
 * the function of {@link setupReactiveTreeData} for it. Draw with `f3.view(tree, svg, Card, { cardComponent: true })`,
 * where `Card(d)` returns the element of the component rendered for `d`.
 * @group Compatibility
 * @since 0.8.0
 */
export function cardComponentSetup(cont: HTMLElement): (tree_data: TreeDatumComponent[]) => TreeDatumComponent[] {
  const htmlSvg = createSvg(cont).parentElement!.querySelector<HTMLElement>('#htmlSvg')
  ensureFakeView(htmlSvg)
  return setupReactiveTreeData(() => htmlSvg)
}
