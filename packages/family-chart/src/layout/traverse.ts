/** Depth-first expansion that keeps the set of people on the current path, without recursion (deep trees). */
import type { LayoutNode } from './layout-node'
import { ITEMS_PER_STEP, type Steps } from './steps'

export function* expandDepthFirst(root: LayoutNode, expand: (node: LayoutNode, onPath: Set<string>) => void): Steps<void> {
  const onPath = new Set<string>()
  // Each node is on the stack twice: to enter it (expand, push its children) and, below its children, to leave it.
  const stack: LayoutNode[] = [root]
  const leaving: boolean[] = [false]
  let done = 0
  while (stack.length) {
    const node = stack.pop()!
    if (leaving.pop()) {
      onPath.delete(node.data.id)
      continue
    }
    onPath.add(node.data.id)
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
    if (++done % ITEMS_PER_STEP === 0) yield
  }
}
