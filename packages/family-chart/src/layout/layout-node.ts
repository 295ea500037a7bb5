/** The internal hierarchy node the layout builds before positions are computed. */
import type { Datum } from '../data/types'

export type LayoutNodeKind = 'root' | 'main' | 'progeny' | 'ancestry' | 'sibling'

/** A card drawn beside a progeny node: one of its spouses, or an empty card for an unknown co-parent. */
export interface SpouseSlot {
  data: Datum
  tid: string
  /** Position of the spouse in the relation index (`index.ids`), or -1 for an empty card. */
  at: number
  /** Index of this card in its block of cards, left to right (the person holds `person_slot`). */
  slot: number
  x: number
}

export interface BranchToggle {
  key: string
  open: boolean
}

/** The couple key shared by every occurrence of the same children group. */
export function coupleKey(a: string, b: string | undefined): string {
  if (b === undefined) return 'c:' + a + '|'
  return a < b ? 'c:' + a + '|' + b : 'c:' + b + '|' + a
}

/**
 * The toggle of a couple's children, its key made when first read: most keys of a big tree are never read (only a
 * branch that may occur twice is looked up, see branch-registry.ts), and making each one was three strings per
 * couple, which lived as long as the layout.
 */
export class CoupleToggle implements BranchToggle {
  private made: string | undefined = undefined
  constructor(
    private readonly person: string,
    private readonly partner: string | undefined,
    public open = true,
  ) {}
  get key(): string {
    return (this.made ??= coupleKey(this.person, this.partner))
  }
}

export interface LayoutNode {
  data: Datum
  /** Position of the person in the relation index (`index.ids`), or -1 for a card that is not a person of the data. */
  at: number
  /** Path-based id, unique in this layout even when the person appears twice. */
  tid: string
  /** Generations from the main person (0 for main and siblings). */
  depth: number
  parent: LayoutNode | null
  children?: LayoutNode[]
  kind: LayoutNodeKind
  /** Progeny nodes: the spouses drawn in the same row, in spouse order (their `slot` says where each sits). */
  spouses: SpouseSlot[]
  /** Index of this person among the slots of its block (the spouses occupy the others, on both sides). */
  person_slot: number
  /** Progeny children: which spouse slot of the parent they descend from (-1 for none). */
  via_spouse: number
  toggles: BranchToggle[]
  /** The node's place along its generation, in card slots (the emission turns slots and depths into x and y). */
  x: number
}

/**
 * A list of objects for the layout to fill: `size` slots to set by index (exactly the room needed, where a list grown
 * by `push` takes 17 slots at its first push), or an empty list to push onto. Every such list is of one kind to V8
 * (objects, maybe with holes), so code that reads the lists meets one shape of array; a frozen or a mapped array
 * would be a second shape (why one shape matters: tree-objects.ts).
 */
export function objectList<T>(size = 0): T[] {
  const list = new Array<T>(Math.max(size, 1))
  // Storing a value that is not a small integer makes the kind "objects"; the slot is overwritten or dropped.
  list[0] = undefined as T
  if (!size) list.length = 0
  return list
}

// Most nodes have no spouses or no toggles: they share one empty list each instead of two new arrays per node. Never
// pushed onto: addToggle and expandProgenyNode put a list of the node's own in their place first, and ownLists does
// for every node before a modifyTreeHierarchy hook sees them.
const NO_SPOUSES = objectList<SpouseSlot>()
const NO_TOGGLES = objectList<BranchToggle>()

/**
 * Coordinates start as -0, which V8 stores as a number with a fraction (0 would be a small integer): the positions
 * written later are mostly fractions, and a field first seen holding small integers changes its representation at
 * the first fraction, after which every node made so far is migrated to the new shape as the loop touches it (a
 * good part of the progeny placement of a big tree; bench/NOTES.md, "A million people in memory").
 */
const UNSET_COORDINATE = -0

/** Every layout node is made here, with every field it will have, so all of them share one shape. */
export function createLayoutNode(
  data: Datum,
  tid: string,
  kind: LayoutNodeKind,
  parent: LayoutNode | null,
  depth: number,
  at: number,
): LayoutNode {
  return {
    data,
    at,
    tid,
    depth,
    parent,
    children: undefined,
    kind,
    spouses: NO_SPOUSES,
    person_slot: 0,
    via_spouse: -1,
    toggles: NO_TOGGLES,
    x: UNSET_COORDINATE,
  }
}

/** Every spouse slot is made here (its `x` is set when positions are known). */
export function createSpouseSlot(data: Datum, tid: string, at: number): SpouseSlot {
  return { data, tid, at, slot: 0, x: UNSET_COORDINATE }
}

/** Adds a branch toggle to a node (its first one replaces the shared empty list). */
export function addToggle(node: LayoutNode, toggle: BranchToggle): void {
  if (node.toggles !== NO_TOGGLES) {
    node.toggles.push(toggle)
    return
  }
  // Most nodes get one toggle: a list of one, not the 17 slots a first push makes (every toggle list lives until the
  // tree is emitted).
  const list = objectList<BranchToggle>(1)
  list[0] = toggle
  node.toggles = list
}

/**
 * Gives every node under `root` lists of its own in place of the shared empty ones, before outside code (a
 * modifyTreeHierarchy hook) gets the hierarchy: a hook may push onto any node's lists.
 */
export function ownLists(root: LayoutNode): void {
  const stack: LayoutNode[] = [root]
  while (stack.length) {
    const node = stack.pop()!
    if (node.spouses === NO_SPOUSES) node.spouses = objectList()
    if (node.toggles === NO_TOGGLES) node.toggles = objectList()
    if (node.children) for (const child of node.children) stack.push(child)
  }
}

/** Width of a node's block in card slots: the person plus the spouses beside them. */
export function blockWidth(node: LayoutNode): number {
  return node.kind === 'root' ? 0 : 1 + node.spouses.length
}
