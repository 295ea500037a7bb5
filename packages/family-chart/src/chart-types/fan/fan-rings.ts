/** The fan's rings: the centre disc and, outward, one ring per generation, each as wide as the settings say. */
import type { FanSettings } from './fan-options'

/** The radii of one ring, px. */
export interface RingBand {
  inner: number
  outer: number
}

/**
 * Bands for generations 0 (the centre disc, from radius 0) to `generations`: ring g starts where ring g − 1 ends and
 * is `ringWidths[g − 1]` wide, the list's last width repeating outward. Descendants use the band of −g.
 * @since next
 */
export function ringBands(settings: Pick<FanSettings, 'centreRadius' | 'ringWidths'>, generations: number): RingBand[] {
  const bands: RingBand[] = [{ inner: 0, outer: settings.centreRadius }]
  const widths = settings.ringWidths
  for (let g = 1; g <= generations; g++) {
    const inner = bands[g - 1].outer
    bands.push({ inner, outer: inner + widths[Math.min(g, widths.length) - 1] })
  }
  return bands
}
