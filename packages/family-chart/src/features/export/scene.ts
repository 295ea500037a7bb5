/**
 * The whole laid-out tree as drawn pieces: every card the layout places (not only those in the DOM), the links between
 * them and the spouse texts, with their bounds. Writing the document (or one PDF tile of it) only selects and joins them.
 */
import type { TreeDatum } from '../../layout/types'
import type { CardDisplay } from '../../cards/card-display'
import { cardContent, isEditPlaceholder, type CardContent } from './card-content'
import type { ExportColors } from './colors'
import { PERSON_ICON_ID, unionBox, type Box, type DrawContext, type Drawn } from './draw-context'
import { drawHtmlCard, htmlCardFrame } from './html-card'
import { drawSvgCard } from './svg-card'
import { drawLinks, drawRelationMarks, drawSpouseTexts } from './links'
import type { ImageTable } from './images'
import type { DrawnSource } from './types'
import { personIcon } from '../../cards/icons'
import { glyphMeasurer } from '../../cards/text-measure'
import { DEFAULT_FONT } from './export-font'

export interface SceneCard {
  d: TreeDatum
  content: CardContent
}

export interface Scene {
  cards: Drawn[]
  links: Drawn[]
  linkTexts: Drawn[]
  /** Markup of the shared definitions (clip path, icon). */
  defs: string
  /** Everything drawn; an empty tree gives a small empty area. */
  bounds: Box
  colors: ExportColors
  /** The first row of the main person's card ('' when there is none). */
  mainName: string
}

/** The cards to draw and what each says; read before images are fetched so each address is read once. */
export function sceneCards(source: DrawnSource, display: CardDisplay): SceneCard[] {
  return source.tree.data
    .filter((d) => !isEditPlaceholder(source, d))
    .map((d) => ({ d, content: cardContent(source, d, display) }))
}

export function imageAddresses(cards: SceneCard[]): string[] {
  const out = new Set<string>()
  for (const c of cards) if (c.content.image) out.add(c.content.image)
  return [...out]
}

export function buildScene(
  source: DrawnSource,
  cards: SceneCard[],
  images: ImageTable,
  colors: ExportColors,
  warn: (message: string) => void,
): Scene {
  const ctx: DrawContext = {
    colors,
    imageHref: (url) => (url ? (images.get(url) ?? null) : null),
    defs: new Map([[PERSON_ICON_ID, `<g id="${PERSON_ICON_ID}">${personIcon()}</g>`]]),
    measure: glyphMeasurer(DEFAULT_FONT),
  }
  const { card } = source
  const frame = htmlCardFrame(card.style, card.dim)
  const drawn = cards.map(({ d, content }) =>
    card.kind === 'svg'
      ? drawSvgCard(d.x, d.y, content, card.dim, ctx)
      : drawHtmlCard(d.x, d.y, content, frame, card.dim, ctx),
  )
  const kept = new Set(cards.map((c) => c.d.tid!).filter(Boolean))
  const marks = source.relationMarks !== false
  const links = drawLinks(source.tree, source, kept, marks)
  const linkTexts = [
    ...drawSpouseTexts(source.tree, source, kept, warn),
    ...(marks ? drawRelationMarks(source.tree, source, kept, colors) : []),
  ]
  const bounds = unionBox([...drawn, ...links, ...linkTexts].map((x) => x.box)) ?? { x0: 0, y0: 0, x1: 1, y1: 1 }
  const main = cards.find((c) => c.content.main)
  return {
    cards: drawn,
    links,
    linkTexts,
    defs: [...ctx.defs.values()].join(''),
    bounds,
    colors,
    mainName: main?.content.lines.find((l) => l.trim()) ?? '',
  }
}
