/** What calculateTree tells about a tree it could not draw in full: said in words, with the people concerned. */
import type { RelationIndex } from '../data/relation-index'
import type { TreeNotice } from './types'

interface NoticeInput {
  /** Shared branches were drawn once each because drawing every copy would have been too large. */
  collapsed: boolean
  /** The node limit was reached even so: part of the tree is missing. */
  cut: boolean
  /** People left out of main's descendants because they are also main's ancestors. */
  cycleSkipped: Set<string>
  index: RelationIndex
  nodes: number
}

export function layoutNotices({ collapsed, cut, cycleSkipped, nodes }: NoticeInput): TreeNotice[] {
  const notices: TreeNotice[] = []
  if (collapsed) {
    notices.push({
      type: 'pedigree-collapse',
      message:
        'Many people appear in several places of this tree (pedigree collapse): each shared branch is drawn once, and the toggles on the other copies show it there instead.',
    })
  }
  if (cut) {
    notices.push({
      type: 'node-limit',
      message: `The tree is too large to draw in full: it was cut at ${nodes} cards. Limit the depth (setAncestryDepth, setProgenyDepth) to see the rest.`,
    })
  }
  if (cycleSkipped.size) {
    const ids = [...cycleSkipped]
    notices.push({
      type: 'parent-cycle',
      ids,
      message: `${ids.map((id) => `"${id}"`).join(', ')} ${ids.length === 1 ? 'is' : 'are'} both an ancestor and a descendant of the main person (a cycle through father/mother links): drawn once, as an ancestor.`,
    })
  }
  return notices
}
