/**
 * Counts the event listeners added to any element, the document or the window while it runs, and which of them are
 * still there: what a test checks a behaviour's `destroy()` takes back. It wraps EventTarget's own methods until
 * `stop()`.
 */

export interface ListenerTracker {
  /** The listeners added and not removed, on targets still in the page, as 'type on tag.class'. */
  live(): string[]
  stop(): void
}

interface Added {
  target: EventTarget
  type: string
  listener: EventListenerOrEventListenerObject
  capture: boolean
}

const captureOf = (options?: boolean | EventListenerOptions) =>
  typeof options === 'boolean' ? options : !!options?.capture

function describe(target: EventTarget): string {
  if (typeof Window !== 'undefined' && target instanceof Window) return 'window'
  if (typeof Document !== 'undefined' && target instanceof Document) return 'document'
  if (target instanceof Element) return `${target.tagName.toLowerCase()}.${target.getAttribute('class') ?? ''}`
  return target.constructor?.name ?? 'object'
}

export function trackListeners(): ListenerTracker {
  const proto = EventTarget.prototype
  const { addEventListener: add, removeEventListener: remove } = proto
  const added: Added[] = []
  const same = (a: Added, b: Omit<Added, 'listener'> & { listener: unknown }) =>
    a.target === b.target && a.type === b.type && a.listener === b.listener && a.capture === b.capture

  proto.addEventListener = function (this: EventTarget, type, listener, options) {
    const entry = { target: this, type, listener: listener!, capture: captureOf(options) }
    if (listener && !added.some((a) => same(a, entry))) added.push(entry)
    return add.call(this, type, listener, options)
  }
  proto.removeEventListener = function (this: EventTarget, type, listener, options) {
    const at = added.findIndex((a) => same(a, { target: this, type, listener, capture: captureOf(options) }))
    if (at >= 0) added.splice(at, 1)
    return remove.call(this, type, listener, options)
  }
  // A listener on an element taken out of the page goes with it: only those still reachable count.
  const reachable = (a: Added) => !(a.target instanceof Node) || a.target.isConnected
  return {
    live: () => added.filter(reachable).map((a) => `${a.type} on ${describe(a.target)}`),
    stop() {
      proto.addEventListener = add
      proto.removeEventListener = remove
    },
  }
}
