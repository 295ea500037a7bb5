/** WCAG contrast between two colours, and moving a colour just far enough towards black or white to reach a ratio. */

type Rgb = [number, number, number]

/** '#rgb', '#rrggbb' or 'rgb(r, g, b)' as 0–255 channels. */
export function parseColor(color: string): Rgb {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1]
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb
  }
  const rgb = color.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  throw new Error(`Not a colour this module reads: ${color}`)
}

const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** The WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * `color` unchanged when it already reaches `ratio` against `background`, else mixed with black (light backgrounds)
 * or white (dark ones) by the smallest step that reaches it, so the hue stays recognisable.
 */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  if (contrastRatio(color, background) >= ratio) return color
  const from = parseColor(color)
  const towards: Rgb = luminance(parseColor(background)) > 0.18 ? [0, 0, 0] : [255, 255, 255]
  for (let step = 1; step <= 100; step++) {
    const t = step / 100
    const mixed = toHex(from.map((v, i) => v + (towards[i] - v) * t) as Rgb)
    if (contrastRatio(mixed, background) >= ratio) return mixed
  }
  return toHex(towards)
}
