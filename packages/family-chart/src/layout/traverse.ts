/** Depth-first expansion that keeps the people on the current path, without recursion (deep trees). */
import type { LayoutNode } from './layout-node'
import { ITEMS_PER_STEP, untilDone, type Steps } from '../schedule/steps'

/**
 * Expands every node, parents before children. `onPath[i]` is 1 while the person at index position i is on the path
 * from the root to the node being expanded (cards that are not people of the data are not marked).
 */
export function* expandDepthFirst(
  root: LayoutNode,
  people: number,
  expand: (node: LayoutNode, onPath: Uint8Array) => void,
): Steps<void> {
  const onPath = new Uint8Array(people)
  // Each node is on the stack twice: to enter it (expand, push its children) and, below its children, to leave it.
  const stack: LayoutNode[] = [root]
  const leaving: boolean[] = [false]
  // A run of nodes per call of a plain function, its loop optimized (see schedule/steps.ts).
  yield* untilDone(() => {
    for (let n = 0; n < ITEMS_PER_STEP && stack.length; n++) {
      const node = stack.pop()!
      if (leaving.pop()) {
        if (node.at >= 0) onPath[node.at] = 0
        continue
      }
      if (node.at >= 0) onPath[node.at] = 1
      stack.push(node)
      leaving.push(true)
      expand(node, onPath)
      const children = node.children
      if (children) {
        for (let i = children.length - 1; i >= 0; i--) {
          stack.push(children[i])
          leaving.push(false)
        }
      }
    }
    return !stack.length
  })
}
