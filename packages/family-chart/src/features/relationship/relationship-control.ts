/**
 * "How are A and B related?" on a chart: finds the path, makes sure the layout draws it (another main person or
 * more generations when needed), highlights it with the words at both ends, says it (visibly and through the live
 * region), and runs the pick-the-second-person mode that the card menu starts.
 */
import type { Data } from '../../data/types'
import type { CalculateTreeOptions, Tree } from '../../layout/types'
import { relationshipBetween } from './relationship-between'
import { layoutShowingPath } from './path-layout'
import { notRelatedSentence, pickPrompt, relationshipWords } from './relationship-words'
import { createRelationshipStatus } from './relationship-status'
import type { HighlightedPath } from './relationship-highlight'

type PathLike = { main_id: string; ancestry_depth: number | undefined; progeny_depth: number | undefined }

/** What showRelationship returns: the ids from A to B and what B is to A. @since next */
export interface ShownRelationship {
  path: string[]
  label: string
}

export interface RelationshipControlHost {
  cont: HTMLElement
  getData: () => Data
  nameOf: (id: string) => string
  /** The layout settings now (main person, depths ...), the tree drawn, and the pure layout to try others with. */
  layoutOptions: () => CalculateTreeOptions
  drawnTree: () => Tree | null
  layout: (data: Data, options: CalculateTreeOptions) => Tree
  /** The settings that draw a path in the chart type in use, when it has its own way (the fan); else null. */
  pathSettings?: (data: Data, path: string[], options: CalculateTreeOptions, drawn: Tree | undefined) => PathLike | null
  /** Draws the tree again with these settings (keeping the view's scale and place). */
  relayout: (settings: {
    main_id: string
    ancestry_depth: number | undefined
    progeny_depth: number | undefined
  }) => void
  highlight: (path: HighlightedPath | null) => void
  /** Moves the camera so the path's cards are all in view. */
  frame: (path: string[]) => void
  announce: (text: string) => void
}

export function createRelationshipControl(host: RelationshipControlHost) {
  let pickingFrom: string | null = null
  const status = createRelationshipStatus(host.cont, () => clear())

  const onEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || pickingFrom === null) return
    e.preventDefault()
    e.stopPropagation()
    cancelPick()
  }

  function stopPicking(): void {
    if (pickingFrom === null) return
    pickingFrom = null
    host.cont.classList.remove('f3-relationship-picking')
    document.removeEventListener('keydown', onEscape, true)
  }

  /** `rel` is the relationship when the caller has found it already (the chart's showRelationship has). */
  function show(
    idA: string,
    idB: string,
    rel = relationshipBetween(host.getData(), idA, idB),
  ): ShownRelationship | null {
    stopPicking()
    const data = host.getData()
    const nameA = host.nameOf(idA)
    const nameB = host.nameOf(idB)
    const words = relationshipWords(nameA, nameB, rel)
    if (!rel || !words) {
      host.highlight(null)
      const sentence = notRelatedSentence(nameA || idA, nameB || idB)
      status.show(sentence, 'Close')
      host.announce(sentence)
      return null
    }
    const options = host.layoutOptions()
    const drawn = host.drawnTree() ?? undefined
    const settings =
      host.pathSettings?.(data, rel.path, options, drawn) ??
      layoutShowingPath(data, rel.path, options, host.layout, drawn)
    if (
      settings.main_id !== options.main_id ||
      settings.ancestry_depth !== options.ancestry_depth ||
      settings.progeny_depth !== options.progeny_depth
    ) {
      host.relayout(settings)
    }
    host.highlight({
      path: rel.path,
      ends: [
        { id: idA, text: words.labelA },
        { id: idB, text: words.labelB },
      ],
    })
    host.frame(rel.path)
    status.show(words.sentence, 'Clear')
    host.announce(words.sentence)
    return { path: rel.path, label: rel.label }
  }

  function clear(): void {
    stopPicking()
    host.highlight(null)
    status.hide()
  }

  function startPick(idA: string): void {
    clear()
    pickingFrom = idA
    host.cont.classList.add('f3-relationship-picking')
    document.addEventListener('keydown', onEscape, true)
    const prompt = pickPrompt(host.nameOf(idA))
    status.show(prompt, 'Cancel')
    host.announce(prompt)
  }

  function cancelPick(): void {
    if (pickingFrom === null) return
    clear()
    host.announce('Choosing the second person cancelled.')
  }

  return {
    show,
    clear,
    startPick,
    cancelPick,
    /** Whether the chart waits for the second person. */
    isPicking: () => pickingFrom !== null,
    /** The second person was chosen (a card, the search): shows the relationship; false when no pick was armed. */
    pick(idB: string): boolean {
      const from = pickingFrom
      if (from === null) return false
      show(from, idB)
      return true
    },
    destroy() {
      stopPicking()
      status.destroy()
    },
  }
}
