/** Builds the ancestor hierarchy of the main person: father and mother above each person. */
import type { RelationIndex } from '../data/relation-index'
import { addToggle, createLayoutNode, objectList, type LayoutNode } from './layout-node'
import { createEmptyCard } from './empty-card'
import type { BranchRegistry } from './branch-registry'
import type { LayoutSettings } from './settings'
import { takeNode, type LayoutBudget } from './budget'
import { isPlaceholder } from '../data/markers'
import { drawnParentsAt } from './drawn-parents'

export interface AncestryContext {
  index: RelationIndex
  settings: LayoutSettings
  branches: BranchRegistry
  budget: LayoutBudget
  /** Children drawn in a family other than father / mother: their parents' positions (see parent-families.ts). */
  chosen: ReadonlyMap<number, [number, number]>
}

/** Attaches the parents of an ancestry node (or an empty card for the one unknown parent). */
export function expandAncestryNode(ctx: AncestryContext, node: LayoutNode, onPath: Uint8Array): void {
  const { index, settings } = ctx
  const id = node.data.id
  if (isPlaceholder(node.data) || node.at < 0) return
  if (node.depth >= settings.ancestryDepth || settings.hiddenParents.has(id)) return
  const [father, mother] = drawnParentsAt(index, ctx.chosen, node.at)
  if (father < 0 && mother < 0) return
  const key = 'a:' + id
  const open = ctx.branches.shouldExpand(key, node.tid, { node, at: node.at, side: 'parents', partner: -1 })
  addToggle(node, { key, open })
  if (!open) return

  const parents = objectList<LayoutNode>()
  const roles = [
    ['father', father, 'M'],
    ['mother', mother, 'F'],
  ] as const
  for (const [role, p, gender] of roles) {
    if (p >= 0) {
      if (onPath[p] || !takeNode(ctx.budget)) continue
      const pid = index.ids[p]
      parents.push(createLayoutNode(index.at(p), `${node.tid}^${pid}`, 'ancestry', node, node.depth + 1, p))
    } else if (settings.singleParentEmptyCard) {
      const empty = createEmptyCard(id, role, gender, settings.emptyCardLabel)
      parents.push(createLayoutNode(empty, `${node.tid}^${empty.id}`, 'ancestry', node, node.depth + 1, -1))
    }
  }
  if (parents.length) node.children = parents
}
