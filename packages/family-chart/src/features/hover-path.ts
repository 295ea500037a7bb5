/** Highlights the links from a hovered card to the main person, one level every 200 ms. */
import type { TreeDatum } from '../layout/types'

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

/**
 * Highlights the links from a node to the main person inside a container; returns `{ enter, leave, destroy }`.
 * @since next
 */
export function createHoverPath(root: ParentNode) {
  let timers: ReturnType<typeof setTimeout>[] = []
  let lit: Element[] = []
  const clear = () => {
    timers.forEach(clearTimeout)
    timers = []
    lit.forEach((el) => el.classList.remove(CLASS))
    lit = []
  }
  return {
    enter(d: TreeDatum) {
      clear()
      linksToMain(d).forEach((id, level) => {
        timers.push(setTimeout(() => {
          const el = root.querySelector(`[data-link-id="${id.replace(/["\\]/g, "\\$&")}"]`)
          if (!el) return
          el.classList.add(CLASS)
          lit.push(el)
        }, level * PATH_LEVEL_DELAY_MS))
      })
    },
    leave: clear,
    destroy: clear,
  }
}
