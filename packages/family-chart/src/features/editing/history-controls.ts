/** Undo and redo buttons in the chart's nav area, hidden when neither is possible. */
import { historyBackSvgIcon, historyForwardSvgIcon } from '../../cards/icons'
import type { Say } from '../../data/say'

export interface HistoryControls {
  /** The undo and redo buttons. */
  back: HTMLButtonElement
  forward: HTMLButtonElement
  update(canBack: boolean, canForward: boolean): void
  destroy(): void
}

/**
 * The buttons at the start of `nav`; their names are said in the chart's words (`say`) and again at each update, so
 * they follow a change of language.
 */
export function createHistoryControls(
  nav: HTMLElement,
  onBack: () => void,
  onForward: () => void,
  say: () => Say | undefined = () => undefined,
): HistoryControls {
  const box = document.createElement('div')
  box.className = 'f3-history-controls'
  const make = (cls: string, icon: string, fn: () => void) => {
    const b = document.createElement('button')
    b.type = 'button'
    b.className = `f3-icon-button ${cls}`
    b.innerHTML = icon
    b.addEventListener('click', fn)
    return b
  }
  const name = (b: HTMLButtonElement, label: string) => {
    b.title = label
    b.setAttribute('aria-label', label)
  }
  // f3-back-button / f3-forward-button: the classes 0.8 / 0.9 give them, which page code and CSS select.
  const back = make('f3-back f3-back-button', historyBackSvgIcon(), onBack)
  const forward = make('f3-forward f3-forward-button', historyForwardSvgIcon(), onForward)
  const sayNames = () => {
    name(back, say()?.('edit.undo') ?? 'Undo')
    name(forward, say()?.('edit.redo') ?? 'Redo')
  }
  sayNames()
  box.append(back, forward)
  nav.prepend(box)
  return {
    back,
    forward,
    update(canBack, canForward) {
      sayNames()
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
