/** Undo and redo buttons in the chart's nav area, hidden when neither is possible. */
import { historyBackSvgIcon, historyForwardSvgIcon } from '../cards/icons'

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
  const back = make('f3-back', 'Undo', historyBackSvgIcon(), onBack)
  const forward = make('f3-forward', 'Redo', historyForwardSvgIcon(), onForward)
  box.append(back, forward)
  nav.prepend(box)
  return {
    back,
    forward,
    update(canBack, canForward) {
      box.hidden = !canBack && !canForward
      back.disabled = !canBack
      forward.disabled = !canForward
    },
    destroy: () => box.remove(),
  }
}
