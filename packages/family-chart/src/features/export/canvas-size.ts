/** How big a PNG can be: browsers refuse canvases beyond a side length and an area (and then draw nothing). */

export interface CanvasLimits {
  /** Longest side in pixels (32767 in Chromium and Firefox). */
  side: number
  /** Most pixels in one canvas (Chromium: 16384²; Safari on phones allows far fewer, found by trying). */
  area: number
}

export const CANVAS_LIMITS: CanvasLimits = { side: 32767, area: 16384 * 16384 }

export interface CanvasPlan {
  scale: number
  width: number
  height: number
  /** The asked scale did not fit and was lowered. */
  reduced: boolean
}

/** The canvas for a `width` × `height` image at `scale`, scaled down (never up) to fit the limits. */
export function planCanvas(
  width: number,
  height: number,
  scale: number,
  limits: CanvasLimits = CANVAS_LIMITS,
): CanvasPlan {
  const asked = Number.isFinite(scale) && scale > 0 ? scale : 1
  const fits = (s: number) => {
    const w = Math.max(1, Math.round(width * s))
    const h = Math.max(1, Math.round(height * s))
    return w <= limits.side && h <= limits.side && w * h <= limits.area
  }
  if (fits(asked))
    return {
      scale: asked,
      width: Math.max(1, Math.round(width * asked)),
      height: Math.max(1, Math.round(height * asked)),
      reduced: false,
    }
  let s = Math.min(asked, limits.side / width, limits.side / height, Math.sqrt(limits.area / (width * height)))
  // Rounding can push a side one pixel over: step down until it fits.
  while (!fits(s) && s > 0) s *= 0.999
  return {
    scale: s,
    width: Math.max(1, Math.round(width * s)),
    height: Math.max(1, Math.round(height * s)),
    reduced: true,
  }
}
