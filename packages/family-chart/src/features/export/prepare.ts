/** The first steps of every export: warnings, colours, the cards' content, their images, the scene and its frame. */
import { resolveColors } from './colors'
import { resolveImages } from './images'
import { buildScene, imageAddresses, sceneCards, type Scene, type SceneCard } from './scene'
import { wholeFrame, type SvgFrame } from './svg-document'
import type { DrawnSource, ExportSvgOptions } from './types'
import { prepareDrawingExport } from './drawing-export'

export const DEFAULT_PADDING = 40

export interface PreparedExport {
  scene: Scene
  /** The whole tree with its padding. */
  frame: SvgFrame
  cards: SceneCard[]
  /** Every text drawn, when they are not the cards' (a chart type's own drawing). */
  texts?: string[]
  title: string
  warn: (message: string) => void
}

export function warner(options: ExportSvgOptions): (message: string) => void {
  return (message) => {
    if (options.onWarning) options.onWarning(message)
    else if (typeof console !== 'undefined') console.warn(`family-chart export: ${message}`)
  }
}

/**
 * `background` replaces the option's default when the caller's kind of output has its own (white paper); `textPaths`
 * is false for a reader that draws no text along paths (the PDF converter).
 */
export async function prepareExport(
  source: DrawnSource,
  options: ExportSvgOptions,
  background?: string,
  textPaths = true,
): Promise<PreparedExport> {
  const warn = warner(options)
  if (source.drawing) {
    const padding = options.padding ?? DEFAULT_PADDING
    const { drawing, cont } = source
    return prepareDrawingExport({ drawing, cont, options, background, textPaths, padding, warn })
  }
  if (source.card.customHtml) {
    warn(
      'cards with custom HTML (setCardInnerHtmlCreator or setDefaultPersonIcon) are exported as standard cards with the same rows',
    )
  }
  const cards = sceneCards(source, options.cardDisplay ?? source.card.display)
  const images = await resolveImages(imageAddresses(cards), options.images ?? 'embed', warn)
  const colors = resolveColors(source.cont, options.background ?? background)
  const scene = buildScene(source, cards, images, colors, warn)
  const frame = wholeFrame(scene, options.padding ?? DEFAULT_PADDING)
  const title = options.title ?? (scene.mainName ? `Family tree of ${scene.mainName}` : 'Family tree')
  return { scene, frame, cards, title, warn }
}
