/**
 * Request sequencing: each new view takes a ticket; an answer that arrives for an older ticket is stale and dropped,
 * so after two quick clicks the view of the second one wins whatever order the answers come in.
 */
export interface LatestRequest {
  /** A ticket for a new view; every earlier ticket becomes stale. */
  next(): number
  isCurrent(ticket: number): boolean
  /** Makes every ticket stale (the chart is destroyed). */
  cancel(): void
}

export function createLatestRequest(): LatestRequest {
  let current = 0
  return {
    next: () => ++current,
    isCurrent: (ticket) => ticket === current,
    cancel() {
      current++
    },
  }
}
