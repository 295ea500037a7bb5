/** Normalises CalculateTreeOptions once into the settings every layout step reads. */
import type { Data, Datum } from '../data/types'
import type { CalculateTreeOptions } from './types'

export const DEFAULT_SPACING = { vertical: { node: 250, level: 150 }, horizontal: { node: 120, level: 280 } }
export { MAX_LAYOUT_NODES } from './budget'

export interface LayoutSettings {
  nodeSeparation: number
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
  duplicateBranchToggle: boolean
  duplicateBranchOpen: Record<string, string>
  hiddenParents: Set<string>
  hiddenChildren: Set<string>
  /** Child id → parents of the family it is drawn in (CalculateTreeOptions.parent_families). */
  parentFamilies: Record<string, string[]>
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
  const spacing = isHorizontal ? DEFAULT_SPACING.horizontal : DEFAULT_SPACING.vertical
  return {
    nodeSeparation: positive(options.node_separation, spacing.node),
    levelSeparation: positive(options.level_separation, spacing.level),
    isHorizontal,
    singleParentEmptyCard: !!options.single_parent_empty_card,
    emptyCardLabel: options.single_parent_empty_card_label ?? 'Unknown',
    ancestryDepth: depthLimit(options.ancestry_depth),
    progenyDepth: depthLimit(options.progeny_depth),
    showSiblingsOfMain: !!options.show_siblings_of_main,
    sortChildrenFunction: options.sortChildrenFunction,
    sortSpousesFunction: options.sortSpousesFunction,
    privateCondition: options.private_cards_config?.condition,
    duplicateBranchToggle: !!options.duplicate_branch_toggle,
    duplicateBranchOpen: options.duplicate_branch_open ?? {},
    hiddenParents: new Set(options.hidden_rels?.parents ?? []),
    hiddenChildren: new Set(options.hidden_rels?.children ?? []),
    parentFamilies: options.parent_families ?? {},
    modifyTreeHierarchy: options.modifyTreeHierarchy,
  }
}
