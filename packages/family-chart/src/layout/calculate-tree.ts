/** calculateTree: the pure layout. Plain data in, positioned cards and links out; no DOM. */
import type { Data, Datum } from '../data/types'
import { relationIndexSteps } from '../data/relation-index'
import { toLegacyShape } from '../data/data-shape'
import type { CalculateTreeOptions, Tree, TreeLink } from './types'
import type { RelationIndex } from '../data/relation-index'
import { normalizeSettings, type LayoutSettings } from './settings'
import { layoutBudget, type LayoutBudget } from './budget'
import { ancestorsOf } from './ancestors-of'
import { layoutNotices } from './notices'
import { createLayoutNode, objectList, ownLists, type LayoutNode } from './layout-node'
import { createBranchRegistry, type BranchRegistry } from './branch-registry'
import { expandProgenyNode } from './build-progeny'
import { siblingRow } from './sibling-order'
import { expandAncestryNode } from './build-ancestry'
import { expandDepthFirst } from './traverse'
import { blockCentre, positionAncestrySteps, positionProgenySteps } from './position-nodes'
import { emitTree } from './emit-tree'
import { runSteps, type Steps } from '../schedule/steps'
import { drawnParentsAt, NO_CHOICES } from './drawn-parents'
import { personName } from '../data/person-name'

interface Hierarchies {
  progenyRoot: LayoutNode
  mainNode: LayoutNode
  ancestryRoot: LayoutNode
  branches: BranchRegistry
  budget: LayoutBudget
  /** Descendants of main left out because they are also main's ancestors (a parent cycle). */
  cycleSkipped: Set<string>
  /** About how many nodes the progeny side has (what it took from the budget, spouse slots included). */
  progenySize: number
}

function* buildHierarchies(
  data: Data,
  index: RelationIndex,
  settings: LayoutSettings,
  mainId: string,
): Steps<Hierarchies> {
  const branches = createBranchRegistry(settings.duplicateBranchToggle, settings.duplicateBranchOpen, index.ids.length)
  const budget = layoutBudget(index.ids.length)
  const main = index.get(mainId)!
  const chosen = settings.familyLayout?.chosen(index, settings.parentFamilies) ?? NO_CHOICES
  const ancestorsOfMain = new Uint8Array(index.ids.length)
  for (const id of ancestorsOf(index, mainId, chosen)) ancestorsOfMain[index.positionOf(id)] = 1
  const cycleSkipped = new Set<string>()
  const mainAt = index.positionOf(mainId)

  const progenyRoot = createLayoutNode(main, '~root', 'root', null, -1, -1)
  const mainNode = createLayoutNode(main, mainId, 'main', progenyRoot, 0, mainAt)
  const row = objectList<LayoutNode>()
  if (settings.showSiblingsOfMain) {
    for (const id of siblingRow(index, settings, mainId, drawnParentsAt(index, chosen, index.positionOf(mainId))))
      row.push(
        id === mainId
          ? mainNode
          : createLayoutNode(index.get(id)!, `~sib/${id}`, 'sibling', progenyRoot, 0, index.positionOf(id)),
      )
  } else row.push(mainNode)
  progenyRoot.children = row
  const progenyCtx = { index, data, settings, branches, budget, ancestorsOfMain, cycleSkipped }
  const leftBefore = budget.left
  yield* expandDepthFirst(mainNode, index.ids.length, (node, onPath) => expandProgenyNode(progenyCtx, node, onPath))
  const progenySize = leftBefore - budget.left + row.length + 1

  const ancestryRoot = createLayoutNode(main, mainId, 'main', null, 0, mainAt)
  yield* expandDepthFirst(ancestryRoot, index.ids.length, (node, onPath) =>
    expandAncestryNode({ index, settings, branches, budget, chosen }, node, onPath),
  )
  return { progenyRoot, mainNode, ancestryRoot, branches, budget, cycleSkipped, progenySize }
}

function emptyTree(options: CalculateTreeOptions, data: Data): Tree {
  return {
    data: [],
    data_stash: data,
    links: [],
    dim: { width: 0, height: 0, x_off: 0, y_off: 0 },
    main_id: '',
    is_horizontal: !!options.is_horizontal,
  }
}

/**
 * Lays out the family around the main person: ancestors above, descendants below with spouses beside the person
 * they married, optional siblings of main. Terminates on any input (cycles, dangling references, duplicate ids).
 * @since 0.8.0
 */
export function calculateTree(data: Data, options: CalculateTreeOptions = {}): Tree {
  return runSteps(calculateTreeSteps(data, options))
}

/**
 * calculateTree as steps that pause every few hundred people or nodes (see schedule/steps.ts): the same result, computed a
 * slice at a time when a scheduler runs it.
 */
export function* calculateTreeSteps(data: Data, options: CalculateTreeOptions = {}): Steps<Tree> {
  data = toLegacyShape(data)
  const index = yield* (options.index_steps ?? relationIndexSteps)(data)
  if (!index.ids.length) return emptyTree(options, data)
  const mainId = options.main_id && index.has(options.main_id) ? options.main_id : index.ids[0]
  const built = yield* settledHierarchies(data, index, normalizeSettings(options), mainId)
  const { h, collapsed } = built
  const settings = built.settings

  if (settings.modifyTreeHierarchy) {
    ownLists(h.progenyRoot)
    ownLists(h.ancestryRoot)
    settings.modifyTreeHierarchy(h.mainNode as any, false)
    settings.modifyTreeHierarchy(h.ancestryRoot as any, true)
  }
  yield
  yield* positionProgenySteps(h.progenyRoot, h.progenySize)
  // The parents of main sit above the middle of main's block (main and spouses), which is drawn at 0.
  const origin = blockCentre(h.mainNode)
  yield* positionAncestrySteps(h.ancestryRoot, origin)
  yield

  const { nodes, links, dim } = yield* emitTree({
    progenyRoot: h.progenyRoot,
    ancestryRoot: h.ancestryRoot,
    settings,
    index,
    occurrences: h.branches.occurrences,
    mayRepeat: h.branches.mayRepeat,
    origin,
  })
  addOtherParentFamilies(nodes, links, dim, index, settings)
  const tree: Tree = {
    data: nodes,
    data_stash: data,
    links,
    dim,
    main_id: mainId,
    is_horizontal: settings.isHorizontal,
  }
  const notices = layoutNotices({
    collapsed,
    cut: h.budget.cut,
    cycleSkipped: h.cycleSkipped,
    index,
    nodes: nodes.length,
  })
  if (notices.length) tree.notices = notices
  return tree
}

/**
 * The hierarchies of the tree, built again where the first build says so: with duplicate-branch toggles on a runaway
 * pedigree collapse, and without open-branch choices that no longer exist.
 */
function* settledHierarchies(data: Data, index: RelationIndex, first: LayoutSettings, mainId: string) {
  let settings = first
  let h = yield* buildHierarchies(data, index, settings, mainId)
  // Runaway pedigree collapse: instead of cutting the tree at an arbitrary place, each shared branch is drawn once,
  // with the duplicate-branch toggles on its other copies (as setDuplicateBranchToggle(true) does).
  const collapsed = h.budget.cut && !settings.duplicateBranchToggle
  if (collapsed) {
    settings = { ...settings, duplicateBranchToggle: true }
    h = yield* buildHierarchies(data, index, settings, mainId)
  }
  const stale = h.branches.unmatchedChoices()
  if (stale.length) {
    // A chosen open branch no longer exists (the main person changed): fall back to the first occurrence.
    const open = { ...settings.duplicateBranchOpen }
    for (const key of stale) delete open[key]
    settings = { ...settings, duplicateBranchOpen: open }
    h = yield* buildHierarchies(data, index, settings, mainId)
  }

  return { h, collapsed, settings }
}

/** The parent families beyond the birth family (adoptive, step, foster) beside the tree, with the bounds widened to them. */
function addOtherParentFamilies(
  nodes: Tree['data'],
  links: TreeLink[],
  dim: Tree['dim'],
  index: RelationIndex,
  settings: LayoutSettings,
) {
  if (!settings.familyLayout) return
  const isPrivate = (d: Datum) => {
    try {
      return !!settings.privateCondition?.(d)
    } catch {
      return false
    }
  }
  // A private child's name stays out of its families' titles and switch labels, as it stays off its card.
  const added = settings.familyLayout.addBeside({
    nodes,
    links,
    index,
    settings,
    choices: settings.parentFamilies,
    nameOf: (d) => (isPrivate(d) ? '' : personName(d)),
  })
  if (added.length) extendBounds(dim, added)
  if (settings.privateCondition) for (const td of added) td.is_private = isPrivate(td.data)
}

/** Widens the tree's bounds (as emitTree gives them) to cards added after it. */
function extendBounds(dim: Tree['dim'], cards: { x: number; y: number }[]) {
  let minX = -dim.x_off,
    maxX = dim.width - dim.x_off,
    minY = -dim.y_off,
    maxY = dim.height - dim.y_off
  for (const { x, y } of cards) {
    minX = Math.min(minX, x)
    maxX = Math.max(maxX, x)
    minY = Math.min(minY, y)
    maxY = Math.max(maxY, y)
  }
  Object.assign(dim, { width: maxX - minX, height: maxY - minY, x_off: -minX, y_off: -minY })
}

export type { Datum, TreeLink }
export default calculateTree
