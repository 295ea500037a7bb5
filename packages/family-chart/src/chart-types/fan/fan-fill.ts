/**
 * A place's colour as a class of the stylesheet rather than an inline style: 1,023 inline `fill` declarations each
 * had to be parsed and matched on every style recalculation, a class shares one rule. Every colour a scheme gives
 * (fan-colours.ts) is one of a fixed set of custom properties, surname colours included (ranked into eight), so the
 * set of classes is fixed too; a colour outside it still works, as an inline style.
 */

/** The custom properties (without `--f3-`) that family-chart.css has a fill class for: `.f3-fan-fill-NAME`. */
export const FAN_FILL_NAMES: readonly string[] = [
  'male',
  'female',
  'genderless',
  'empty',
  'private',
  'fan-add',
  'fan-main',
  'fan-paternal',
  'fan-maternal',
  'fan-descendant',
  ...Array.from({ length: 6 }, (_, i) => `fan-generation-${i}`),
  ...Array.from({ length: 8 }, (_, i) => `fan-surname-${i}`),
  'fan-surname-other',
]

const KNOWN = new Set(FAN_FILL_NAMES)
const cache = new Map<string, string | null>()

/**
 * The class that paints a place in `colour` (a `var(--f3-…)` value), or null when the stylesheet has none for it
 * and the colour must be written inline.
 * @since next
 */
export function fanFillClass(colour: string): string | null {
  let cls = cache.get(colour)
  if (cls !== undefined) return cls
  const name = /^var\(--f3-([a-z0-9-]+)\)$/.exec(colour)?.[1]
  cls = name && KNOWN.has(name) ? `f3-fan-fill-${name}` : null
  cache.set(colour, cls)
  return cls
}
