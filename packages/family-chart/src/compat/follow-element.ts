/**
 * Cards the code renders itself (framework components in the HTML layer) stay where the framework put them; each
 * follows the position and fade of the card element the view moves in its place.
 */
const followers = new WeakMap<HTMLElement, { node: HTMLElement; observer: MutationObserver }>()

function copyPlace(from: HTMLElement, to: HTMLElement): void {
  to.style.transform = from.style.transform
  to.style.opacity = from.style.opacity
}

/** Makes `node` sit where `card` sits, now and on every move of `card` (its style), until another node takes over. */
export function followElement(node: HTMLElement, card: HTMLElement): void {
  const current = followers.get(card)
  if (current?.node === node) return copyPlace(card, node)
  current?.observer.disconnect()
  node.style.position = 'absolute'
  node.style.top = '0'
  node.style.left = '0'
  const observer = new MutationObserver(() => copyPlace(card, node))
  observer.observe(card, { attributes: true, attributeFilter: ['style'] })
  followers.set(card, { node, observer })
  copyPlace(card, node)
}
