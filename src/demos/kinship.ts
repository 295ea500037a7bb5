/** Kinship demo: the text on each card, the form's 'Relation to you' line and the small kinship chart's root. */
import type { Data } from 'family-chart'
import { readFamily } from './relations'

/** Look of the kinship text on cards: a pale yellow that keeps 4.5:1 on both card colours. */
export const KINSHIP_TEXT_STYLE = { fontSize: '10px', fontWeight: 800, color: '#fff1a8' } as const
export const RELATION_TO_YOU_TITLE = 'Relation to you'

/** Card text for a kinship label from `calculateKinships`: 'You' for self, else upper case; '' when unrelated. */
export function kinshipCardLabel(kinship: string | undefined): string {
  if (!kinship) return ''
  return kinship === 'self' ? 'You' : kinship.toUpperCase()
}

/** The form's sentence-case relation: 'You', 'Father-in-law', '1st cousin once removed', or 'Not related'. */
export function relationToYouText(kinship: string | undefined): string {
  if (!kinship) return 'Not related'
  if (kinship === 'self') return 'You'
  return kinship.charAt(0).toUpperCase() + kinship.slice(1)
}

/**
 * The person a small chart of a kinship subset (from `getKinshipsDataStash`) should start from so that everyone
 * is drawn: the person from whom the most people are reached going down through children and across spouses,
 * earlier in the list on a tie. Undefined for an empty subset.
 */
export function kinshipChartRoot(stash: Data): string | undefined {
  const family = readFamily(stash)
  let best: string | undefined
  let bestCount = -1
  for (const id of family.ids) {
    const seen = new Set<string>([id])
    const queue = [id]
    while (queue.length) {
      const cur = queue.pop()!
      const next = [...family.children(cur), ...(cur === id || family.parents(cur).length ? family.spouses(cur) : [])]
      for (const n of next)
        if (!seen.has(n)) {
          seen.add(n)
          queue.push(n)
        }
    }
    if (seen.size > bestCount) {
      best = id
      bestCount = seen.size
    }
  }
  return best
}

/**
 * Zoom for a small chart: the largest scale at which the tree's bounds (card centres, `dim` as in `Tree['dim']`)
 * plus one card and a margin fit the viewport, never above `maxScale`.
 */
export function fitScale(
  viewport: { width: number; height: number },
  dim: { width: number; height: number },
  card: { width: number; height: number },
  maxScale: number,
  margin = 16,
): number {
  const k = Math.min(
    maxScale,
    (viewport.width - 2 * margin) / (dim.width + card.width),
    (viewport.height - 2 * margin) / (dim.height + card.height),
  )
  return Number.isFinite(k) && k > 0 ? k : maxScale
}
