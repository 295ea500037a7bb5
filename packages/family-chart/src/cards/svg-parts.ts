/** The pieces SVG cards and their controls are drawn with: elements, icons, and focusable 24 × 24 buttons. */
const SVG_NS = 'http://www.w3.org/2000/svg'

/** An SVG element with these attributes. */
export function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  return node
}

/** An icon made of our own trusted shape markup, scaled into a box. */
export function icon(shape: string, x: number, y: number, size: number, cls: string): SVGGElement {
  const g = el('g', { class: cls, transform: `translate(${x},${y}) scale(${size / 24})` })
  g.innerHTML = shape
  return g
}

/** Side of the square hit area of a card control, in pixels (WCAG 2.2 target size). */
export const CONTROL = 24

/** A focusable SVG button: a 24 × 24 hit area with an icon of our own markup, named by `label`. */
export function svgControl(
  label: string,
  x: number,
  y: number,
  cls: string,
  shape: string,
  onPress: () => void,
): SVGGElement {
  const button = el('g', {
    class: cls,
    transform: `translate(${x},${y})`,
    role: 'button',
    tabindex: -1,
    'aria-label': label,
  })
  const tip = el('title')
  tip.textContent = label
  button.append(
    tip,
    el('rect', { class: 'f3-control-hit', width: CONTROL, height: CONTROL, rx: 4 }),
    icon(shape, 3, 3, CONTROL - 6, 'f3-control-icon'),
  )
  const press = (e: Event) => {
    e.stopPropagation()
    onPress()
  }
  button.addEventListener('click', press)
  button.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return
    e.preventDefault()
    press(e)
  })
  return button
}
