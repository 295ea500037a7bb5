/** Undo and redo buttons in the chart's nav area, hidden when neither is possible. */
import { historyBackSvgIcon, historyForwardSvgIcon } from '../../cards/icons'

export interface HistoryControls {
  /** The undo and redo buttons. */
  back: HTMLButtonElement
  forward: HTMLButtonElement
  update(canBack: boolean, canForward: boolean): void
  destroy(): void
}

export function createHistoryControls(nav: HTMLElement, onBack: () => void, onForward: () => void): HistoryControls {
  const box = document.createElement('div')
  box.className = 'f3-history-controls'
  const make = (cls: string, label: string, icon: string, fn: () => void) => {
    const b = document.createElement('button')
    b.type = 'button'
    b.className = `f3-icon-button ${cls}`
    b.title = label
    b.setAttribute('aria-label', label)
    b.innerHTML = icon
    b.addEventListener('click', fn)
    return b
  }
  // f3-back-button / f3-forward-button: the classes 0.8 / 0.9 give them, which page code and CSS select.
  const back = make('f3-back f3-back-button', 'Undo', historyBackSvgIcon(), onBack)
  const forward = make('f3-forward f3-forward-button', 'Redo', historyForwardSvgIcon(), onForward)
  box.append(back, forward)
  nav.prepend(box)
  return {
    back,
    forward,
    update(canBack, canForward) {
      box.hidden = !canBack && !canForward
      back.disabled = !canBack
      forward.disabled = !canForward
      back.classList.toggle('disabled', !canBack)
      forward.classList.toggle('disabled', !canForward)
    },
    destroy: () => box.remove(),
  }
}

/** The undo and redo buttons of `handlers.createHistoryControls`. @since 0.8.0 */
export interface HistoryButtons {
  back_btn: HTMLButtonElement
  forward_btn: HTMLButtonElement
  /** Enables and shows the buttons as the history allows. */
  updateButtons(): void
  /** Removes the buttons. */
  destroy(): void
}
