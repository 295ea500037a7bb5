/** Highlights the links from a hovered card to the main person, one level every 200 ms. */
import type { TreeDatum } from '../../layout/types'

export const PATH_LEVEL_DELAY_MS = 200
const CLASS = 'f3-path-to-main'

/** The keys of the links between a tree node and the main person (what the hover path highlights). @since next */
export function linksToMain(d: TreeDatum): string[] {
  const ids: string[] = []
  let node: TreeDatum | undefined = d
  const seen = new Set<TreeDatum>()
  while (node && node.link_to_main && !seen.has(node)) {
    seen.add(node)
    ids.push(node.link_to_main)
    node = node.toward_main
  }
  return ids
}

/** The tree nodes from a node to the main person, the node first (the cards the hover path lights). */
function nodesToMain(d: TreeDatum): TreeDatum[] {
  const nodes: TreeDatum[] = [d]
  const seen = new Set<TreeDatum>([d])
  for (
    let next = d.link_to_main ? d.toward_main : undefined;
    next && !seen.has(next);
    next = next.link_to_main ? next.toward_main : undefined
  ) {
    seen.add(next)
    nodes.push(next)
  }
  return nodes
}

/** The inner box of the card drawn for a tree node, where 0.8 / 0.9 put the path class on cards. */
function cardInnerOf(root: ParentNode, node: TreeDatum): Element | null {
  for (const cont of root.querySelectorAll('.f3-card-cont')) {
    const d = (cont as { __data__?: TreeDatum }).__data__
    if (d === node || (d && d.key !== undefined && d.key === node.key)) return cont.querySelector('.card-inner')
  }
  return null
}

/** A container's hover path: `enter(d)` lights the way from d to the main person, `leave()` and `destroy()` end it. @since next */
export interface HoverPath {
  enter(d: TreeDatum): void
  leave(): void
  destroy(): void
}

/**
 * Highlights the links from a node to the main person inside a container, and the cards on the way (their
 * `.card-inner`); returns `{ enter, leave, destroy }`.
 * @since next
 */
export function createHoverPath(root: ParentNode): HoverPath {
  let timers: ReturnType<typeof setTimeout>[] = []
  let lit: Element[] = []
  const clear = () => {
    timers.forEach(clearTimeout)
    timers = []
    lit.forEach((el) => el.classList.remove(CLASS))
    lit = []
  }
  const light = (el: Element | null) => {
    if (!el) return
    el.classList.add(CLASS)
    lit.push(el)
  }
  return {
    enter(d: TreeDatum) {
      clear()
      const links = linksToMain(d)
      const nodes = nodesToMain(d)
      for (let level = 0; level < Math.max(links.length, nodes.length); level++) {
        timers.push(
          setTimeout(() => {
            const id = links[level]
            if (id !== undefined) light(root.querySelector(`[data-link-id="${id.replace(/["\\]/g, '\\$&')}"]`))
            const node = nodes[level]
            if (node) light(cardInnerOf(root, node))
          }, level * PATH_LEVEL_DELAY_MS),
        )
      }
    },
    leave: clear,
    destroy: clear,
  }
}
