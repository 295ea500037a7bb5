/** Builds the descendant hierarchy of the main person: spouses beside each person, children grouped by couple. */
import type { Data, Datum } from '../data/types'
import type { RelationIndex } from '../data/relation-index'
import { createLayoutNode, type LayoutNode } from './layout-node'
import { createEmptyCard, oppositeGender } from './empty-card'
import type { BranchRegistry } from './branch-registry'
import type { LayoutSettings } from './settings'
import { takeNode, type LayoutBudget } from './budget'

export interface ProgenyContext {
  index: RelationIndex
  data: Data
  settings: LayoutSettings
  branches: BranchRegistry
  budget: LayoutBudget
  /** The main person's ancestors: in a parent cycle they are drawn above main, never again as descendants. */
  ancestorsOfMain: Set<string>
  /** Children left out because they are also ancestors of main (a parent cycle). */
  cycleSkipped: Set<string>
}

/** The couple key shared by every occurrence of the same children group. */
export function coupleKey(a: string, b: string | undefined): string {
  if (b === undefined) return 'c:' + a + '|'
  return a < b ? 'c:' + a + '|' + b : 'c:' + b + '|' + a
}

function orderedSpouseIds(ctx: ProgenyContext, datum: Datum): string[] {
  const { index, settings } = ctx
  if (settings.sortSpousesFunction) settings.sortSpousesFunction(datum, ctx.data)
  const own = Array.isArray(datum.rels?.spouses) ? datum.rels.spouses : []
  const fromIndex = index.rels(datum.id).spouses
  if (fromIndex.length < 2) return fromIndex.slice()
  const order = new Map<string, number>()
  own.forEach((id, i) => { if (!order.has(id)) order.set(id, i) })
  return [...fromIndex].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
}

/**
 * Expands one progeny node: attaches its spouse slots and, within the depth limit, its children (grouped by the
 * other parent, in spouse order). Children already on the current path are skipped, so cycles terminate.
 */
export function expandProgenyNode(ctx: ProgenyContext, node: LayoutNode, onPath: Set<string>): void {
  const { index, settings, branches } = ctx
  const id = node.data.id
  const rels = index.rels(id)
  const spouseIds = orderedSpouseIds(ctx, node.data)
  const hideChildren = settings.hiddenChildren.has(id)
  const canGoDeeper = node.depth < settings.progenyDepth && !hideChildren

  const groups = new Map<string | undefined, string[]>()
  for (const c of canGoDeeper ? rels.children : []) {
    if (ctx.ancestorsOfMain.has(c)) {
      ctx.cycleSkipped.add(c)
      continue
    }
    const cr = index.rels(c)
    const other = cr.father === id ? cr.mother : cr.father
    if (!groups.has(other)) groups.set(other, [])
    groups.get(other)!.push(c)
  }
  for (const other of groups.keys()) if (other !== undefined && !spouseIds.includes(other)) spouseIds.push(other)

  const slots = spouseIds.map((sid) => ({ data: index.get(sid)!, tid: `${node.tid}+${sid}`, other: sid as string | undefined }))
  if (groups.has(undefined) && settings.singleParentEmptyCard) {
    const empty = createEmptyCard(id, 'spouse', oppositeGender(node.data.data.gender), settings.emptyCardLabel)
    slots.push({ data: empty, tid: `${node.tid}+${empty.id}`, other: undefined })
  }
  node.spouses = slots.map(({ data, tid }) => ({ data, tid }))
  placePersonInBlock(node)
  ctx.budget.left -= slots.length

  const children: LayoutNode[] = []
  const addGroup = (other: string | undefined, via: number) => {
    const ids = groups.get(other)
    if (!ids || !ids.length) return
    const key = coupleKey(id, other)
    const open = branches.shouldExpand(key, node.tid)
    node.toggles.push({ key, open })
    if (!open) return
    const sorted = sortChildren(ctx, ids)
    for (const c of sorted) {
      if (onPath.has(c) || !takeNode(ctx.budget)) continue
      const child = createLayoutNode(index.get(c)!, `${node.tid}/${c}`, 'progeny', node, node.depth + 1)
      child.via_spouse = via
      children.push(child)
    }
  }
  slots.forEach((slot, i) => addGroup(slot.other, i))
  if (!settings.singleParentEmptyCard) addGroup(undefined, -1)
  if (children.length) node.children = children
}

export function sortChildren(ctx: ProgenyContext, ids: string[]): string[] {
  const fn = ctx.settings.sortChildrenFunction
  if (!fn) return ids
  return ids.map((id) => ctx.index.get(id)!).sort(fn).map((d) => d.id)
}

/** Decides where the person sits in their block: men left of a single spouse, women right; else in the middle. */
export function placePersonInBlock(node: LayoutNode): void {
  const k = node.spouses.length
  if (k === 0) node.person_slot = 0
  else if (k === 1) node.person_slot = node.data.data.gender === 'F' ? 1 : 0
  else node.person_slot = Math.ceil(k / 2)
}
