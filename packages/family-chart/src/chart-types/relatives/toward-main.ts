/**
 * The way from each card to the main person's (the hover path): a breadth-first walk over the links from main, each
 * card pointing at the card it was reached from (`toward_main`) by the link between them (`link_to_main`).
 */
import type { RelativesDatum, RelativesLink } from './types'

export function pathsTowardMain(cards: RelativesDatum[], links: RelativesLink[]): void {
  const byTid = new Map<string, number>()
  cards.forEach((card, i) => byTid.set(card.tid!, i))
  const start = new Int32Array(cards.length + 1)
  const ends = (l: RelativesLink) => [byTid.get(l.from)!, byTid.get(l.to)!]
  for (const l of links) for (const i of ends(l)) start[i + 1]++
  for (let i = 0; i < cards.length; i++) start[i + 1] += start[i]
  const fill = start.slice(0, cards.length)
  const around = new Int32Array(start[cards.length])
  links.forEach((l, k) => {
    for (const i of ends(l)) around[fill[i]++] = k
  })
  const seen = new Uint8Array(cards.length)
  const queue = [0]
  seen[0] = 1
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]
    for (let k = start[i]; k < start[i + 1]; k++) {
      const l = links[around[k]]
      const [a, b] = ends(l)
      const j = a === i ? b : a
      if (seen[j]) continue
      seen[j] = 1
      cards[j].toward_main = cards[i]
      cards[j].link_to_main = l.id
      queue.push(j)
    }
  }
}
