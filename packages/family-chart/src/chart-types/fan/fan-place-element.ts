/** The attributes that make a place's element findable and accessible: class, data-key, data-id, role, name. */
import type { FanPlace } from './fan-types'

/** Sets an attribute only when it changes (each change makes the browser look at the element's style again). */
function setAttr(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return
  if (value === null) el.removeAttribute(name)
  else el.setAttribute(name, value)
}

/**
 * The hooks of a place: `f3-fan-place` and its kind (`f3-fan-person`, `f3-fan-empty`, `f3-fan-add`), with
 * `f3-fan-duplicate` and `f3-fan-private` where they apply and `marks` (its colour's class, fan-fill.ts, and
 * those of a relationship path);
 * `data-key` (its slot), `data-id` (a person's id), role button (a person or an add place) or img (an unknown
 * ancestor), its accessible name, and aria-current on the centre.
 */
export function setPlaceAttributes(g: SVGGElement, place: FanPlace, label: string, marks = ''): void {
  const cls = `f3-fan-place f3-fan-${place.kind}${place.duplicate ? ' f3-fan-duplicate' : ''}${place.private ? ' f3-fan-private' : ''}${marks}`
  setAttr(g, 'class', cls)
  setAttr(g, 'data-key', place.key)
  setAttr(g, 'data-id', place.kind === 'person' ? place.id : null)
  setAttr(g, 'role', place.kind === 'empty' ? 'img' : 'button')
  setAttr(g, 'aria-label', label)
  setAttr(g, 'aria-current', place.generation === 0 ? 'true' : null)
}
