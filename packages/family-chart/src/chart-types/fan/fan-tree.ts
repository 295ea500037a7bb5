/**
 * A fan layout as the chart's `Tree`: one tree node per person's place, at the middle of the place, so what other
 * features read of a tree (the people drawn and where: the relationship's framing, the export's title, the main
 * person) holds for the fan too. The fan's own places travel with it in `tree.fan`.
 */
import type { Datum } from '../../data/types'
import type { Tree, TreeDatum } from '../../layout/types'
import { pointAt } from './fan-angles'
import type { FanLayout, FanPlace } from './fan-types'

/** The chart's tree of a fan: the tree nodes, and the fan's layout they come from. @since next */
export interface FanTree extends Tree {
  fan: FanLayout
}

/** Whether a tree is a fan's. */
export const isFanTree = (tree: Tree | undefined | null): tree is FanTree => !!tree && 'fan' in tree

/** The middle of a place (the centre disc's is the fan's centre), turned by `turn` degrees. */
export function placeCentre(place: FanPlace, turn = 0): [number, number] {
  if (place.generation === 0) return [0, 0]
  const angle = (place.startAngle + place.endAngle) / 2 + turn
  return pointAt(angle, (place.innerRadius + place.outerRadius) / 2)
}

function treeNode(place: FanPlace, datum: Datum, turn: number): TreeDatum {
  const [x, y] = placeCentre(place, turn)
  const node: TreeDatum = {
    data: datum,
    x,
    y,
    // Generations as the hourglass counts them: ancestors up (is_ancestry), descendants down.
    depth: Math.abs(place.generation),
    tid: place.key,
    key: place.key,
  }
  if (place.generation === 0) node.main = true
  if (place.generation > 0) node.is_ancestry = true
  if (place.duplicate) node.duplicate = place.occurrences
  if (place.private) node.is_private = true
  return node
}

/**
 * The tree of `layout`: a node per person's place (unknown and "add" places have no person), bounds from the fan's
 * box, no links (the fan draws none). `turn`: how far the drawn fan is turned from its layout, degrees.
 */
export function fanTree(layout: FanLayout, people: (id: string) => Datum | undefined, turn = 0): FanTree {
  const data: TreeDatum[] = []
  for (const place of layout.places) {
    const datum = place.kind === 'person' && place.id !== null ? people(place.id) : undefined
    if (datum) data.push(treeNode(place, datum, turn))
  }
  const { x, y, width, height } = layout.bounds
  return {
    data,
    data_stash: [],
    dim: { width, height, x_off: -x, y_off: -y },
    main_id: layout.mainId ?? '',
    is_horizontal: false,
    links: [],
    fan: layout,
  }
}

/** Moves the tree's nodes to where their places are drawn after the fan was turned `turn` degrees from its layout. */
export function turnFanTree(tree: FanTree, turn: number): void {
  const byKey = new Map(tree.fan.places.map((p) => [p.key, p]))
  for (const node of tree.data) {
    const place = byKey.get(node.key)
    if (place) [node.x, node.y] = placeCentre(place, turn)
  }
}
