/** Decides which occurrence of a shared branch (pedigree collapse) is expanded, and counts occurrences. */
import { EdgeList } from '../data/adjacency'
import { CoupleToggle } from './layout-node'

/** Who asks about a branch: the node's person (its position, or -1) and, for a couple, the partner's (or -1). */
export interface BranchOwner {
  /** The node asking (one node may ask about several couples). */
  node: object
  at: number
  /** 'couple' for a person's couples below (the partner in `partner`), 'parents' for the parents above. */
  side: 'couple' | 'parents'
  partner: number
}

/** What mayRepeat reads of a layout node. */
export interface ToggledNode {
  at: number
  toggles: { key: string }[]
  spouses: { at: number }[]
}

/** A branch's key, or a toggle that makes it when read (CoupleToggle): read only where the registry needs it. */
export type BranchKey = string | { readonly key: string }

const keyText = (key: BranchKey): string => (typeof key === 'string' ? key : key.key)

export interface BranchRegistry {
  /** True when the branch `key` should be expanded at the node `tid`. */
  shouldExpand(key: BranchKey, tid: string, owner?: BranchOwner): boolean
  occurrences(key: string): number
  /**
   * False when none of the node's branches can occur more than once, so their keys need not be looked up (the
   * node's toggles are all of one side: its couples, or its parents).
   */
  mayRepeat(node: ToggledNode): boolean
  /** Keys whose chosen open occurrence never showed up (e.g. the main person changed). */
  unmatchedChoices(): string[]
}

/**
 * `people`: how many people the layout's positions run over. With the duplicate-branch toggles off and no open choices
 * (the default), occurrences are counted only if some branch can occur twice (see countingRegistry).
 */
export function createBranchRegistry(enabled: boolean, open: Record<string, string> = {}, people = 0): BranchRegistry {
  if (!enabled && people > 0 && !Object.keys(open).length) return countingRegistry(people)
  const counts = new Map<string, number>()
  const expanded = new Set<string>()
  const matched = new Set<string>()
  return {
    shouldExpand(branch, tid) {
      const key = keyText(branch)
      counts.set(key, (counts.get(key) ?? 0) + 1)
      if (!enabled) return true
      const chosen = open[key]
      if (chosen !== undefined) {
        if (chosen !== tid) return false
        matched.add(key)
        return true
      }
      if (expanded.has(key)) return false
      expanded.add(key)
      return true
    },
    occurrences: (key) => counts.get(key) ?? 0,
    mayRepeat: () => true,
    unmatchedChoices: () => Object.keys(open).filter((k) => counts.has(k) && !matched.has(k)),
  }
}

/** Whether a toggle is a parents' one ('a:' key); a couple's toggle says so without making its key. */
const isParentsToggle = (t: { key: string }) => !(t instanceof CoupleToggle) && t.key.charCodeAt(0) === 97

/** The partner recorded for a parents' key, and the person recorded for a key with no owner to go by. */
const PARENTS = -2
const UNKNOWN = -1

/**
 * Every branch expands; the keys are kept in a list and only those that may occur twice are counted in a map. A
 * parents' key can repeat only if its person has two ancestry nodes; a couple's key only if its person has two
 * progeny nodes asking, or the partner has a progeny node asking too (the same couple seen from the other side).
 * Most keys of a big tree are neither, and a million-person tree then makes a map of the few that are, not of a few
 * hundred thousand keys (bench/NOTES.md).
 */
function countingRegistry(people: number): BranchRegistry {
  // Keys as given: a toggle's key is made only if its branch may repeat.
  const keys: BranchKey[] = []
  // For each key in `keys`: the asking person and the partner (PARENTS for a parents' key).
  const owners = new EdgeList()
  // Nodes per person that asked, by side (saturating at 2: only "more than one" matters).
  const asking = { couple: new Uint8Array(people), parents: new Uint8Array(people) }
  let lastNode: object | null = null
  let unsure = false
  let counts: Map<string, number> | undefined
  const mayRepeat = (at: number, partner: number) => {
    if (at === UNKNOWN) return true
    if (partner === PARENTS) return asking.parents[at] > 1
    return asking.couple[at] > 1 || (partner >= 0 && asking.couple[partner] > 0)
  }
  const countRepeatable = () => {
    const map = new Map<string, number>()
    for (let k = 0; k < keys.length; k++)
      if (mayRepeat(owners.from[k], owners.to[k])) {
        const key = keyText(keys[k])
        map.set(key, (map.get(key) ?? 0) + 1)
      }
    return map
  }
  return {
    shouldExpand(key, _tid, owner) {
      keys.push(key)
      counts = undefined
      if (!owner || owner.at < 0 || owner.at >= people) {
        unsure = true
        owners.add(UNKNOWN, UNKNOWN)
        return true
      }
      if (owner.node !== lastNode) {
        lastNode = owner.node
        const seen = asking[owner.side]
        if (seen[owner.at] < 2) seen[owner.at]++
      }
      owners.add(owner.at, owner.side === 'couple' ? owner.partner : PARENTS)
      return true
    },
    // A key that cannot repeat occurs once.
    occurrences: (key) => (counts ??= countRepeatable()).get(key) ?? 1,
    mayRepeat(node) {
      const at = node.at
      if (unsure || at < 0 || at >= people) return true
      // A parents' toggle ('a:' key) is the node's only one; otherwise the toggles are its couples, whose partners
      // are its spouse slots (an empty card's slot has no position).
      if (node.toggles.length && isParentsToggle(node.toggles[0])) return asking.parents[at] > 1
      if (asking.couple[at] > 1) return true
      for (const s of node.spouses) if (s.at >= 0 && s.at < people && asking.couple[s.at] > 0) return true
      return false
    },
    unmatchedChoices: () => [],
  }
}
