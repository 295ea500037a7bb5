/** Our own icon markup parsed once and cloned per card: parsing the same SVG string for every card is slow. */

const parsed = new Map<string, DocumentFragment>()

/** A fresh copy of trusted icon markup (never data: only the strings from icons.ts). */
export function iconNodes(markup: string): Node {
  let fragment = parsed.get(markup)
  if (!fragment) {
    const template = document.createElement('template')
    template.innerHTML = markup
    fragment = template.content
    parsed.set(markup, fragment)
  }
  return fragment.cloneNode(true)
}
