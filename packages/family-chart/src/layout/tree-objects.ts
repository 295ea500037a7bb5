/**
 * Every card and every link calculateTree returns has all the fields any card (or link) may have, in one order (the
 * literals in emit-tree.ts, createTreeLink here). All cards then share one shape, and all links another, so code that
 * reads them (the layout's last passes, the overview, the view) stays optimized for that one shape: V8 throws away
 * code optimized for one shape when it meets another, and on a big tree compiling it again costs more than the work.
 * So no literal per kind of card, no field left out or added later (a link's `lane` is there, undefined, on every
 * link). test/layout/tree-shapes.test.ts holds every card and link to this; what it cost before is in bench/NOTES.md.
 */
import type { TreeDatum, TreeLink } from './types'

/** The fields of a card, in order. */
export const TREE_DATUM_FIELDS = [
  'data',
  'x',
  'y',
  'depth',
  'tid',
  'is_ancestry',
  'main',
  'sibling',
  'spouse',
  'coparent',
  'toggles',
  'parents',
  'parent',
  'toward_main',
  'link_to_main',
  'spouses',
  'children',
  'key',
  'duplicate',
  'is_private',
  'all_rels_displayed',
  'family_switch',
] as const

/** The fields of a link, in order. */
export const TREE_LINK_FIELDS = ['id', 'kind', 'source', 'target', 'from', 'to', 'spouses', 'lane', 'family'] as const

/**
 * A link; `spouses` for a couple's link, `lane` for one that runs below the row, `family` for a link to a parent
 * family not drawn in the tree (else undefined).
 */
export function createTreeLink(
  id: string,
  kind: TreeLink['kind'],
  source: [number, number],
  target: [number, number],
  from: string,
  to: string,
  spouses?: [TreeDatum, TreeDatum],
  lane?: number,
  family?: TreeLink['family'],
): TreeLink {
  return { id, kind, source, target, from, to, spouses, lane: lane || undefined, family }
}
