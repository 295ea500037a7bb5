/** Normalises CalculateTreeOptions once into the settings every layout step reads. */
import type { Data, Datum } from '../data/types'
import type { CalculateTreeOptions } from './types'
import type { MarriageOrder } from './spouse-order'
import { privateConditionOf } from '../data/privacy/private-cards'

/**
 * Spacing in pixels, as the published family-chart reads it: `node` is the horizontal distance (between neighbours of
 * a generation when vertical, between generations when horizontal) and `level` the vertical one.
 */
export const DEFAULT_SPACING = { node: 250, level: 150 }
export { MAX_LAYOUT_NODES } from './budget'

export interface LayoutSettings {
  /** Distance between neighbouring cards of a generation (along the generation, in either orientation). */
  nodeSeparation: number
  /** Distance between generations. */
  levelSeparation: number
  isHorizontal: boolean
  singleParentEmptyCard: boolean
  emptyCardLabel: string
  ancestryDepth: number
  progenyDepth: number
  showSiblingsOfMain: boolean
  sortChildrenFunction?: (a: Datum, b: Datum) => number
  sortSpousesFunction?: (d: Datum, data: Data) => void
  privateCondition?: (d: Datum) => boolean
  /** Orders each person's spouses by marriage date where known (sort_spouses_by_marriage_date with marriage_order). */
  marriageOrder?: MarriageOrder
  duplicateBranchToggle: boolean
  duplicateBranchOpen: Record<string, string>
  hiddenParents: Set<string>
  hiddenChildren: Set<string>
  /** Child id → parents of the family it is drawn in (CalculateTreeOptions.parent_families). */
  parentFamilies: Record<string, string[]>
  /** The step that draws other parent families, when the caller gives it (CalculateTreeOptions.parent_family_layout). */
  familyLayout?: CalculateTreeOptions['parent_family_layout']
  modifyTreeHierarchy?: CalculateTreeOptions['modifyTreeHierarchy']
}

function depthLimit(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : Infinity
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
}

export function normalizeSettings(options: CalculateTreeOptions = {}): LayoutSettings {
  const isHorizontal = !!options.is_horizontal
  // node_separation is the distance along x and level_separation along y, in both orientations (as in the published
  // package): horizontally, generations are node_separation apart.
  const x = positive(options.node_separation, DEFAULT_SPACING.node)
  const y = positive(options.level_separation, DEFAULT_SPACING.level)
  return {
    nodeSeparation: isHorizontal ? y : x,
    levelSeparation: isHorizontal ? x : y,
    isHorizontal,
    singleParentEmptyCard: options.single_parent_empty_card ?? true,
    emptyCardLabel: options.single_parent_empty_card_label ?? 'Unknown',
    ancestryDepth: depthLimit(options.ancestry_depth),
    progenyDepth: depthLimit(options.progeny_depth),
    showSiblingsOfMain: !!options.show_siblings_of_main,
    sortChildrenFunction: options.sortChildrenFunction,
    sortSpousesFunction: options.sortSpousesFunction,
    privateCondition: privateConditionOf(options),
    marriageOrder: options.sort_spouses_by_marriage_date ? options.marriage_order : undefined,
    duplicateBranchToggle: !!options.duplicate_branch_toggle,
    duplicateBranchOpen: options.duplicate_branch_open ?? {},
    hiddenParents: new Set(options.hidden_rels?.parents ?? []),
    hiddenChildren: new Set(options.hidden_rels?.children ?? []),
    parentFamilies: options.parent_families ?? {},
    familyLayout: options.parent_family_layout,
    modifyTreeHierarchy: options.modifyTreeHierarchy,
  }
}
