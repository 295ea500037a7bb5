/** The published DOM helper of `f3.elements` that card code used to add its own pieces to a card. */

/**
 * Appends an element to a parent, or inserts it first with `is_first`; does nothing when there is no element.
 * @group Compatibility
 * @since 0.8.0
 */
export function appendElement(el_maybe: Element | null | undefined, parent: Element, is_first = false): void {
  if (!el_maybe) return
  if (is_first) parent.insertBefore(el_maybe, parent.firstChild)
  else parent.appendChild(el_maybe)
}
