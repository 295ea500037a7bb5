// Shared helpers of the binding tests: listeners counted where a chart could leave them, the chart's cards by name.
import { smallFamily } from '../fixtures/small-family'

export { smallFamily }

interface Registration {
  target: EventTarget
  type: string
  listener: unknown
  capture: boolean
}

const captureOf = (options: unknown) =>
  typeof options === 'boolean' ? options : !!(options as { capture?: boolean } | undefined)?.capture

/**
 * Records every addEventListener and removeEventListener from now on (on any target, media query lists included)
 * until `restore`; `live(targets)` counts the listeners still attached to those targets.
 */
export function trackListeners() {
  const registered: Registration[] = []
  const proto = EventTarget.prototype
  const add = proto.addEventListener
  const remove = proto.removeEventListener
  proto.addEventListener = function (this: EventTarget, type: string, listener: any, options?: any) {
    const capture = captureOf(options)
    if (
      listener &&
      !registered.some((r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture)
    )
      registered.push({ target: this, type, listener, capture })
    return add.call(this, type, listener, options)
  }
  proto.removeEventListener = function (this: EventTarget, type: string, listener: any, options?: any) {
    const capture = captureOf(options)
    const at = registered.findIndex(
      (r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture,
    )
    if (at >= 0) registered.splice(at, 1)
    return remove.call(this, type, listener, options)
  }
  return {
    /** The listeners still attached to `targets` (window, document, the container ...), as "target type" lines. */
    live(targets: EventTarget[]): string[] {
      return registered
        .filter((r) => targets.includes(r.target))
        .map((r) => `${r.target === window ? 'window' : r.target === document ? 'document' : 'container'} ${r.type}`)
    },
    /** How many listeners were added in all, to show the count saw the chart's. */
    get total() {
      return registered.length
    },
    restore() {
      proto.addEventListener = add
      proto.removeEventListener = remove
    },
  }
}

/** The text of each card in `root`. */
export const cardNames = (root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>('div.f3-card')].map((card) => card.textContent ?? '')

/** The main card's text, or null. */
export const mainName = (root: ParentNode = document) =>
  root.querySelector<HTMLElement>('div.f3-card-main')?.textContent ?? null

/** The card showing `text`. */
export function cardByName(text: string, root: ParentNode = document): HTMLElement {
  const card = [...root.querySelectorAll<HTMLElement>('div.f3-card')].find((el) => el.textContent === text)
  if (!card) throw new Error(`no card "${text}" in ${cardNames(root).join(', ')}`)
  return card
}

/** Lets the binding's import of the library and the promises after it settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Elements of a chart still in `root`. */
export const chartElements = (root: ParentNode) =>
  root.querySelectorAll('.f3-canvas, .f3-nav-cont, .card, .f3-card, svg, .f3-form-cont').length

/**
 * Loads the library once before the tests (the bindings import it when their first chart mounts): compiling it takes
 * longer than a test should wait on a busy machine.
 */
export function loadLibraryFirst(): void {
  beforeAll(() => import('family-chart'), 60_000)
}
