/** The tree's links as SVG paths (the chart's own curves), and the spouse-link texts. */
import type { Tree, TreeLink } from '../../layout/types'
import type { DrawnSource } from './types'
import { laneDrop, linkPath, spouseTextPosition } from '../../layout/link-path'
import { bentLinkPath } from '../../layout/bent-link'
import { END_DASHES, END_MARK_REACH, linkEndKind, relationMarkPlace } from '../../layout/relation-mark'
import type { Drawn } from './draw-context'
import { textWidth } from '../../cards/text-fit'
import { escapeXml, num } from './xml'
import { displayText } from '../../data/display-text'
import { marriageEndText } from '../../cards/relation-note'
import { strokeAttrs, type Paint } from './colors'

export const LINK_TEXT_SIZE = 12

function linkBox(l: TreeLink, drop: number, isHorizontal: boolean) {
  const xs = [l.source[0], l.target[0], ...(l.via ?? []).map((p) => p[0])]
  const ys = [l.source[1], l.target[1], ...(l.via ?? []).map((p) => p[1])]
  return {
    x0: Math.min(...xs),
    y0: Math.min(...ys),
    x1: Math.max(...xs) + (isHorizontal ? drop : 0),
    y1: Math.max(...ys) + (isHorizontal ? 0 : drop),
  }
}

/** How far the link runs from its row (links with a lane go around the cards between a couple). */
function dropOf(l: TreeLink, source: DrawnSource, isHorizontal: boolean): number {
  const { w, h } = source.card.dim
  return laneDrop(l.lane, isHorizontal ? w : h)
}

/**
 * Links between the cards drawn (`kept`: tids), each one path; the group around them carries the stroke. With `marks`
 * a parent family's link and an ended marriage's are dashed as the chart draws them.
 */
export function drawLinks(tree: Tree, source: DrawnSource, kept: Set<string>, marks = true): Drawn[] {
  const out: Drawn[] = []
  for (const l of tree.links) {
    if (!kept.has(l.from) || !kept.has(l.to)) continue
    const drop = dropOf(l, source, tree.is_horizontal)
    const d = l.via?.length
      ? bentLinkPath([l.source[0], l.source[1]], [l.target[0], l.target[1]], l.via, tree.is_horizontal)
      : linkPath(l.kind, [l.source[0], l.source[1], l.target[0], l.target[1]], tree.is_horizontal, drop)
    out.push({ svg: `<path d="${d}"${marks ? dashOf(l) : ''}/>`, box: linkBox(l, drop, tree.is_horizontal) })
  }
  return out
}

/** The chart's dashes (its stylesheet): a parent family beside the tree, and a marriage that ended (one per kind). */
function dashOf(l: TreeLink): string {
  if (l.kind === 'parent-family') return ' class="f3-export-link-parent-family" stroke-dasharray="6 4"'
  const kind = endedText(l) ? linkEndKind(l) : undefined
  if (kind) return ` class="f3-export-link-ended f3-export-link-end-${kind}" stroke-dasharray="${END_DASHES[kind]}"`
  return ''
}

/** As the chart: how a private person's marriage ended is theirs to keep. */
const endedText = (l: TreeLink): string =>
  l.kind === 'spouse' && l.spouses && !l.spouses[0].is_private && !l.spouses[1].is_private
    ? marriageEndText(l.spouses[0].data, l.spouses[1].data)
    : ''

/**
 * The words links carry about the relationship, as the chart draws them (see relationMarkPlace): a parent family's
 * word ("adoptive") on its link, an ended marriage's sign of its kind and words ("divorced 1990"). The words are italic
 * on a halo of the background (a stroked copy under them: PDF renderers ignore `paint-order`).
 */
export function drawRelationMarks(
  tree: Tree,
  source: DrawnSource,
  kept: Set<string>,
  colors: { link: Paint; background: Paint },
): Drawn[] {
  const out: Drawn[] = []
  const card = source.card.dim
  for (const l of tree.links) {
    if (!kept.has(l.from) || !kept.has(l.to)) continue
    const words = l.kind === 'parent-family' && l.family ? l.family.text : endedText(l)
    if (!words) continue
    const place = relationMarkPlace(l, tree.is_horizontal, dropOf(l, source, tree.is_horizontal), card)
    const text = displayText(words)
    const width = textWidth(text, LINK_TEXT_SIZE)
    const x0 = place.anchor === 'start' ? place.textX : place.textX - width / 2
    const at = `x="${num(place.textX)}" y="${num(place.textY)}"${place.anchor === 'start' ? ' text-anchor="start"' : ''} font-style="italic"`
    const halo =
      colors.background.opacity > 0
        ? `<text ${at} fill="none" ${strokeAttrs(colors.background)} stroke-width="3" stroke-linejoin="round">${escapeXml(text)}</text>`
        : ''
    // The classes of the chart's own marks (render-links.ts), under the export's prefix.
    const end = place.slash && place.end ? place.end : ''
    const slash = end
      ? `<path class="f3-export-link-end-mark f3-export-link-end-mark-${end}" d="${place.slash}" fill="none" stroke-width="2" ${strokeAttrs(colors.link)}/>`
      : ''
    const kind = end ? ` f3-export-link-end f3-export-link-end-${end}` : ''
    const { x: rx, y: ry } = END_MARK_REACH
    out.push({
      svg: `<g class="f3-export-link-mark${kind}"><title>${escapeXml(l.family ? l.family.title : text)}</title>${slash}${halo}<text ${at}>${escapeXml(text)}</text></g>`,
      box: {
        x0: Math.min(x0, place.x - rx),
        y0: Math.min(place.textY - LINK_TEXT_SIZE, place.y - ry),
        x1: Math.max(x0 + width, place.x + rx),
        y1: Math.max(place.textY + 3, place.y + ry),
      },
    })
  }
  return out
}

/** The texts `setLinkSpouseText` writes on spouse links, where the chart writes them. */
export function drawSpouseTexts(
  tree: Tree,
  source: DrawnSource,
  kept: Set<string>,
  warn: (message: string) => void,
): Drawn[] {
  const spouseText = source.spouseText
  if (!spouseText) return []
  const out: Drawn[] = []
  let failed = 0
  for (const l of tree.links) {
    if (l.kind !== 'spouse' || !l.spouses || !kept.has(l.from) || !kept.has(l.to)) continue
    let value: unknown
    try {
      value = spouseText(l.spouses[0], l.spouses[1])
    } catch {
      failed++
      continue
    }
    if (value === undefined || value === null || value === '') continue
    const text = displayText(value)
    const [x, y] = spouseTextPosition(l, tree.is_horizontal, dropOf(l, source, tree.is_horizontal))
    const half = textWidth(text, LINK_TEXT_SIZE) / 2
    out.push({
      svg: `<text x="${num(x)}" y="${num(y - 6)}">${escapeXml(text)}</text>`,
      box: { x0: x - half, y0: y - 6 - LINK_TEXT_SIZE, x1: x + half, y1: y },
    })
  }
  if (failed) warn(`the spouse-link text function threw for ${failed} link(s); those links have no text`)
  return out
}
