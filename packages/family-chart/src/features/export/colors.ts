/** The export's colours: the chart's theme (the --f3-* custom properties, defaults of family-chart.css) as plain hex. */

/** A colour as SVG 1.1 tools read it everywhere: `#rrggbb` plus an opacity. */
export interface Paint {
  hex: string
  opacity: number
}

export interface ExportColors {
  background: Paint
  /** Text and lines drawn on the background (spouse texts, labels under circle cards, links). */
  text: Paint
  link: Paint
  male: Paint
  female: Paint
  genderless: Paint
  empty: Paint
  private: Paint
  cardText: Paint
  privateText: Paint
  mainOutline: Paint
}

type ThemeKey = Exclude<keyof ExportColors, 'privateText'>

/** The defaults of family-chart.css, and the custom property each one comes from. */
const THEME: Record<ThemeKey, [string, string]> = {
  background: ['--f3-background', 'rgb(33, 33, 33)'],
  text: ['--f3-text', '#fff'],
  link: ['--f3-link', '#fff'],
  male: ['--f3-male', 'rgb(61, 107, 122)'],
  female: ['--f3-female', 'rgb(154, 80, 93)'],
  genderless: ['--f3-genderless', 'rgb(100, 100, 100)'],
  empty: ['--f3-empty', 'rgb(70, 70, 70)'],
  private: ['--f3-private', 'rgb(105, 105, 105)'],
  cardText: ['--f3-card-text', '#fff'],
  mainOutline: ['--f3-main-outline', '#fff'],
}
const PRIVATE_TEXT = '#ffffff'
const DARK_INK = '#333333'
const LIGHT_INK = '#ffffff'

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0')

function channel(part: string): number {
  return part.endsWith('%') ? (parseFloat(part) * 255) / 100 : parseFloat(part)
}

function alpha(part: string | undefined): number {
  if (part === undefined) return 1
  const a = part.endsWith('%') ? parseFloat(part) / 100 : parseFloat(part)
  return Number.isFinite(a) ? Math.max(0, Math.min(1, a)) : 1
}

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() / rgba() (comma or space syntax) and `transparent`. */
function parseSimpleColor(value: string): Paint | null {
  const v = value.trim().toLowerCase()
  if (v === 'transparent') return { hex: '#000000', opacity: 0 }
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(v)
  if (short)
    return {
      hex: `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`,
      opacity: short[4] ? parseInt(short[4] + short[4], 16) / 255 : 1,
    }
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(v)
  if (long) return { hex: `#${long[1]}`, opacity: long[2] ? parseInt(long[2], 16) / 255 : 1 }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(v)
  if (fn) {
    const parts = fn[1].split(/\s*[,/]\s*|\s+/).filter(Boolean)
    if (parts.length < 3 || parts.slice(0, 3).some((p) => !Number.isFinite(channel(p)))) return null
    return {
      hex:
        '#' +
        parts
          .slice(0, 3)
          .map((p) => hex2(channel(p)))
          .join(''),
      opacity: alpha(parts[3]),
    }
  }
  return null
}

let probe: CanvasRenderingContext2D | null | undefined
/** Other CSS colours (names, hsl() ...) through a canvas, which answers in #rrggbb or rgba(); null without one. */
function parseWithCanvas(value: string): Paint | null {
  if (probe === undefined) {
    try {
      probe = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null
    } catch {
      probe = null
    }
  }
  if (!probe) return null
  probe.fillStyle = '#010203'
  probe.fillStyle = value
  const out = String(probe.fillStyle)
  if (out === '#010203' && value.trim().toLowerCase() !== '#010203') return null
  return parseSimpleColor(out)
}

/** Any CSS colour as a Paint; null when it cannot be read. */
export function parseColor(value: string | null | undefined): Paint | null {
  if (!value || !value.trim()) return null
  return parseSimpleColor(value) ?? parseWithCanvas(value)
}

function luminance({ hex }: Paint): number {
  const lin = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5)
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: Paint, b: Paint): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** `ink` if it stands out on `ground`, else a dark or light ink that does (white links on a white page would vanish). */
export function inkOn(ground: Paint, ink: Paint): Paint {
  if (contrast(ground, ink) >= 2.5) return ink
  return { hex: luminance(ground) > 0.4 ? DARK_INK : LIGHT_INK, opacity: ink.opacity }
}

/** The colour behind the chart: the first opaque background of the container or its ancestors. */
function shownBackground(cont: HTMLElement): Paint | null {
  for (let el: Element | null = cont; el; el = el.parentElement) {
    const paint = parseColor(getComputedStyle(el).backgroundColor)
    if (paint && paint.opacity > 0) return paint
  }
  return null
}

/**
 * The theme of the chart in `cont` (its --f3-* properties, which pages and the `f3-light` class may change), or the
 * stylesheet's defaults; `background` replaces the colour behind the tree and the ink on it follows.
 */
export function resolveColors(cont: HTMLElement | null, background?: string): ExportColors {
  const style = cont && typeof getComputedStyle === 'function' ? getComputedStyle(cont) : null
  const read = (key: ThemeKey): Paint => {
    const [prop, fallback] = THEME[key]
    return parseColor(style?.getPropertyValue(prop)) ?? parseColor(fallback)!
  }
  const theme = Object.fromEntries((Object.keys(THEME) as ThemeKey[]).map((k) => [k, read(k)])) as Record<
    ThemeKey,
    Paint
  >
  const shown = (cont && typeof getComputedStyle === 'function' ? shownBackground(cont) : null) ?? theme.background
  const chosen = background === undefined ? shown : (parseColor(background) ?? shown)
  // With a transparent background the file is seen on an unknown page: keep the chart's own inks.
  const ground = chosen.opacity > 0 ? chosen : shown
  return {
    ...theme,
    background: chosen,
    text: inkOn(ground, theme.text),
    link: inkOn(ground, theme.link),
    mainOutline: inkOn(ground, theme.mainOutline),
    privateText: parseColor(PRIVATE_TEXT)!,
  }
}

/** `fill="…"` (and fill-opacity when needed) for a Paint. */
export function fillAttrs(p: Paint): string {
  return p.opacity < 1 ? `fill="${p.hex}" fill-opacity="${Math.round(p.opacity * 1000) / 1000}"` : `fill="${p.hex}"`
}

/** `stroke="…"` (and stroke-opacity when needed) for a Paint. */
export function strokeAttrs(p: Paint, opacity = 1): string {
  const o = Math.round(p.opacity * opacity * 1000) / 1000
  return o < 1 ? `stroke="${p.hex}" stroke-opacity="${o}"` : `stroke="${p.hex}"`
}
