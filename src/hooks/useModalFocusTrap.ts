/**
 * Keyboard focus for a drawer shown as a modal dialog: while `active`, Tab and Shift+Tab stay inside `container`
 * (focus-trap), focus starts on `initialFocus` (else the container), Escape calls `onClose`, and when the trap ends
 * focus goes back to `returnFocus` (else to whatever had it before). A click outside is let through: the caller's
 * backdrop or toggle handles it.
 */
import { useEffect, type RefObject } from 'react'
import { createFocusTrap } from 'focus-trap'

interface Options {
  initialFocus: RefObject<HTMLElement | null>
  returnFocus?: RefObject<HTMLElement | null>
  /** Called when Escape ends the trap; keep it stable (useCallback), the trap is set up again when it changes. */
  onClose: () => void
}

export function useModalFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, returnFocus, onClose }: Options,
): void {
  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    const trap = createFocusTrap(element, {
      initialFocus: () => initialFocus.current ?? element,
      fallbackFocus: element,
      escapeDeactivates: true,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      ...(returnFocus ? { setReturnFocus: () => returnFocus.current ?? false } : {}),
      onDeactivate: onClose,
    })
    trap.activate()
    // Unmounting or closing by other means ends the trap without calling onClose again.
    return () => {
      trap.deactivate({ onDeactivate: () => undefined })
    }
  }, [container, active, initialFocus, returnFocus, onClose])
}
