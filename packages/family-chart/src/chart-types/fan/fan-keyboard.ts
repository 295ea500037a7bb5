/**
 * The fan as one keyboard widget, like the tree: a single Tab stop on a place (roving tabindex), arrows to the
 * places of parents, children and the places beside, Home to the centre, Enter or Space to act on the place, [ ] and
 * 0 to turn the fan. Focus stays on the same person across redraws.
 */
import { fanKeyAction } from './fan-keys'
import type { FanPlace } from './fan-types'

export interface FanKeyboardSetup {
  /** The fan's own group; keys are read here. */
  root: SVGGElement
  /** The place an element stands for (null for elements that are not places). */
  placeOf: (el: Element) => FanPlace | null
  /** The element of the place with layout key `key`. */
  elementOf: (key: string) => SVGGElement | null
  /** The fan's rotation as drawn (which way a ring reads on screen). */
  getRotation: () => number
  /** Focus moved to a place (or left the fan: null), and whether it came from the keyboard. */
  onFocusPlace: (el: SVGGElement | null, byKeyboard: boolean) => void
  onActivate: (place: FanPlace) => void
  onRotateBy: (degrees: number) => void
  onResetRotation: () => void
}

/** The fan's keyboard behaviour, as createFanKeyboard returns it. @since next */
export interface FanKeyboard {
  /** After a redraw: the Tab stop stays on its place if it is still drawn, else goes to the centre. */
  afterRender(): void
  destroy(): void
}

const isFocusable = (place: FanPlace | null) => !!place && place.kind !== 'empty'

/** Makes the fan's places one keyboard widget (see the top of this file); `destroy` removes its listeners. @since next */
export function createFanKeyboard(setup: FanKeyboardSetup): FanKeyboard {
  const { root, placeOf, elementOf } = setup
  let tabStop: SVGGElement | null = null
  /** Focus is on a place (kept when the place is removed from under it, which fires no focusout). */
  let focusInside = false
  /** The last press was a pointer's: a place it focuses shows no focus ring, as :focus-visible would have it. */
  let byPointer = false

  const placeElement = (target: EventTarget | null): SVGGElement | null => {
    const el = target instanceof Element ? target.closest('.f3-fan-place') : null
    return el && root.contains(el) ? (el as SVGGElement) : null
  }

  const moveTabStop = (el: SVGGElement | null) => {
    if (tabStop === el) return
    if (tabStop?.isConnected && isFocusable(placeOf(tabStop))) tabStop.setAttribute('tabindex', '-1')
    tabStop = el
    el?.setAttribute('tabindex', '0')
  }

  const focusPlace = (el: SVGGElement | null) => {
    if (!el || !isFocusable(placeOf(el))) return
    moveTabStop(el)
    el.focus({ preventScroll: true })
  }

  const onFocusIn = (e: FocusEvent) => {
    const el = placeElement(e.target)
    focusInside = !!el
    if (el && isFocusable(placeOf(el))) moveTabStop(el)
    setup.onFocusPlace(el, !byPointer)
  }
  const onFocusOut = (e: FocusEvent) => {
    if (!(e.relatedTarget instanceof Node) || !root.contains(e.relatedTarget)) {
      focusInside = false
      setup.onFocusPlace(null, false)
    }
  }
  const onPointerDown = () => {
    byPointer = true
  }

  const onKeyDown = (e: KeyboardEvent) => {
    byPointer = false
    if (e.defaultPrevented) return
    const el = placeElement(e.target)
    const place = el ? placeOf(el) : null
    if (!el || !place) return
    const action = fanKeyAction(e, place, setup.getRotation())
    if (!action) return
    e.preventDefault()
    if (action.type === 'move') focusPlace(elementOf(action.key))
    else if (action.type === 'centre') focusPlace(elementOf('a1'))
    else if (action.type === 'activate') setup.onActivate(place)
    else if (action.type === 'rotate') setup.onRotateBy(action.by)
    else setup.onResetRotation()
  }

  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)
  root.addEventListener('keydown', onKeyDown)
  root.addEventListener('pointerdown', onPointerDown, true)

  return {
    afterRender() {
      for (const el of root.querySelectorAll<SVGGElement>('.f3-fan-place')) {
        const want = isFocusable(placeOf(el)) ? (el === tabStop ? '0' : '-1') : null
        // Only changes are written: a redraw of a thousand places would otherwise touch every one.
        if (el.getAttribute('tabindex') === want) continue
        if (want === null) el.removeAttribute('tabindex')
        else el.setAttribute('tabindex', want)
      }
      const kept = tabStop?.isConnected && root.contains(tabStop) && isFocusable(placeOf(tabStop))
      if (kept) return
      tabStop = null
      const centre = elementOf('a1')
      moveTabStop(centre)
      // The focused place went away with the redraw: focus follows to the centre rather than falling to the page.
      const lost = focusInside && !root.contains(document.activeElement)
      if (lost) centre?.focus({ preventScroll: true })
    },
    destroy() {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
      root.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('pointerdown', onPointerDown, true)
      tabStop = null
    },
  }
}
