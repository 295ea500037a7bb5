/**
 * The way from each card to the main person's (the hover path): a breadth-first walk over the links from main, each
 * card pointing at the card it was reached from (`toward_main`) by the link between them (`link_to_main`).
 */
import type { RelativesDatum, RelativesLink } from './types'
import { ITEMS_PER_STEP, inRuns, untilDone, type Steps } from '../../schedule/steps'

export function* pathsTowardMainSteps(cards: RelativesDatum[], links: RelativesLink[]): Steps<void> {
  const byTid = new Map<string, number>()
  yield* inRuns(cards.length, (from, to) => {
    for (let i = from; i < to; i++) byTid.set(cards[i].tid!, i)
  })
  // Each link's two cards, and the links at each card (compressed rows).
  const fromAt = new Int32Array(links.length)
  const toAt = new Int32Array(links.length)
  const start = new Int32Array(cards.length + 1)
  yield* inRuns(links.length, (from, to) => {
    for (let k = from; k < to; k++) {
      fromAt[k] = byTid.get(links[k].from)!
      toAt[k] = byTid.get(links[k].to)!
      start[fromAt[k] + 1]++
      start[toAt[k] + 1]++
    }
  })
  for (let i = 0; i < cards.length; i++) start[i + 1] += start[i]
  const fill = start.slice(0, cards.length)
  const around = new Int32Array(start[cards.length])
  for (let k = 0; k < links.length; k++) {
    around[fill[fromAt[k]]++] = k
    around[fill[toAt[k]]++] = k
  }
  yield
  const seen = new Uint8Array(cards.length)
  const queue = new Int32Array(cards.length)
  let tail = 1
  let head = 0
  seen[0] = 1
  yield* untilDone(() => {
    for (let done = 0; done < ITEMS_PER_STEP && head < tail; done++) {
      const i = queue[head++]
      for (let k = start[i]; k < start[i + 1]; k++) {
        const l = around[k]
        const j = fromAt[l] === i ? toAt[l] : fromAt[l]
        if (seen[j]) continue
        seen[j] = 1
        cards[j].toward_main = cards[i]
        cards[j].link_to_main = links[l].id
        queue[tail++] = j
      }
    }
    return head >= tail
  })
}
