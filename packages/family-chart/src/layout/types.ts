/** Shapes that the pure layout (calculateTree) returns and the view reads. */
import type { Data, Datum } from '../data/types'
import type { RelationIndex } from '../data/relation-index'
import type { Steps } from '../schedule/steps'
import type { ParentType } from '../data/parent-families'
import type { LivingPrivacy } from '../data/privacy/living-privacy'
import type { PrivacyRule } from '../data/privacy/private-cards'
import type { MarriageOrder } from './spouse-order'

/** One positioned card of the tree. A person reachable by two paths appears once per path. @since 0.8.0 */
export interface TreeDatum {
  data: Datum
  x: number
  y: number
  depth: number
  /** Unique id of this node in the tree (a person may have several nodes). */
  tid?: string
  /** Previous position, for transitions. */
  _x?: number
  _y?: number
  /** Position of the spouse this node's children descend from (links start between the couple). */
  sx?: number
  sy?: number
  psx?: number
  psy?: number
  exiting?: boolean
  added?: boolean
  /** False when some relatives of this person are not drawn (the card shows a mini-tree icon). */
  all_rels_displayed?: boolean
  parent?: TreeDatum
  children?: TreeDatum[]
  parents?: TreeDatum[]
  spouses?: TreeDatum[]
  /** Set when this node is drawn as the spouse of a progeny or main node. */
  spouse?: TreeDatum
  /** For ancestry nodes: the other parent. */
  coparent?: TreeDatum
  /** Number of times this person appears in the tree (pedigree collapse), when more than one. */
  duplicate?: number
  is_ancestry?: boolean
  sibling?: boolean
  is_private?: boolean
  _ignore_spouses?: Datum['id'][]
  /**
   * Set on a card whose person has several parent families (the next family to draw in the tree) and on the first
   * card of a family drawn beside the tree (that family): pressing the card's switch draws it in the tree.
   * @since next
   */
  family_switch?: FamilySwitch
  [key: string]: any
}

/** What a card's family switch draws in the tree: `child`'s family of `parents`. @since next */
export interface FamilySwitch {
  child: string
  parents: string[]
  type: ParentType
  /** The switch's accessible name ("Show the adoptive family of Anna in the tree"). */
  label: string
}

/** The positioned nodes of a tree. @since 0.8.0 */
export type TreeData = TreeDatum[]

/** A node handed to modifyTreeHierarchy before positions are computed (d3.hierarchy-like). */
export interface HierarchyNode {
  data: Datum
  depth: number
  parent: HierarchyNode | null
  children?: HierarchyNode[]
  [key: string]: any
}

/**
 * Settings of calculateTree: the main person, spacing, orientation, depths, sorting and the other layout options.
 * @since 0.8.0
 */
export interface CalculateTreeOptions {
  main_id?: string | null
  /** Horizontal distance between cards in pixels (between generations when `is_horizontal`). Default 250. */
  node_separation?: number
  /** Vertical distance between cards in pixels (between neighbours of a generation when `is_horizontal`). Default 150. */
  level_separation?: number
  /** An empty card for the unknown parent or co-parent of a child with one parent known. Default true. */
  single_parent_empty_card?: boolean
  single_parent_empty_card_label?: string
  is_horizontal?: boolean
  one_level_rels?: boolean
  sortChildrenFunction?: ((a: Datum, b: Datum) => number) | undefined
  sortSpousesFunction?: ((d: Datum, data: Data) => void) | undefined
  ancestry_depth?: number | undefined
  progeny_depth?: number | undefined
  show_siblings_of_main?: boolean
  modifyTreeHierarchy?: (tree: HierarchyNode, is_ancestry: boolean) => void
  private_cards_config?: { condition: (d: Datum) => boolean } | undefined
  /**
   * Living people drawn as private cards (see `Chart.setPrivacy`); off unless `living` is true.
   * @since next
   */
  privacy?: LivingPrivacy | undefined
  /**
   * The rule that turns `privacy` into private cards (the privacy feature gives it; the `family-chart` entry's
   * calculateTree has it). Without it only `private_cards_config` makes cards private.
   * @since next
   */
  privacy_rule?: PrivacyRule | undefined
  /**
   * Draws each person's spouses in the order of their marriage dates (`marriage_date__ref__<spouseId>`), the
   * spouses without a readable date after them in their data order (see `Chart.setSortSpousesByMarriageDate`).
   * @since next
   */
  sort_spouses_by_marriage_date?: boolean
  /**
   * How `sort_spouses_by_marriage_date` reads the dates (the families feature gives `byMarriageDate`; the
   * `family-chart` entry's calculateTree has it). Without it spouses stay in their data order.
   * @since next
   */
  marriage_order?: MarriageOrder
  duplicate_branch_toggle?: boolean
  on_toggle_one_close_others?: boolean
  /** Branch key → tid of the one open occurrence, when duplicate_branch_toggle is on. */
  duplicate_branch_open?: Record<string, string>
  /**
   * Which parent family a child is drawn in, when it has several: child id → the parents' ids (see
   * `Chart.setParentFamily`). The other families of main and main's ancestors are drawn beside the tree.
   * @since next
   */
  parent_families?: Record<string, string[]>
  /**
   * The step that draws children's other parent families (adoptive, step, foster ...): the chosen family in the tree
   * (`parent_families`) and the others beside it. The `family-chart` entry's `calculateTree` and charts with the
   * families feature have it; without it a child is drawn with its father and mother only.
   * @since next
   */
  parent_family_layout?: ParentFamilyLayout
  /**
   * How the layout gets the data's relation index: built anew by default. The large-trees feature and the
   * `family-chart` entry's calculateTree reuse the index of data laid out before (`relationIndexOfSteps`), so a new
   * main person on a big tree does not index it again.
   * @since next
   */
  index_steps?: (data: Data) => Steps<RelationIndex>
  /** People whose parents / children are collapsed (folded: see `Chart.collapse`). */
  hidden_rels?: { parents?: string[]; children?: string[] }
  /**
   * Moves the whole tree so the card with this `key` (else the first card of person `id`) lands at `x`, `y`: a fold or
   * an unfold leaves that card where it was on screen. @since next
   */
  keep_in_place?: { key: string; id: string; x: number; y: number }
  /** Moves the whole tree by this much (the offset an earlier keep_in_place gave, so later updates do not slide). @since next */
  tree_offset?: [number, number]
}

/** A drawn connection, in tree coordinates. @since 0.8.0 */
export interface TreeLink {
  /** Stable key: the tid of the node the link leads to, prefixed by its kind. */
  id: string
  /** 'parent-family' (@since next): from a child to one of its parent families not drawn in the tree. */
  kind: 'child' | 'spouse' | 'ancestry' | 'sibling' | 'parent-family'
  /**
   * Where the link starts and ends. The links that meet at a card share one array for that point (the link from its
   * parent, the links to spouses beside it, to its children without a co-parent): copy it before changing it in place.
   */
  source: [number, number]
  target: [number, number]
  /** tids of the two nodes the link joins (for the hover path to main). */
  from: string
  to: string
  /** For spouse links: the two people. */
  spouses?: [TreeDatum, TreeDatum]
  /**
   * Set when the couple does not sit side by side (the person's other spouses are between them): the spouse link
   * runs this many lanes below the row (right of it in a horizontal tree), clear of the cards in between, and the
   * couple's child links start from that line. Absent for a couple side by side.
   * @since next
   */
  lane?: number
  /**
   * For 'parent-family' links: the child's relationship to that family, the word shown on the link ("adoptive") and
   * its accessible name ("Adoptive family of Anna").
   * @since next
   */
  family?: { type: ParentType; text: string; title: string }
  /**
   * Points the link passes on its way, one per generation between its ends (the relatives chart's links that pass a
   * row run through a free channel between its cards). @since next
   */
  via?: [number, number][]
}

/** Something calculateTree could not draw as the data says, in words. @since next */
export interface TreeNotice {
  /**
   * 'pedigree-collapse': shared branches drawn once each (the tree would have been too large otherwise);
   * 'node-limit': the tree was cut; 'parent-cycle': people who are their own ancestors drawn once.
   */
  type: 'pedigree-collapse' | 'node-limit' | 'parent-cycle'
  message: string
  /** The people concerned, when there are a few. */
  ids?: string[]
}

/** What calculateTree returns: plain positioned nodes, the data it used and the tree's bounds. @since 0.8.0 */
export interface Tree {
  data: TreeData
  data_stash: Data
  dim: { width: number; height: number; x_off: number; y_off: number }
  main_id: string
  is_horizontal: boolean
  /** The links to draw, computed with the positions. @since next */
  links: TreeLink[]
  /** What could not be drawn as the data says (absent when everything was). @since next */
  notices?: TreeNotice[]
  /** How far the tree was moved by keep_in_place or tree_offset (absent when it was not). @since next */
  offset?: [number, number]
}

/** The settings the placing of parent families beside the tree reads. @since next */
export interface FamilyPlacementSettings {
  nodeSeparation: number
  levelSeparation: number
  isHorizontal: boolean
  ancestryDepth: number
  hiddenParents: Set<string>
}

/** The layout step of several parent families (see CalculateTreeOptions.parent_family_layout). @since next */
export interface ParentFamilyLayout {
  /** The father and mother positions each chosen child is drawn with, by the child's place in the index. */
  chosen(index: RelationIndex, choices: Record<string, string[]>): Map<number, [number, number]>
  /** Places the families not drawn in the tree beside it; returns the cards added (also pushed onto `nodes`). */
  addBeside(input: {
    nodes: TreeDatum[]
    links: TreeLink[]
    index: RelationIndex
    settings: FamilyPlacementSettings
    choices?: Record<string, string[]>
    nameOf: (d: Datum) => string
  }): TreeDatum[]
}
