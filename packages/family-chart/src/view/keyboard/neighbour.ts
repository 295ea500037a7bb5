/**
 * Which card an arrow key moves to, read from the drawn layout (pure: positions and links in, a node out).
 *
 * The arrows follow the screen: a move across generations (Up/Down when the tree is vertical, Left/Right when it is
 * horizontal) goes first to a card joined to this one by a link in that direction (a parent, a child); a move along
 * a generation goes to the nearest card of the same row (a spouse, a sibling). When neither exists, the nearest card
 * within 45° of the arrow's direction is taken, so every drawn card can be reached.
 */
import type { Tree, TreeDatum } from '../../layout/types'

export type ArrowDirection = 'up' | 'down' | 'left' | 'right'

const VECTORS: Record<ArrowDirection, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }

/** Distances below this count as "the same row" or "not in that direction" (layout rounding). */
const EPSILON = 1

export function arrowDirection(key: string): ArrowDirection | null {
  switch (key) {
    case 'ArrowUp':
      return 'up'
    case 'ArrowDown':
      return 'down'
    case 'ArrowLeft':
      return 'left'
    case 'ArrowRight':
      return 'right'
    default:
      return null
  }
}

/** The nodes joined to a node by a drawn link (parents, children, spouses), by tid. */
function linkedTids(tree: Pick<Tree, 'links'>, tid: string | undefined): Set<string> {
  const out = new Set<string>()
  if (!tid) return out
  for (const l of tree.links) {
    if (l.from === tid) out.add(l.to)
    else if (l.to === tid) out.add(l.from)
  }
  return out
}

interface Offset {
  node: TreeDatum
  along: number
  across: number
}

/**
 * The card an arrow key leads to from `from`, or null when there is none in that direction.
 * @param tree - The drawn tree: its nodes (`data`), `links` and orientation.
 */
export function neighbourInDirection(
  tree: Pick<Tree, 'data' | 'links' | 'is_horizontal'>,
  from: TreeDatum,
  direction: ArrowDirection,
): TreeDatum | null {
  const [vx, vy] = VECTORS[direction]
  const offsets: Offset[] = []
  for (const node of tree.data) {
    if (node === from || node.exiting) continue
    const dx = node.x - from.x
    const dy = node.y - from.y
    const along = dx * vx + dy * vy
    if (along <= EPSILON) continue
    offsets.push({ node, along, across: Math.abs(dx * vy - dy * vx) })
  }
  if (!offsets.length) return null
  const acrossGenerations = tree.is_horizontal ? vx !== 0 : vy !== 0
  if (acrossGenerations) {
    const linked = linkedTids(tree, from.tid)
    // Parents or children: the one nearest to straight ahead, then the nearest generation.
    const relatives = offsets.filter((o) => o.node.tid !== undefined && linked.has(o.node.tid))
    const best = pick(relatives, (o) => o.across * 1000 + o.along)
    if (best) return best.node
  } else {
    // Spouses and siblings: the nearest card of the same row.
    const best = pick(
      offsets.filter((o) => o.across <= EPSILON),
      (o) => o.along,
    )
    if (best) return best.node
  }
  return (
    pick(
      offsets.filter((o) => o.across <= o.along),
      (o) => o.along + 2 * o.across,
    )?.node ?? null
  )
}

function pick(offsets: Offset[], cost: (o: Offset) => number): Offset | undefined {
  let best: Offset | undefined
  let bestCost = Infinity
  for (const o of offsets) {
    const c = cost(o)
    if (c < bestCost) {
      best = o
      bestCost = c
    }
  }
  return best
}
