/** The published popup of `f3.elements.infoPopup`: a closable box over the page, for content of the code's own. */
import { createDialog } from '../ui/dialog'

/** A popup made by {@link infoPopup}. @since 0.8.0 */
export interface InfoPopup {
  cont: HTMLElement
  /** The popup's outer element (`div.f3-popup`); its `.f3-popup-content-inner` holds the content. */
  popup_cont: HTMLElement
  active: boolean
  onClose?: () => void
  /** Empties the popup (its elements are made with it). */
  create(): void
  /** Adds `content` (an element) to the popup and shows it. */
  activate(content?: HTMLElement): void
  open(): void
  /** Removes the popup and calls `onClose`. */
  close(): void
}

/**
 * Adds a popup to a container: `div.f3-popup` holding a dialog with a Close button (`.f3-popup-close`) and the content
 * box (`.f3-popup-content-inner`). A click outside the dialog, the Close button and Escape close it.
 * @example
 * ```js
 * const popup = f3.elements.infoPopup(document.body, () => console.log('closed'))
 * popup.activate(myElement)
 * ```
 * @group Compatibility
 * @since 0.8.0
 */
export function infoPopup(cont: HTMLElement, onClose?: () => void): InfoPopup {
  const dialog = createDialog(cont, {
    classes: { outer: 'f3-popup', box: 'f3-popup-content', close: 'f3-popup-close', content: 'f3-popup-content-inner' },
    removeOnClose: true,
    onClose: () => {
      popup.active = false
      popup.onClose?.()
    },
  })
  const popup: InfoPopup = {
    cont,
    popup_cont: dialog.outer,
    active: false,
    onClose,
    create() {
      dialog.content.replaceChildren()
    },
    activate(content) {
      if (content) dialog.content.append(content)
      popup.open()
    },
    open() {
      popup.active = true
      dialog.open()
    },
    close: () => dialog.close(),
  }
  // In the page from the start, as the published popup was (its `activate` shows what was put in it).
  cont.append(dialog.outer)
  return popup
}
