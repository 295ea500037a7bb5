/** Builds the ancestor hierarchy of the main person: father and mother above each person. */
import type { RelationIndex } from '../data/relation-index'
import { createLayoutNode, type LayoutNode } from './layout-node'
import { createEmptyCard } from './empty-card'
import type { BranchRegistry } from './branch-registry'
import type { LayoutSettings } from './settings'
import { takeNode, type LayoutBudget } from './budget'
import { isPlaceholder } from '../data/markers'

export interface AncestryContext {
  index: RelationIndex
  settings: LayoutSettings
  branches: BranchRegistry
  budget: LayoutBudget
}

/** Attaches the parents of an ancestry node (or an empty card for the one unknown parent). */
export function expandAncestryNode(ctx: AncestryContext, node: LayoutNode, onPath: Set<string>): void {
  const { index, settings } = ctx
  const id = node.data.id
  if (isPlaceholder(node.data)) return
  if (node.depth >= settings.ancestryDepth || settings.hiddenParents.has(id)) return
  const rels = index.rels(id)
  if (!rels.father && !rels.mother) return
  const key = 'a:' + id
  const open = ctx.branches.shouldExpand(key, node.tid)
  node.toggles.push({ key, open })
  if (!open) return

  const parents: LayoutNode[] = []
  const roles = [['father', rels.father, 'M'], ['mother', rels.mother, 'F']] as const
  for (const [role, pid, gender] of roles) {
    if (pid) {
      if (onPath.has(pid) || !takeNode(ctx.budget)) continue
      parents.push(createLayoutNode(index.get(pid)!, `${node.tid}^${pid}`, 'ancestry', node, node.depth + 1))
    } else if (settings.singleParentEmptyCard) {
      const empty = createEmptyCard(id, role, gender, settings.emptyCardLabel)
      parents.push(createLayoutNode(empty, `${node.tid}^${empty.id}`, 'ancestry', node, node.depth + 1))
    }
  }
  if (parents.length) node.children = parents
}
