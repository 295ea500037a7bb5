/** Depth-first expansion that keeps the set of people on the current path, without recursion (deep trees). */
import type { LayoutNode } from './layout-node'
import { ITEMS_PER_STEP, type Steps } from './steps'

export function* expandDepthFirst(root: LayoutNode, expand: (node: LayoutNode, onPath: Set<string>) => void): Steps<void> {
  const onPath = new Set<string>()
  const stack: { node: LayoutNode; leaving: boolean }[] = [{ node: root, leaving: false }]
  let done = 0
  while (stack.length) {
    const { node, leaving } = stack.pop()!
    if (leaving) {
      onPath.delete(node.data.id)
      continue
    }
    onPath.add(node.data.id)
    stack.push({ node, leaving: true })
    expand(node, onPath)
    const children = node.children ?? []
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], leaving: false })
    if (++done % ITEMS_PER_STEP === 0) yield
  }
}
