/**
 * The hover path feature: hovering a card lights the links and cards on the way to the main person. Made from where
 * its lighting comes from: at hand (`family-chart/hover-path`, feature.ts) or loaded on first use (the drop-in's,
 * feature-on-first-use.ts).
 */
import type { Feature } from '../../chart/plug'
import type { TreeDatum } from '../../layout/types'
import type { LazyPart } from '../../schedule/on-first-use'
import type { HoverPath, createHoverPath } from './hover-path'

export type HoverPathPart = LazyPart<{ createHoverPath: typeof createHoverPath }>

/**
 * A card's hover path whose lighting comes from `part`, asked for as the card sets it up: a card hovered before it
 * arrives is lit as it arrives, unless the pointer has left it.
 */
function hoverPathFrom(part: HoverPathPart, cont: HTMLElement): HoverPath {
  let path: HoverPath | null = null
  let hovered: TreeDatum | null = null
  let destroyed = false
  part.run((lighting) => {
    if (destroyed) return
    path = lighting.createHoverPath(cont)
    if (hovered) path.enter(hovered)
  })
  return {
    enter(d) {
      hovered = d
      path?.enter(d)
    },
    leave() {
      hovered = null
      path?.leave()
    },
    destroy() {
      destroyed = true
      path?.destroy()
    },
  }
}

/** The hover path feature with its lighting from `part`. */
export function defineHoverPath(part: HoverPathPart): Feature {
  return {
    name: 'hover-path',
    setup(host) {
      host.provide('hoverPath', (cont: HTMLElement) => hoverPathFrom(part, cont))
      return { destroy: () => host.provide('hoverPath', null) }
    },
  }
}
