/**
 * One dialog over a container, the widget behind every dialog of the library: the edit tree's `modal`, the question
 * of who keeps shared children, and `elements.infoPopup`. Each gives its own class names (the published hooks of
 * each differ); the behaviour is this one: a box with `role="dialog"`, an optional close button, a content box and a
 * row of buttons; opening puts it in the container and moves focus to its first button; Escape, the close button and
 * a click outside the box close it.
 */

/** The class names of a dialog's elements. */
export interface DialogClasses {
  /** The outer element over the container. */
  outer: string
  /** The dialog box (`role="dialog"`). */
  box: string
  /** The close (×) button in the box's corner; without it, none. */
  close?: string
  /** The box of the content. */
  content?: string
  /** The row of buttons under the content; without it, none. */
  buttons?: string
}

export interface DialogOptions {
  classes: DialogClasses
  /** Says the dialog is modal (`aria-modal`): the rest of the chart waits for it. */
  modal?: boolean
  /** Taken out of the page when closed (else only hidden, to be opened again). */
  removeOnClose?: boolean
  /** Called each time the dialog closes, however it closes. */
  onClose?: () => void
  /** The accessible name of the close button, in the chart's language (default 'Close'). */
  closeLabel?: string
}

/** A button of the dialog's row. */
export interface DialogButton {
  text: string
  className?: string
  onClick: () => void
}

export interface Dialog {
  /** The outer element. */
  outer: HTMLElement
  content: HTMLElement
  /** The row of buttons (an empty element when the dialog has none). */
  buttons: HTMLElement
  isOpen(): boolean
  open(): void
  close(): void
  /** Puts these buttons in the row, in place of those there. */
  setButtons(buttons: DialogButton[]): void
}

/** Stacking order of every dialog: over the chart's cards, controls and form (and the page, for a popup). */
const DIALOG_Z_INDEX = 2000

function element(className: string | undefined): HTMLElement {
  const el = document.createElement('div')
  if (className) el.className = className
  return el
}

function button({ text, className, onClick }: DialogButton): HTMLButtonElement {
  const b = document.createElement('button')
  b.type = 'button'
  if (className) b.className = className
  b.textContent = text
  b.addEventListener('click', onClick)
  return b
}

export function createDialog(cont: HTMLElement, options: DialogOptions): Dialog {
  const { classes } = options
  const outer = element(classes.outer)
  const box = element(classes.box)
  const content = element(classes.content)
  const buttons = element(classes.buttons)
  let open = false
  box.setAttribute('role', 'dialog')
  if (options.modal) box.setAttribute('aria-modal', 'true')
  outer.style.zIndex = String(DIALOG_Z_INDEX)
  if (classes.close) {
    const close = button({ text: '×', className: classes.close, onClick: () => dialog.close() })
    close.setAttribute('aria-label', options.closeLabel ?? 'Close')
    box.append(close)
  }
  box.append(content)
  if (classes.buttons) box.append(buttons)
  outer.append(box)
  outer.hidden = !options.removeOnClose
  outer.addEventListener('click', (e) => {
    if (e.target === outer) dialog.close()
  })
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') dialog.close()
  }

  const dialog: Dialog = {
    outer,
    content,
    buttons,
    isOpen: () => open,
    open() {
      if (!outer.isConnected) cont.append(outer)
      outer.hidden = false
      open = true
      document.addEventListener('keydown', onKey)
      outer.querySelector('button')?.focus()
    },
    close() {
      if (options.removeOnClose) outer.remove()
      else outer.hidden = true
      open = false
      document.removeEventListener('keydown', onKey)
      options.onClose?.()
    },
    setButtons: (list) => buttons.replaceChildren(...list.map(button)),
  }
  return dialog
}
