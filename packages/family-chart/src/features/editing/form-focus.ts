/**
 * Keyboard focus around the person form: into the form when it opens, on the same control after the form is
 * rebuilt, and back on the person's card when it closes. Focus only moves when it already was in the chart or the
 * form, so opening the form from code (on page load, say) never pulls the page to the chart.
 */
import { FOCUS_KEY } from './form/focus-key'

/** Where focus goes after the form is (re)built. */
export type FocusIntent = 'keep' | 'first' | 'title'

export interface FormFocus {
  /** Before the form's content is replaced: remembers which control had focus. */
  capture(): void
  /** After it is replaced: focuses the remembered control, the first field or the title. */
  restore(intent: FocusIntent): void
  /** Focuses the card of a person (the form closed); false when no card of theirs is drawn. */
  returnToCard(personId: string): boolean
  destroy(): void
}

const FIELD = `[${FOCUS_KEY}^="field:"]:not([disabled]), [${FOCUS_KEY}="link-existing"]`

export function createFormFocus(chartCont: HTMLElement, formCont: () => HTMLElement): FormFocus {
  let key: string | null = null
  let inside = false
  let touch = false
  // A tap must not pop up the phone's keyboard by focusing a text field: after touch, the title takes focus.
  const onPointerDown = (e: PointerEvent) => {
    touch = e.pointerType === 'touch'
  }
  const onKeyDown = () => {
    touch = false
  }
  chartCont.addEventListener('pointerdown', onPointerDown, true)
  chartCont.addEventListener('keydown', onKeyDown, true)

  const focusIn = (el: Element | null | undefined): boolean => {
    if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false
    el.focus({ preventScroll: true })
    return document.activeElement === el
  }

  return {
    capture() {
      const active = document.activeElement
      const form = formCont()
      inside = !!active && active !== document.body && (chartCont.contains(active) || form.contains(active))
      key = active && form.contains(active) ? active.getAttribute(FOCUS_KEY) : null
    },
    restore(intent) {
      if (!inside) return
      const form = formCont()
      const title = form.querySelector('.f3-form-title')
      const same = key
        ? [...form.querySelectorAll(`[${FOCUS_KEY}]`)].find((el) => el.getAttribute(FOCUS_KEY) === key)
        : null
      if (intent === 'keep' && focusIn(same)) return
      if (intent === 'first' && !touch && focusIn(form.querySelector(FIELD))) return
      focusIn(title)
    },
    returnToCard(personId) {
      for (const cont of chartCont.querySelectorAll('.f3-card-cont')) {
        const d = (cont as { __data__?: { data?: { id?: string } } }).__data__
        if (d?.data?.id === personId) return focusIn(cont.querySelector('.f3-card'))
      }
      return false
    },
    destroy() {
      chartCont.removeEventListener('pointerdown', onPointerDown, true)
      chartCont.removeEventListener('keydown', onKeyDown, true)
    },
  }
}
